// Leads, quarantined attempts, audit entries and mail jobs are records written by the server: their edit
// view shows each field as text (the area and the language by their names, yes/no, times in Israel), not as a
// greyed-out input that invites a click. The Content Manager renders a field with a component
// registered for its type (app.addFields), so the edit-view layout hook gives these fields ours.

import { Flex, Typography } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { fixedAreaLabel } from '../../shared/area-labels';
import { useAreaLabels } from '../../shared/queries';
import { auditActionLabel, auditActorLabel } from '../../shared/labels/audit';
import { mailKindLabel, mailStatusLabel } from '../../shared/labels/mail';
import { localeLabel } from '../../shared/labels/locale';
import { hebrewNumber, jerusalemDateTime, yesNo } from '../../shared/display';
import { READ_ONLY_FIELD } from '../../shared/field-types';

type Attribute = { type: string };
type FieldProps = { name: string; label?: unknown; attribute?: Attribute; hint?: unknown };

const useDisplayValue = (name: string, attribute: Attribute | undefined, value: unknown): string => {
  const areas = useAreaLabels();
  if (value === null || value === undefined || value === '') return '—';
  if (name === 'visionSubmissionArea') return areas[String(value)] ?? String(value);
  if (name === 'submissionLocale') return localeLabel(value);
  // A Settings area's key (`areas.3.key`).
  if (/^areas\.\d+\.key$/.test(name)) return fixedAreaLabel(String(value));
  if (name === 'action') return auditActionLabel(value);
  if (name === 'actor') return auditActorLabel(value);
  // A mail job's kind and state (the outbox, super admins only).
  if (name === 'kind') return mailKindLabel(value);
  if (name === 'deliveryStatus') return mailStatusLabel(value);
  switch (attribute?.type) {
    case 'boolean':
      return yesNo(value);
    case 'datetime':
      return jerusalemDateTime(value);
    case 'decimal':
    case 'float':
      return hebrewNumber(value);
    case 'integer':
    case 'biginteger':
      return hebrewNumber(value, 0);
    default:
      return String(value);
  }
};

/** One field of a read-only record: its Hebrew label above its value, as plain text. */
export const ReadOnlyField = ({ name, label, attribute }: FieldProps) => {
  const { value } = useField(name);
  const text = useDisplayValue(name, attribute, value);
  return (
    <Flex direction="column" alignItems="stretch" gap={1} data-read-only-field={name}>
      <Typography variant="sigma" textColor="neutral600" tag="span">
        {typeof label === 'string' ? label : name}
      </Typography>
      <Typography textColor="neutral800" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Flex>
  );
};

type EditField = { name: string; type: string; size: number } & Record<string, unknown>;
type EditLayout = { layout: EditField[][][]; metadatas: Record<string, unknown> } & Record<string, unknown>;
type HookArgs = { layout: EditLayout; query: unknown };

/**
 * Shown in side panels instead (attachment-panel.tsx, contacts-panel.tsx), never as inputs; the
 * review's status and reviewer are edited in the review panel (review/review-panel.tsx).
 */
const IN_SIDE_PANELS = [
  'contacts',
  'attachmentName',
  'attachmentType',
  'attachmentSize',
  'fileScan',
  'reviewStatus',
  'reviewer',
];

/** Which edit views show records rather than forms; the hook is not told the model. */
export const isEvidence = (metadatas: Record<string, unknown>) =>
  ('visionSubmissionArea' in metadatas && 'reference' in metadatas) ||
  ('action' in metadatas && 'actor' in metadatas && 'leadReference' in metadatas) ||
  ('kind' in metadatas && 'recipient' in metadatas && 'attempts' in metadatas);

export const showEvidenceAsText = ({ layout, query }: HookArgs): HookArgs => {
  if (!isEvidence(layout.metadatas ?? {})) return { layout, query };
  const panels = layout.layout
    .map((rows) =>
      rows
        .map((row) =>
          row
            .filter((field) => !IN_SIDE_PANELS.includes(field.name))
            .map((field) => ({ ...field, type: READ_ONLY_FIELD, disabled: true })),
        )
        .filter((row) => row.length > 0),
    )
    .filter((rows) => rows.length > 0);
  return { layout: { ...layout, layout: panels }, query };
};
