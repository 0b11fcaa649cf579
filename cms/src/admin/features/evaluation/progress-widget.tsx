// The home page's "התקדמות ההערכה" for Leads managers and super admins (GET /api/evaluation/progress):
// per evaluator, how many of their assignments are submitted; per area, how many of its leads with
// evaluators have every score submitted, and how many are marked as disputed. Each is a table with
// headers, its bars labelled with their percent.

import type { ReactNode } from 'react';
import { Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import type { AreaProgress, EvaluationProgress, EvaluatorProgress } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { failureMessage } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { useAreaLabels } from '../../shared/queries';
import { useProgress } from './api';
import { EVALUATION_MESSAGES } from './messages';
import { areasWithLeads, percentOf } from './progress';
import { ProgressBar } from './progress-bar';

type Text = ReturnType<typeof useText>;

const number = (value: number) => hebrewNumber(value, 0);

const Cell = ({ children }: { children: ReactNode }) => (
  <Td>
    <Typography textColor="neutral800">{children}</Typography>
  </Td>
);

const Bar = ({ part, whole, text }: { part: number; whole: number; text: Text }) => (
  <Td>
    <ProgressBar
      percent={percentOf(part, whole)}
      label={text('vision.evaluation.progress.percent', { percent: number(percentOf(part, whole)) })}
    />
  </Td>
);

type TableProps = { caption: string; columns: string[]; rows: number; children: ReactNode };

const ProgressTable = ({ caption, columns, rows, children }: TableProps) => {
  const text = useText(EVALUATION_MESSAGES);
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography tag="h3" variant="delta">
        {caption}
      </Typography>
      <Table colCount={columns.length} rowCount={rows + 1} aria-label={caption}>
        <Thead>
          <Tr>
            {columns.map((column) => (
              <Th key={column}>
                <Typography variant="sigma">{text(column)}</Typography>
              </Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>{children}</Tbody>
      </Table>
    </Flex>
  );
};

const EvaluatorRows = ({ evaluators }: { evaluators: EvaluatorProgress[] }) => {
  const text = useText(EVALUATION_MESSAGES);
  if (evaluators.length === 0)
    return <Typography textColor="neutral600">{text('vision.evaluation.evaluators.none')}</Typography>;
  return (
    <ProgressTable
      caption={text('vision.evaluation.progress.by-evaluator')}
      rows={evaluators.length}
      columns={[
        'vision.evaluation.column.evaluator',
        'vision.evaluation.progress.submitted',
        'vision.evaluation.progress.drafts',
        'vision.evaluation.progress.share',
      ]}
    >
      {evaluators.map((evaluator) => (
        <Tr key={evaluator.id}>
          <Cell>
            <bdi dir="auto">{evaluator.name}</bdi>
          </Cell>
          <Cell>
            {text('vision.evaluation.progress.of', {
              submitted: number(evaluator.submitted),
              total: number(evaluator.assigned),
            })}
          </Cell>
          <Cell>{number(evaluator.drafts)}</Cell>
          <Bar part={evaluator.submitted} whole={evaluator.assigned} text={text} />
        </Tr>
      ))}
    </ProgressTable>
  );
};

const AreaRows = ({ areas }: { areas: AreaProgress[] }) => {
  const text = useText(EVALUATION_MESSAGES);
  const labels = useAreaLabels();
  const shown = areasWithLeads(areas);
  if (shown.length === 0)
    return <Typography textColor="neutral600">{text('vision.evaluation.progress.no-leads')}</Typography>;
  return (
    <ProgressTable
      caption={text('vision.evaluation.progress.by-area')}
      rows={shown.length}
      columns={[
        'vision.evaluation.column.area',
        'vision.evaluation.progress.leads',
        'vision.evaluation.progress.fully-scored',
        'vision.evaluation.progress.disagreements',
        'vision.evaluation.progress.share',
      ]}
    >
      {shown.map((row) => (
        <Tr key={row.area.key}>
          <Cell>{labels[row.area.key] ?? row.area.label}</Cell>
          <Cell>
            {text('vision.evaluation.progress.assigned-of', {
              assigned: number(row.assignedLeads),
              total: number(row.leads),
            })}
          </Cell>
          <Cell>
            {text('vision.evaluation.progress.of', {
              submitted: number(row.fullyScored),
              total: number(row.assignedLeads),
            })}
          </Cell>
          <Cell>{number(row.disagreements)}</Cell>
          <Bar part={row.fullyScored} whole={row.assignedLeads} text={text} />
        </Tr>
      ))}
    </ProgressTable>
  );
};

const Progress = ({ progress }: { progress: EvaluationProgress }) => {
  const text = useText(EVALUATION_MESSAGES);
  const { totals } = progress;
  return (
    <Flex direction="column" alignItems="stretch" gap={5} width="100%">
      <Typography variant="omega" fontWeight="bold">
        {text('vision.evaluation.progress.total', {
          submitted: number(totals.submitted),
          total: number(totals.assignments),
        })}
        {' · '}
        {text('vision.evaluation.progress.total-leads', {
          scored: number(totals.fullyScored),
          total: number(totals.assignedLeads),
        })}
      </Typography>
      <EvaluatorRows evaluators={progress.evaluators} />
      <AreaRows areas={progress.areas} />
    </Flex>
  );
};

export const EvaluationProgressWidget = () => {
  const text = useText(EVALUATION_MESSAGES);
  const state = useProgress();
  if (state.phase === 'loading')
    return <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>;
  if (state.phase === 'failed')
    return (
      <Typography role="alert" textColor="danger600">
        {failureMessage(state.status)}
      </Typography>
    );
  return <Progress progress={state.data} />;
};
