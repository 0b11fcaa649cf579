// The audit trail's actions in the reader's language (shared/labels/messages.ts), for its list in the panel, and each entry's details as
// lines a person reads. The actions themselves are config's (config/src/audit.ts), the server's list too.

import { AUDIT_ACTIONS, isAuditAction, isLocale, LOCALES, type LocaleCode } from '@vision/config';
import { intlLocale, textOf, type MessageValues } from '../messages';
import { SHARED_MESSAGES } from '../shared-messages';
import { fileScanLabel } from './file-scan';
import { settingsFieldLabel } from './settings-fields';
import { LABEL_MESSAGES } from './messages';

const say = (id: string, values?: MessageValues) => textOf(LABEL_MESSAGES, `vision.audit.${id}`, values);

/** The stored action's name in the reader's language; an unknown one as stored, '-' for none. */
export const auditActionLabel = (action: unknown): string =>
  isAuditAction(action) ? say(`action.${action}`) : String(action ?? '-');

/**
 * Who did it, as stored: a person's name and address (data, shown as it is), or the CMS's own
 * scheduled work, which the server stores under its Hebrew name (SYSTEM_ACTOR in
 * cms/src/api/audit-entry/services/audit-trail.ts, the same text as this table's Hebrew) and the
 * reader sees in their language.
 */
export const auditActorLabel = (actor: unknown): string =>
  actor === LABEL_MESSAGES.he['vision.audit.actor.system'] ? say('actor.system') : String(actor ?? '-');

/** For the audit list's filter: each action by its name. */
export const auditActionOptions = () => AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) }));

type DetailLine = { label: string; value: string };

/** A content language by its name in the reader's language (עברית, ערבית, אנגלית). */
const localeName = (code: LocaleCode) => (intlLocale().startsWith('en') ? LOCALES[code].nameEn : LOCALES[code].nameHe);

type ReviewSide = { status?: unknown; reviewer?: { name?: unknown } | null };

const reviewerOf = (side: ReviewSide | undefined) =>
  side?.reviewer && typeof side.reviewer.name === 'string' ? side.reviewer.name : null;

/**
 * A review change (details `{ before: { status, reviewer }, after: { … } }`) as sentences: what
 * the status went from and to, whom the lead was assigned to. Only what changed is said.
 */
export const reviewChangeLines = (
  before: ReviewSide | undefined,
  after: ReviewSide | undefined,
  statusLabel: (status: unknown) => string,
): DetailLine[] => {
  const lines: DetailLine[] = [];
  if (after && before?.status !== after.status) {
    lines.push({
      label: say('status'),
      value:
        before?.status === undefined
          ? say('status.set', { to: statusLabel(after.status) })
          : say('status.changed', { from: statusLabel(before.status), to: statusLabel(after.status) }),
    });
  }
  const was = reviewerOf(before);
  const now = reviewerOf(after);
  if (after && was !== now) {
    lines.push({
      label: say('reviewer'),
      value: now
        ? was
          ? say('reviewer.instead', { now, was })
          : say('reviewer.assigned', { now })
        : say('reviewer.removed', { was: was ?? '' }),
    });
  }
  return lines;
};

const FORMAT_NAMES: Record<string, string> = { csv: 'CSV', xlsx: 'Excel' };
const FILTER_NAMES = ['area', 'from', 'to', 'search', 'status', 'reviewer', 'duplicate'];
/**
 * What an erasure and the retention job count (lib/privacy/erasure-steps.ts), in the order a
 * person reads them: the erasure dialog (src/admin/features/privacy/) and the audit entry say the same.
 */
export const ERASURE_COUNT_KEYS: readonly string[] = [
  'leads',
  'quarantinedLeads',
  'contacts',
  'quarantinedContacts',
  'files',
  'notes',
  'matchKeys',
  'evaluations',
  'evaluationConflicts',
  'mailJobs',
  'duplicateLinks',
  'auditEntriesRedacted',
  'reviewerLinks',
];
const COUNT_NAMES = [...ERASURE_COUNT_KEYS, 'filesNotRemoved'];
/** A count's name in the reader's language. */
export const countLabel = (key: string) => say(`count.${key}`);
const ERASED_BY = ['email', 'reference'];
const NOTES: Record<string, string> = { 'the download was cut off before the end': 'note.cut-off' };
const yesNo = (value: unknown) => textOf(SHARED_MESSAGES, value === true ? 'vision.shared.yes' : 'vision.shared.no');

/**
 * An audit entry's details (the JSON the server records with it) as lines a person reads: the
 * known keys in the reader's language, in a fixed order; any other key as stored, so nothing is hidden.
 */
export const auditDetailLines = (
  details: unknown,
  {
    areaLabel = (key: string) => key,
    size = (bytes: number) => `${bytes}`,
    statusLabel = (status: unknown) => String(status ?? '—'),
    reviewerLabel = (reviewer: string) => reviewer,
  } = {},
): DetailLine[] => {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return [];
  const entries = details as Record<string, unknown>;
  const lines: DetailLine[] = [];
  const line = (id: string, value: string) => lines.push({ label: say(id), value });
  const number = (value: unknown) => new Intl.NumberFormat(intlLocale()).format(Number(value));
  /** An instant in Israel time, written the reader's way; a text that is not one, as it is. */
  const dateTime = (text: string) => {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return text;
    return new Intl.DateTimeFormat(intlLocale(), {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Asia/Jerusalem',
    }).format(instant);
  };
  const list = (value: unknown, name: (item: string) => string = (item) => item) =>
    Array.isArray(value) && value.length ? value.map((item) => name(String(item))).join(' · ') : say('list.none');
  const score = (value: unknown) =>
    new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(Number(value));
  const isSide = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if ((isSide(entries.before) || isSide(entries.after)) && !Array.isArray(entries.after)) {
    lines.push(...reviewChangeLines(entries.before as ReviewSide, entries.after as ReviewSide, statusLabel));
  }
  for (const [key, value] of Object.entries(entries)) {
    if (value === null || value === undefined) continue;
    switch (key) {
      case 'before':
      case 'after':
        break; // said above, as sentences
      case 'noteId':
        break; // an internal id: the note is found from the lead's page
      // The committee's evaluation (api/evaluation/): whose, how many, what came of it.
      case 'evaluatorIds':
        line('evaluators', list(value, reviewerLabel));
        break;
      case 'evaluatorId':
        line('evaluator', reviewerLabel(String(value)));
        break;
      case 'evaluatorNames':
        line('evaluators', list(value));
        break;
      case 'evaluator':
        line('evaluator', String(value));
        break;
      case 'assigned':
        line('assigned', number(value));
        break;
      case 'automatic':
        line('automatic', yesNo(value));
        break;
      case 'perLead':
        line('perLead', number(value));
        break;
      case 'evaluators':
        line('evaluators', number(value));
        break;
      case 'area':
        line('area', areaLabel(String(value)));
        break;
      case 'weighted':
        line('weighted', score(value));
        break;
      case 'scoreMean':
        line('scoreMean', value === null ? say('list.none') : score(value));
        break;
      case 'scoreCount':
        line('scoreCount', number(value));
        break;
      case 'scoreDisagreement':
        line('scoreDisagreement', yesNo(value));
        break;
      case 'state':
        line('state', say(`state.${String(value)}`));
        break;
      case 'withReason':
        line('withReason', yesNo(value));
        break;
      case 'areas':
        line('areas', Array.isArray(value) && value.length ? list(value, areaLabel) : say('areas.any'));
        break;
      case 'criteriaBefore':
      case 'criteriaAfter':
        line(key, list(value));
        break;
      case 'length':
        line('length', say('length.value', { n: number(value) }));
        break;
      case 'replyTo':
        line('replyTo', say('replyTo.value'));
        break;
      case 'mentions':
        // Ids of panel accounts: how many were mentioned says what the entry is about.
        line('mentions', say('mentions.value', { n: number(Array.isArray(value) ? value.length : 0) }));
        break;
      case 'format':
        line('format', FORMAT_NAMES[String(value)] ?? String(value));
        break;
      case 'filters': {
        const filters = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v);
        line(
          'filters',
          filters.length
            ? filters
                .map(([name, v]) => {
                  const said =
                    name === 'area'
                      ? areaLabel(String(v))
                      : name === 'status'
                        ? statusLabel(v)
                        : name === 'reviewer'
                          ? reviewerLabel(String(v))
                          : name === 'duplicate'
                            ? yesNo(true)
                            : String(v);
                  return `${FILTER_NAMES.includes(name) ? say(`filter.${name}`) : name}: ${said}`;
                })
                .join(' · ')
            : say('filters.none'),
        );
        break;
      }
      case 'rows':
        line('rows', number(value));
        break;
      case 'complete':
        line('complete', yesNo(value));
        break;
      case 'note':
        line('note', String(value) in NOTES ? say(NOTES[String(value)]) : String(value));
        break;
      case 'ms':
        line(
          'ms',
          say('ms.value', {
            n: new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(Number(value) / 1000),
          }),
        );
        break;
      case 'name':
        line('name', String(value));
        break;
      case 'size':
        line('size', size(Number(value)));
        break;
      case 'quarantined':
        line('quarantined', yesNo(value));
        break;
      case 'by':
        line('by', ERASED_BY.includes(String(value)) ? say(`by.${String(value)}`) : String(value));
        break;
      case 'closesAt':
        line('closesAt', value ? dateTime(String(value)) : say('window.none'));
        break;
      case 'retentionDays':
        line('retentionDays', number(value));
        break;
      case 'verdict':
        line('verdict', fileScanLabel(value));
        break;
      case 'signature':
        line('signature', String(value));
        break;
      case 'locale':
        line('locale', isLocale(value) ? localeName(value) : String(value));
        break;
      case 'version':
        line('version', number(value));
        break;
      case 'fields':
        line(
          'fields',
          Array.isArray(value) && value.length
            ? value.map((field) => settingsFieldLabel(String(field))).join(' · ')
            : say('fields.none'),
        );
        break;
      case 'isClosed':
        line('isClosed', say(`isClosed.${value === true}`));
        break;
      case 'opensAt':
        line('opensAt', value ? dateTime(String(value)) : say('window.none'));
        break;
      default:
        if (COUNT_NAMES.includes(key)) lines.push({ label: countLabel(key), value: number(value) });
        else lines.push({ label: key, value: typeof value === 'object' ? JSON.stringify(value) : String(value) });
    }
  }
  return lines;
};
