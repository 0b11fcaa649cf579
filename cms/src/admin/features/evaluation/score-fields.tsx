// The rubric beside the proposal: per criterion its name, description, weight and scale, a score
// (a whole number within the scale) and an optional comment. Read-only once submitted.

import { Box, Field, Flex, TextInput, Textarea, Typography } from '@strapi/design-system';
import { SCORE_COMMENT_MAX_LENGTH, type Criterion } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { useText } from '../../shared/messages';
import { EVALUATION_MESSAGES } from './messages';
import type { ScoreProblem, ScoreValues } from './score-form';

type Props = {
  criteria: Criterion[];
  values: ScoreValues;
  comments: ScoreValues;
  problems: Record<string, ScoreProblem>;
  readOnly: boolean;
  onValue: (key: string, value: string) => void;
  onComment: (key: string, value: string) => void;
};

type Input = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

export const ScoreFields = ({ criteria, values, comments, problems, readOnly, onValue, onComment }: Props) => {
  const text = useText(EVALUATION_MESSAGES);
  return (
    <Flex tag="ol" direction="column" alignItems="stretch" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {criteria.map((criterion) => {
        const range = {
          min: hebrewNumber(criterion.scale.min, 0),
          max: hebrewNumber(criterion.scale.max, 0),
        };
        const problem = problems[criterion.key];
        return (
          <Box tag="li" key={criterion.key} padding={4} hasRadius borderColor="neutral200">
            <Flex direction="column" alignItems="stretch" gap={3}>
              <Flex direction="column" alignItems="stretch" gap={1}>
                <Typography variant="delta" tag="h3">
                  <bdi dir="auto">{criterion.name}</bdi>
                </Typography>
                <Typography variant="pi" textColor="neutral600">
                  {text('vision.evaluation.score.weight-scale', { weight: hebrewNumber(criterion.weight), ...range })}
                </Typography>
                {criterion.description && (
                  <Typography textColor="neutral700" style={{ whiteSpace: 'pre-line' }}>
                    <bdi dir="auto">{criterion.description}</bdi>
                  </Typography>
                )}
              </Flex>
              <Field.Root
                id={`score-${criterion.key}`}
                name={criterion.key}
                hint={text('vision.evaluation.score.hint', range)}
                error={problem ? text(`vision.evaluation.score.problem.${problem}`, range) : undefined}
              >
                <Field.Label>{text('vision.evaluation.score.label', { name: criterion.name })}</Field.Label>
                <TextInput
                  value={values[criterion.key] ?? ''}
                  inputMode="numeric"
                  dir="ltr"
                  disabled={readOnly}
                  onChange={(event: Input) => onValue(criterion.key, event.target.value)}
                />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
              <Field.Root id={`comment-${criterion.key}`} name={`comment-${criterion.key}`}>
                <Field.Label>{text('vision.evaluation.score.comment', { name: criterion.name })}</Field.Label>
                <Textarea
                  value={comments[criterion.key] ?? ''}
                  dir="auto"
                  maxLength={SCORE_COMMENT_MAX_LENGTH}
                  disabled={readOnly}
                  onChange={(event: Input) => onComment(criterion.key, event.target.value)}
                />
              </Field.Root>
            </Flex>
          </Box>
        );
      })}
    </Flex>
  );
};
