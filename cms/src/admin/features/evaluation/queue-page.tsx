// "התור שלי" (evaluators): the leads assigned to the signed-in evaluator, oldest first, each with its
// area and state, and how many of them are submitted ("X מתוך Y הוערכו"); each opens its scoring view.
// An evaluator reaches nothing else: the Content Manager's lead list is closed to them by the server,
// and the menu shows them this page (by the one permission they hold, index.ts).

import { Box, EmptyStateLayout, Flex, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { Link as RouterLink } from 'react-router-dom';
import { hebrewNumber, jerusalemDateTime } from '../../shared/display';
import { failureMessage } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { useAreaLabels } from '../../shared/queries';
import { useQueue, type Queue } from './api';
import { EVALUATION_MESSAGES } from './messages';
import { scoringPage } from './paths';
import { StateBadge } from './state-badge';

const QueueTable = ({ queue }: { queue: Queue }) => {
  const text = useText(EVALUATION_MESSAGES);
  const areas = useAreaLabels();
  return (
    <Table colCount={4} rowCount={queue.items.length + 1}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{text('vision.evaluation.column.reference')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.evaluation.column.area')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.evaluation.column.state')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('vision.evaluation.column.assigned-at')}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {queue.items.map((item) => (
          <Tr key={item.id}>
            <Td>
              <Link
                tag={RouterLink}
                to={scoringPage(item.id)}
                aria-label={text('vision.evaluation.queue.open', { reference: item.reference })}
              >
                <bdi dir="ltr">{item.reference}</bdi>
              </Link>
            </Td>
            <Td>
              <Typography textColor="neutral800">{areas[item.area.key] ?? item.area.label}</Typography>
            </Td>
            <Td>
              <StateBadge state={item.state} />
            </Td>
            <Td>
              <Typography textColor="neutral800">{jerusalemDateTime(item.assignedAt)}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};

export const QueuePage = () => {
  const text = useText(EVALUATION_MESSAGES);
  const state = useQueue();
  const title = text('vision.evaluation.queue.title');
  const progress = state.phase === 'ready' ? state.data.progress : null;
  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={
          progress
            ? text('vision.evaluation.queue.progress', {
                done: hebrewNumber(progress.done, 0),
                total: hebrewNumber(progress.total, 0),
              })
            : text('vision.evaluation.queue.subtitle')
        }
      />
      <Layouts.Content>
        <Box paddingBottom={8}>
          {state.phase === 'loading' && (
            <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>
          )}
          {state.phase === 'failed' && (
            <Typography role="alert" textColor="danger600">
              {failureMessage(state.status)}
            </Typography>
          )}
          {state.phase === 'ready' &&
            (state.data.items.length === 0 ? (
              <EmptyStateLayout content={text('vision.evaluation.queue.empty')} />
            ) : (
              <Flex direction="column" alignItems="stretch" gap={4}>
                <QueueTable queue={state.data} />
              </Flex>
            ))}
        </Box>
      </Layouts.Content>
    </Page.Main>
  );
};
