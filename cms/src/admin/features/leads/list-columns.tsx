// How the lead, quarantine and audit lists show their columns (Content Manager hook
// 'Admin/CM/pages/ListView/inject-column-in-table'): the area's Hebrew name instead of its key,
// the review status, the file's scan state and the language by their Hebrew names and the reviewer by name,
// the committee's score as a number with the disagreement mark under a short header, the audit
// action in Hebrew, times in Israel (whatever the reader's computer says), yes/no for booleans.
// The hook is not told the model, so it recognises the lists by their fields.

import { Badge, Flex, Typography } from '@strapi/design-system';
import { describe, textOf } from '../../shared/messages';
import { LEADS_MESSAGES } from './messages';
import { useAreaLabels } from '../../shared/queries';
import { hebrewNumber, jerusalemDateTime, yesNo } from '../../shared/display';
import { auditActionLabel, auditActorLabel } from '../../shared/labels/audit';
import { mailKindLabel, mailStatusLabel } from '../../shared/labels/mail';
import { personName } from '../../shared/labels/person-name';
import { noReviewer, statusLabel } from '../../shared/labels/review-status';
import { fileScanLabel } from '../../shared/labels/file-scan';
import { localeLabel } from '../../shared/labels/locale';

type Row = Record<string, unknown>;
type Header = {
  name: string;
  label: unknown;
  attribute?: { type: string; enum?: string[] };
  searchable?: boolean;
  sortable?: boolean;
  cellFormatter?: (row: Row) => React.ReactNode;
};
type HookArgs = { displayedHeaders: Header[]; layout: { metadatas?: Record<string, unknown> } };

const AreaName = ({ value }: { value: unknown }) => {
  const labels = useAreaLabels();
  const key = typeof value === 'string' ? value : '';
  return <Typography textColor="neutral800">{key ? (labels[key] ?? key) : '-'}</Typography>;
};

const Text = ({ value }: { value: string }) => <Typography textColor="neutral800">{value}</Typography>;

const Score = ({ row }: { row: Row }) => (
  <Flex gap={2}>
    <Typography textColor="neutral800">{hebrewNumber(row.scoreMean)}</Typography>
    {row.scoreDisagreement === true && (
      <Badge variant="danger">{textOf(LEADS_MESSAGES, 'vision.leads.column.disagreement')}</Badge>
    )}
  </Flex>
);

export const injectLeadColumns = ({ displayedHeaders, layout }: HookArgs): HookArgs => {
  const fields = layout.metadatas ?? {};
  const isLeadList = 'visionSubmissionArea' in fields && 'contacts' in fields;
  const isAuditList = 'action' in fields && 'actor' in fields && 'leadReference' in fields;
  const isMailList = 'kind' in fields && 'recipient' in fields && 'attempts' in fields;
  if (!isLeadList && !isAuditList && !isMailList) return { displayedHeaders, layout };

  const headers: Header[] = [];
  for (const header of displayedHeaders) {
    if (isLeadList && header.name === 'visionSubmissionArea') {
      headers.push({ ...header, cellFormatter: (row) => <AreaName value={row.visionSubmissionArea} /> });
    } else if (isLeadList && header.name === 'reviewStatus') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={statusLabel(row.reviewStatus)} /> });
    } else if (isLeadList && header.name === 'fileScan') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={fileScanLabel(row.fileScan)} /> });
    } else if (isLeadList && header.name === 'submissionLocale') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={localeLabel(row.submissionLocale)} /> });
    } else if (isLeadList && header.name === 'scoreMean') {
      headers.push({
        ...header,
        label: describe(LEADS_MESSAGES, 'vision.leads.column.score'),
        cellFormatter: (row) => <Score row={row} />,
      });
    } else if (isLeadList && header.name === 'reviewer') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={personName(row.reviewer) ?? noReviewer()} /> });
    } else if (isAuditList && header.name === 'action') {
      headers.push({
        ...header,
        cellFormatter: (row) => <Typography textColor="neutral800">{auditActionLabel(row.action)}</Typography>,
      });
    } else if (isAuditList && header.name === 'actor') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={auditActorLabel(row.actor)} /> });
    } else if (isMailList && header.name === 'kind') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={mailKindLabel(row.kind)} /> });
    } else if (isMailList && header.name === 'deliveryStatus') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={mailStatusLabel(row.deliveryStatus)} /> });
    } else if (isMailList && header.name === 'recipient') {
      headers.push({
        ...header,
        cellFormatter: (row) => (
          <Typography textColor="neutral800" dir="ltr">
            {String(row.recipient ?? '-')}
          </Typography>
        ),
      });
    } else if (header.attribute?.type === 'datetime') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={jerusalemDateTime(row[header.name])} /> });
    } else if (header.attribute?.type === 'boolean') {
      headers.push({ ...header, cellFormatter: (row) => <Text value={yesNo(row[header.name])} /> });
    } else {
      headers.push(header);
    }
  }
  return { displayedHeaders: headers, layout };
};
