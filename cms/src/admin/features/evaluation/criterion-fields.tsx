// One criterion of the rubric editor: its name, description, weight and scale, and buttons that move
// it up or down or remove it. Once a score exists (a locked rubric) a stored criterion keeps its
// weight and scale and cannot be removed: those fields are read-only and the button is not offered.

import { Box, Button, Field, Flex, Grid, TextInput, Textarea, Typography } from '@strapi/design-system';
import { ArrowDown, ArrowUp, Trash } from '@strapi/icons';
import { hebrewNumber } from '../../shared/display';
import { useText } from '../../shared/messages';
import { EVALUATION_MESSAGES } from './messages';
import { problemsOf, type CriterionDraft } from './rubric-draft';

type Props = {
  draft: CriterionDraft;
  index: number;
  count: number;
  locked: boolean;
  /** Say what is wrong only after a first save was tried. */
  showProblems: boolean;
  onChange: (change: Partial<Omit<CriterionDraft, 'key' | 'stored'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

type Input = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

export const CriterionFields = ({ draft, index, count, locked, showProblems, onChange, onMove, onRemove }: Props) => {
  const text = useText(EVALUATION_MESSAGES);
  const problems = showProblems ? problemsOf(draft) : {};
  const fixed = locked && draft.stored;
  const id = `criterion-${index}`;
  const number = hebrewNumber(index + 1, 0);
  const problem = (field: keyof typeof problems) =>
    problems[field] ? text(`vision.evaluation.rubric.problem.${problems[field]}`) : undefined;
  const numberField = (field: 'weight' | 'min' | 'max', label: string) => (
    <Field.Root id={`${id}-${field}`} name={field} error={problem(field)} required>
      <Field.Label>{text(label)}</Field.Label>
      <TextInput
        value={draft[field]}
        inputMode="decimal"
        dir="ltr"
        disabled={fixed}
        onChange={(event: Input) => onChange({ [field]: event.target.value })}
      />
      <Field.Error />
    </Field.Root>
  );
  return (
    <Box tag="li" padding={4} hasRadius borderColor="neutral200" background="neutral0" aria-labelledby={`${id}-title`}>
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Flex justifyContent="space-between" gap={2} wrap="wrap">
          <Typography id={`${id}-title`} variant="delta" tag="h2">
            {text('vision.evaluation.rubric.criterion', { number })}
          </Typography>
          <Flex gap={2}>
            <Button
              variant="tertiary"
              size="S"
              startIcon={<ArrowUp />}
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={text('vision.evaluation.rubric.up.label', { number })}
            >
              {text('vision.evaluation.rubric.up')}
            </Button>
            <Button
              variant="tertiary"
              size="S"
              startIcon={<ArrowDown />}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={text('vision.evaluation.rubric.down.label', { number })}
            >
              {text('vision.evaluation.rubric.down')}
            </Button>
            {!fixed && (
              <Button
                variant="danger-light"
                size="S"
                startIcon={<Trash />}
                onClick={onRemove}
                aria-label={text('vision.evaluation.rubric.remove.label', { number })}
              >
                {text('vision.evaluation.rubric.remove')}
              </Button>
            )}
          </Flex>
        </Flex>
        <Grid.Root gap={4}>
          <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
            <Field.Root id={`${id}-name`} name="name" error={problem('name')} required>
              <Field.Label>{text('vision.evaluation.rubric.name')}</Field.Label>
              <TextInput
                value={draft.name}
                dir="auto"
                onChange={(event: Input) => onChange({ name: event.target.value })}
              />
              <Field.Error />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={2} s={4} direction="column" alignItems="stretch">
            {numberField('weight', 'vision.evaluation.rubric.weight')}
          </Grid.Item>
          <Grid.Item col={2} s={4} direction="column" alignItems="stretch">
            {numberField('min', 'vision.evaluation.rubric.min')}
          </Grid.Item>
          <Grid.Item col={2} s={4} direction="column" alignItems="stretch">
            {numberField('max', 'vision.evaluation.rubric.max')}
          </Grid.Item>
        </Grid.Root>
        <Field.Root id={`${id}-description`} name="description">
          <Field.Label>{text('vision.evaluation.rubric.description')}</Field.Label>
          <Textarea
            value={draft.description}
            dir="auto"
            onChange={(event: Input) => onChange({ description: event.target.value })}
          />
        </Field.Root>
        {fixed && (
          <Typography variant="pi" textColor="neutral600">
            {text('vision.evaluation.rubric.fixed')}
          </Typography>
        )}
      </Flex>
    </Box>
  );
};
