// The scores of a lead as a table: per evaluator its state, each criterion's score and the weighted
// mean. An evaluator sees the others' only after submitting (the server leaves them out before);
// a Leads manager sees everyone's, with "פתיחה מחדש" for a submitted one (`action`).

import { Flex, Table, Tbody, Td, Th, Thead, Tr, Typography, VisuallyHidden } from '@strapi/design-system';
import type { Criterion, Score } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { useText } from '../../shared/messages';
import { EVALUATION_MESSAGES } from './messages';
import { StateBadge } from './state-badge';

type Props = { criteria: Criterion[]; scores: Score[]; action?: (score: Score) => React.ReactNode };

export const ScoresTable = ({ criteria, scores, action }: Props) => {
  const text = useText(EVALUATION_MESSAGES);
  return (
    <Table colCount={criteria.length + 3 + (action ? 1 : 0)} rowCount={scores.length + 1}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{text('vision.evaluation.column.evaluator')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.evaluation.column.state')}</Typography>
          </Th>
          {criteria.map((criterion) => (
            <Th key={criterion.key}>
              <Typography variant="sigma">
                <bdi dir="auto">{criterion.name}</bdi>
              </Typography>
            </Th>
          ))}
          <Th>
            <Typography variant="sigma">{text('vision.evaluation.column.weighted')}</Typography>
          </Th>
          {action && (
            <Th>
              <VisuallyHidden>{text('vision.evaluation.column.actions')}</VisuallyHidden>
            </Th>
          )}
        </Tr>
      </Thead>
      <Tbody>
        {scores.map((score) => (
          <Tr key={score.evaluator.id}>
            <Td>
              <Typography textColor="neutral800">
                <bdi dir="auto">{score.evaluator.name}</bdi>
              </Typography>
            </Td>
            <Td>
              <StateBadge state={score.state} />
            </Td>
            {criteria.map((criterion) => (
              <Td key={criterion.key}>
                <Typography textColor="neutral800">{hebrewNumber(score.scores[criterion.key], 0)}</Typography>
              </Td>
            ))}
            <Td>
              <Typography textColor="neutral800" fontWeight="bold">
                {hebrewNumber(score.weighted)}
              </Typography>
            </Td>
            {action && (
              <Td>
                <Flex>{action(score)}</Flex>
              </Td>
            )}
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
