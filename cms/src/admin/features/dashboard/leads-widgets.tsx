// The home page's picture of the submissions, for whoever may read leads: how many, by status,
// per day over the campaign, per area, and their files by malware scan state. Each is a widget (Strapi's home page API); they share
// one GET /api/leads/stats.

import { Flex, Typography } from '@strapi/design-system';
import { useAreaLabels } from '../../shared/queries';
import { failureMessage } from '../../shared/downloads';
import { hebrewNumber } from '../../shared/display';
import { ChartWithTable } from './chart-with-table';
import { areaSeries, daySeries, fileScanSeries, jerusalemDay, statusSeries } from './stats-data';
import { useLeadStats } from '../../shared/queries';
import type { LeadStats } from '../../shared/api-types';
import { useText } from '../../shared/messages';
import { DASHBOARD_MESSAGES } from './messages';

const WithStats = ({ children }: { children: (stats: LeadStats) => React.ReactNode }) => {
  const state = useLeadStats();
  const text = useText(DASHBOARD_MESSAGES);
  if (state.phase === 'loading')
    return <Typography textColor="neutral600">{text('vision.dashboard.loading')}</Typography>;
  if (state.phase === 'failed')
    return (
      <Typography role="alert" textColor="danger600">
        {failureMessage(state.status)}
      </Typography>
    );
  return <>{children(state.data)}</>;
};

export const LeadsSummaryWidget = () => {
  const text = useText(DASHBOARD_MESSAGES);
  return (
    <WithStats>
      {(stats) => (
        <Flex direction="column" alignItems="stretch" gap={3} width="100%">
          <Typography variant="alpha" tag="p" data-testid="leads-total">
            {text('vision.dashboard.total', { total: stats.total, count: hebrewNumber(stats.total, 0) })}
          </Typography>
          <ChartWithTable
            caption={text('vision.dashboard.by-status.caption')}
            itemHeader={text('vision.dashboard.by-status.item')}
            bars={statusSeries(stats.byStatus)}
            shape="rows"
          />
        </Flex>
      )}
    </WithStats>
  );
};

export const LeadsByDayWidget = () => {
  const text = useText(DASHBOARD_MESSAGES);
  return (
    <WithStats>
      {(stats) => (
        <ChartWithTable
          caption={text('vision.dashboard.by-day.caption')}
          itemHeader={text('vision.dashboard.by-day.item')}
          bars={daySeries(stats.byDay, { today: jerusalemDay(new Date()) })}
          shape="columns"
        />
      )}
    </WithStats>
  );
};

export const LeadsByAreaWidget = () => {
  const labels = useAreaLabels();
  const text = useText(DASHBOARD_MESSAGES);
  return (
    <WithStats>
      {(stats) => (
        <ChartWithTable
          caption={text('vision.dashboard.by-area.caption')}
          itemHeader={text('vision.dashboard.by-area.item')}
          bars={areaSeries(stats.byArea, labels)}
          shape="rows"
        />
      )}
    </WithStats>
  );
};

export const FilesByScanWidget = () => {
  const text = useText(DASHBOARD_MESSAGES);
  return (
    <WithStats>
      {(stats) => (
        <ChartWithTable
          caption={text('vision.dashboard.by-scan.caption')}
          itemHeader={text('vision.dashboard.by-scan.item')}
          bars={fileScanSeries(stats.byFileScan)}
          shape="rows"
        />
      )}
    </WithStats>
  );
};
