// The home page's picture of the submissions, for whoever may read leads: how many, by status,
// per day over the campaign and per area. Each is a widget (Strapi's home page API); they share
// one GET /api/leads/stats.

import { Flex, Typography } from '@strapi/design-system';
import { useAreaLabels } from '../leads/area-labels';
import { failureMessage } from '../leads/downloads';
import { hebrewNumber } from '../leads/display';
import { ChartWithTable } from './chart-with-table';
import { areaSeries, daySeries, jerusalemDay, statusSeries } from './stats-data';
import { useLeadStats } from './stats-store';
import type { LeadStats } from '../review/api';

const WithStats = ({ children }: { children: (stats: LeadStats) => React.ReactNode }) => {
  const state = useLeadStats();
  if (state.phase === 'loading') return <Typography textColor="neutral600">טוען את הנתונים…</Typography>;
  if (state.phase === 'failed')
    return (
      <Typography role="alert" textColor="danger600">
        {failureMessage(state.status)}
      </Typography>
    );
  return <>{children(state.stats)}</>;
};

export const LeadsSummaryWidget = () => (
  <WithStats>
    {(stats) => (
      <Flex direction="column" alignItems="stretch" gap={3} width="100%">
        <Typography variant="alpha" tag="p" data-testid="leads-total">
          {hebrewNumber(stats.total, 0)} הצעות
        </Typography>
        <ChartWithTable caption="הצעות לפי סטטוס" itemHeader="סטטוס" bars={statusSeries(stats.byStatus)} shape="rows" />
      </Flex>
    )}
  </WithStats>
);

export const LeadsByDayWidget = () => (
  <WithStats>
    {(stats) => (
      <ChartWithTable
        caption="הגשות לפי יום (שעון ישראל)"
        itemHeader="יום"
        bars={daySeries(stats.byDay, { today: jerusalemDay(new Date()) })}
        shape="columns"
      />
    )}
  </WithStats>
);

export const LeadsByAreaWidget = () => {
  const labels = useAreaLabels();
  return (
    <WithStats>
      {(stats) => (
        <ChartWithTable
          caption="הצעות לפי תחום"
          itemHeader="תחום"
          bars={areaSeries(stats.byArea, labels)}
          shape="rows"
        />
      )}
    </WithStats>
  );
};
