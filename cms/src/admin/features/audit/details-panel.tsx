// An audit entry's details beside it, as a list a person reads ("פורמט: Excel", "מספר ההצעות:
// 120", "הסטטוס שונה מ״חדשה״ ל״בבדיקה״"), instead of the Content Manager's JSON editor; and when it happened, in Israel time.

import { Flex, Typography } from '@strapi/design-system';
import { AUDIT_UID } from '../../shared/uids';
import { useAreaLabels } from '../../shared/queries';
import { humanSize, type PanelProps } from '../../shared/downloads';
import { jerusalemDateTime } from '../../shared/display';
import { auditDetailLines } from '../../shared/labels/audit';
import { useReviewers } from '../../shared/queries';
import { reviewerFilterLabel } from '../../shared/labels/reviewer-filter';
import { statusLabel } from '../../shared/labels/review-status';
import { textOf, useText } from '../../shared/messages';
import { AUDIT_MESSAGES } from './messages';

const DetailList = ({ details, createdAt }: { details: unknown; createdAt: unknown }) => {
  const areas = useAreaLabels();
  const { reviewers } = useReviewers();
  const text = useText(AUDIT_MESSAGES);
  const lines = [
    {
      label: text('vision.audit.when'),
      value: text('vision.audit.when.value', { when: jerusalemDateTime(createdAt) }),
    },
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
  return {
    title: textOf(AUDIT_MESSAGES, 'vision.audit.panel.title'),
    content: <DetailList details={document.details} createdAt={document.createdAt} />,
  };
};
