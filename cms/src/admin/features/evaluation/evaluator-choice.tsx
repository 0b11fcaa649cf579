// The evaluators as checkboxes, each with the areas it is registered for and its open load, for the
// assignment dialogs. `chosen` holds their ids.

import { Checkbox, Flex, Typography } from '@strapi/design-system';
import type { Evaluator } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { useText } from '../../shared/messages';
import { useAreaLabels } from '../../shared/queries';
import { EVALUATION_MESSAGES } from './messages';

type Props = {
  evaluators: Evaluator[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  disabled?: boolean;
  labelId: string;
};

export const EvaluatorChoice = ({ evaluators, chosen, onChange, disabled, labelId }: Props) => {
  const text = useText(EVALUATION_MESSAGES);
  const areas = useAreaLabels();
  if (evaluators.length === 0)
    return <Typography textColor="neutral600">{text('vision.evaluation.evaluators.none')}</Typography>;
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <Flex
      tag="ul"
      aria-labelledby={labelId}
      direction="column"
      alignItems="stretch"
      gap={2}
      style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 280, overflowY: 'auto' }}
    >
      {evaluators.map((evaluator) => (
        <li key={evaluator.id}>
          <Checkbox
            checked={chosen.includes(evaluator.id)}
            disabled={disabled}
            onCheckedChange={(checked: boolean | 'indeterminate') => toggle(evaluator.id, checked === true)}
          >
            <bdi dir="auto">{evaluator.name}</bdi>
            <Typography variant="pi" textColor="neutral600">
              {' · '}
              {text('vision.evaluation.evaluators.load', {
                open: hebrewNumber(evaluator.open, 0),
                submitted: hebrewNumber(evaluator.submitted, 0),
              })}
              {evaluator.areas.length > 0 && ` · ${evaluator.areas.map((area) => areas[area] ?? area).join(', ')}`}
            </Typography>
          </Checkbox>
        </li>
      ))}
    </Flex>
  );
};
