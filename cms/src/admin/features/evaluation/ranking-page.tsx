// "דירוג ההצעות" (Leads managers, super admins): the leads by the weighted mean of their submitted
// scores, best first and unscored last, in one area or all, filtered by review status and by the
// disagreement mark; each row links to the lead's page and can put it on the shortlist.

import { useState } from 'react';
import {
  Box,
  EmptyStateLayout,
  Field,
  Flex,
  Link,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import { Link as RouterLink } from 'react-router-dom';
import { leadPagePath } from '../../shared/api-types';
import { hebrewNumber } from '../../shared/display';
import { failureMessage } from '../../shared/downloads';
import { statusOptions } from '../../shared/labels/review-status';
import { useText } from '../../shared/messages';
import { useAreaLabels } from '../../shared/queries';
import { useRanking, type RankingPage as Ranked } from './api';
import { ALL } from './auto-assign';
import { EVALUATION_MESSAGES } from './messages';
import { RankingPaging } from './ranking-paging';
import { DEFAULT_RANKING, DISAGREEMENT_CHOICES, placeOf, rankingQuery, type RankingFilters } from './ranking-query';
import { ShortlistButton } from './shortlist-button';
import { DisagreementBadge } from './state-badge';

const COLUMNS = ['place', 'reference', 'area', 'mean', 'count', 'disagreement', 'actions'];

const RankingTable = ({ ranking, page }: { ranking: Ranked; page: number }) => {
  const text = useText(EVALUATION_MESSAGES);
  const areas = useAreaLabels();
  return (
    <Table colCount={COLUMNS.length} rowCount={ranking.leads.length + 1}>
      <Thead>
        <Tr>
          {COLUMNS.map((column) => (
            <Th key={column}>
              <Typography variant="sigma">{text(`vision.evaluation.ranking.column.${column}`)}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {ranking.leads.map((lead, index) => (
          <Tr key={lead.id}>
            <Td>
              <Typography textColor="neutral800">{hebrewNumber(placeOf(page, index), 0)}</Typography>
            </Td>
            <Td>
              <Link tag={RouterLink} to={leadPagePath(lead.id)}>
                <bdi dir="ltr">{lead.reference}</bdi>
              </Link>
            </Td>
            <Td>
              <Typography textColor="neutral800">{areas[lead.area.key] ?? lead.area.label}</Typography>
            </Td>
            <Td>
              <Typography textColor="neutral800" fontWeight="bold">
                {hebrewNumber(lead.scoreMean)}
              </Typography>
            </Td>
            <Td>
              <Typography textColor="neutral800">{hebrewNumber(lead.scoreCount, 0)}</Typography>
            </Td>
            <Td>{lead.scoreDisagreement ? <DisagreementBadge /> : null}</Td>
            <Td>
              <ShortlistButton documentId={lead.id} reference={lead.reference} />
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};

type Choice = { value: string; label: string };

const Filter = ({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) => (
  <Field.Root id={id} name={id} style={{ minWidth: 200 }}>
    <Field.Label>{label}</Field.Label>
    <SingleSelect value={value} onChange={(next) => onChange(String(next))}>
      {choices.map((choice) => (
        <SingleSelectOption key={choice.value} value={choice.value}>
          {choice.label}
        </SingleSelectOption>
      ))}
    </SingleSelect>
  </Field.Root>
);

const RankingPage = () => {
  const text = useText(EVALUATION_MESSAGES);
  const areas = useAreaLabels();
  const [filters, setFilters] = useState<RankingFilters>(DEFAULT_RANKING);
  const state = useRanking(rankingQuery(filters));
  const title = text('vision.evaluation.ranking.title');
  const filter = (change: Partial<RankingFilters>) => setFilters({ ...filters, ...change, page: change.page ?? 1 });
  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header title={title} subtitle={text('vision.evaluation.ranking.subtitle')} />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4} paddingBottom={8}>
          <Flex gap={4} wrap="wrap" alignItems="flex-end">
            <Filter
              id="ranking-area"
              label={text('vision.evaluation.auto.area')}
              value={filters.area}
              onChange={(area) => filter({ area })}
              choices={[
                { value: ALL, label: text('vision.evaluation.ranking.overall') },
                ...Object.entries(areas).map(([value, label]) => ({ value, label })),
              ]}
            />
            <Filter
              id="ranking-status"
              label={text('vision.evaluation.auto.status')}
              value={filters.status}
              onChange={(status) => filter({ status })}
              choices={[{ value: ALL, label: text('vision.evaluation.auto.all-statuses') }, ...statusOptions()]}
            />
            <Filter
              id="ranking-disagreement"
              label={text('vision.evaluation.disagreement')}
              value={filters.disagreement}
              onChange={(disagreement) => filter({ disagreement })}
              choices={DISAGREEMENT_CHOICES.map((value) => ({
                value,
                label: text(`vision.evaluation.ranking.disagreement.${value}`),
              }))}
            />
          </Flex>
          <Box>
            {state.phase === 'loading' && (
              <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>
            )}
            {state.phase === 'failed' && (
              <Typography role="alert" textColor="danger600">
                {failureMessage(state.status)}
              </Typography>
            )}
            {state.phase === 'ready' &&
              (state.data.leads.length === 0 ? (
                <EmptyStateLayout content={text('vision.evaluation.ranking.empty')} />
              ) : (
                <Flex direction="column" alignItems="stretch" gap={4}>
                  <RankingTable ranking={state.data} page={filters.page} />
                  <RankingPaging
                    page={filters.page}
                    pageCount={state.data.pageCount}
                    onPage={(page) => filter({ page })}
                  />
                </Flex>
              ))}
          </Box>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
};

export default RankingPage;
