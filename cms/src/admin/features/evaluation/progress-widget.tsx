// The home page's "התקדמות ההערכה" for Leads managers and super admins: per evaluator, how many of
// their assignments are submitted, from GET /api/evaluation/evaluators (each one's open and
// submitted counts), as a table with a bar per row.

import { Flex, ProgressBar, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import type { Evaluator } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { failureMessage } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { useEvaluators } from './api';
import { EVALUATION_MESSAGES } from './messages';

/** Submitted of all assignments, in whole percents; 0 for none. */
export const percentDone = ({ open, submitted }: Pick<Evaluator, 'open' | 'submitted'>) =>
  open + submitted === 0 ? 0 : Math.round((100 * submitted) / (open + submitted));

const ProgressTable = ({ evaluators }: { evaluators: Evaluator[] }) => {
  const text = useText(EVALUATION_MESSAGES);
  const open = evaluators.reduce((sum, evaluator) => sum + evaluator.open, 0);
  const submitted = evaluators.reduce((sum, evaluator) => sum + evaluator.submitted, 0);
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="omega" fontWeight="bold">
        {text('vision.evaluation.progress.total', {
          submitted: hebrewNumber(submitted, 0),
          total: hebrewNumber(open + submitted, 0),
        })}
      </Typography>
      <Table colCount={3} rowCount={evaluators.length + 1}>
        <Thead>
          <Tr>
            <Th>
              <Typography variant="sigma">{text('vision.evaluation.column.evaluator')}</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">{text('vision.evaluation.progress.submitted')}</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">{text('vision.evaluation.progress.share')}</Typography>
            </Th>
          </Tr>
        </Thead>
        <Tbody>
          {evaluators.map((evaluator) => (
            <Tr key={evaluator.id}>
              <Td>
                <Typography textColor="neutral800">
                  <bdi dir="auto">{evaluator.name}</bdi>
                </Typography>
              </Td>
              <Td>
                <Typography textColor="neutral800">
                  {text('vision.evaluation.progress.of', {
                    submitted: hebrewNumber(evaluator.submitted, 0),
                    total: hebrewNumber(evaluator.open + evaluator.submitted, 0),
                  })}
                </Typography>
              </Td>
              <Td>
                <ProgressBar
                  value={percentDone(evaluator)}
                  size="S"
                  aria-label={text('vision.evaluation.progress.percent', {
                    percent: hebrewNumber(percentDone(evaluator), 0),
                  })}
                />
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Flex>
  );
};

export const EvaluationProgressWidget = () => {
  const text = useText(EVALUATION_MESSAGES);
  const state = useEvaluators();
  if (state.phase === 'loading')
    return <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>;
  if (state.phase === 'failed')
    return (
      <Typography role="alert" textColor="danger600">
        {failureMessage(state.status)}
      </Typography>
    );
  if (state.data.length === 0)
    return <Typography textColor="neutral600">{text('vision.evaluation.evaluators.none')}</Typography>;
  return <ProgressTable evaluators={state.data} />;
};
