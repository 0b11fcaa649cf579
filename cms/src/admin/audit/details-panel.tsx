// An audit entry's details beside it, as a list a person reads ("פורמט: Excel", "מספר ההצעות:
// 120", "הסטטוס שונה מ״חדשה״ ל״בבדיקה״"), instead of the Content Manager's JSON editor; and when it happened, in Israel time.

import { Flex, Typography } from '@strapi/design-system';
import { AUDIT_UID } from '../leads/uids';
import { useAreaLabels } from '../leads/area-labels';
import { humanSize, type PanelProps } from '../leads/downloads';
import { jerusalemDateTime } from '../leads/display';
import { auditDetailLines } from './labels';
import { useReviewers } from '../review/reviewers';
import { reviewerFilterLabel } from '../review/reviewer-filter-label';
import { statusLabel } from '../review/status-labels';

const DetailList = ({ details, createdAt }: { details: unknown; createdAt: unknown }) => {
  const areas = useAreaLabels();
  const { reviewers } = useReviewers();
  const lines = [
    { label: 'מתי', value: `${jerusalemDateTime(createdAt)} (שעון ישראל)` },
    ...auditDetailLines(details, {
      areaLabel: (key) => areas[key] ?? key,
      size: humanSize,
      statusLabel,
      reviewerLabel: (value) => reviewerFilterLabel(value, reviewers),
    }),
  ];
  return (
    <Flex tag="dl" direction="column" alignItems="stretch" gap={2} width="100%" style={{ margin: 0 }}>
      {lines.map((line) => (
        <Flex key={line.label} direction="column" alignItems="stretch" gap={0}>
          <Typography tag="dt" variant="sigma" textColor="neutral600">
            {line.label}
          </Typography>
          <Typography tag="dd" textColor="neutral800" dir="auto" style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {line.value}
          </Typography>
        </Flex>
      ))}
    </Flex>
  );
};

export const AuditDetailsPanel = ({ model, document }: PanelProps) => {
  if (model !== AUDIT_UID || !document) return null;
  return { title: 'פרטי הפעולה', content: <DetailList details={document.details} createdAt={document.createdAt} /> };
};
