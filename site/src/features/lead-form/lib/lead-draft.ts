// The lead form's draft in the visitor's own browser (localStorage): what they typed survives a
// reload or a closed tab for 7 days. The file is never kept: a File cannot be stored, and the
// visitor's document does not belong in a browser's storage. Every storage call may throw
// (private mode, storage switched off, quota full): a draft is a convenience, so a failure reads
// as "no draft" and is never passed on to the form.

import {
  CONTACTS_MAX,
  CONTACTS_MIN,
  CONTACT_FIELDS,
  initialLeadValues,
  isAreaKey,
  type ContactValues,
  type LeadValues,
} from '@vision/config';

export const DRAFT_KEY = 'vision.leadDraft';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3_600_000;
/** The stored shape's version: a draft of another shape is discarded, not half-read. */
const DRAFT_VERSION = 1;

/** The typed part of the form: everything but the file. */
export type DraftValues = Omit<LeadValues, 'file'>;

type StoredDraft = { version: number; savedAt: number; values: DraftValues };

/** The browser's localStorage, or null where merely reaching it throws (a blocked storage). */
const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isContact = (value: unknown): value is ContactValues =>
  isRecord(value) && CONTACT_FIELDS.every((name) => typeof value[name] === 'string');

/** The values, if `value` is a draft this version wrote; anything else (edited, older) is null. */
const parseValues = (value: unknown): DraftValues | null => {
  if (!isRecord(value)) return null;
  const { visionPresenters, contacts, visionSubmissionArea, confirmation } = value;
  if (typeof visionPresenters !== 'string' || typeof confirmation !== 'boolean') return null;
  if (visionSubmissionArea !== null && !isAreaKey(visionSubmissionArea)) return null;
  if (!Array.isArray(contacts) || contacts.length < CONTACTS_MIN || contacts.length > CONTACTS_MAX) return null;
  if (!contacts.every(isContact)) return null;
  return {
    visionPresenters,
    contacts: contacts.map(({ fullName, role, phoneNumber, email }) => ({ fullName, role, phoneNumber, email })),
    visionSubmissionArea,
    confirmation,
  };
};

/** The typed part of the form's values, in a fixed key order (drafts compare as text). */
export const draftOf = ({
  visionPresenters,
  contacts,
  visionSubmissionArea,
  confirmation,
}: LeadValues): DraftValues => ({
  visionPresenters,
  contacts,
  visionSubmissionArea,
  confirmation,
});

/** True when nothing has been typed, picked or ticked: such a form is not worth a draft. */
export const isEmptyDraft = (values: DraftValues): boolean =>
  JSON.stringify(values) === JSON.stringify(draftOf(initialLeadValues()));

export const clearDraft = (): void => {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to undo: a storage that cannot remove could not have kept a draft either.
  }
};

/** The draft saved within the last 7 days, or null; a stale or unreadable one is removed. */
export const readDraft = (now = Date.now()): DraftValues | null => {
  let stored: unknown;
  try {
    const text = storage()?.getItem(DRAFT_KEY);
    if (!text) return null;
    stored = JSON.parse(text);
  } catch {
    clearDraft();
    return null;
  }
  const draft = stored as Partial<StoredDraft> | null;
  const values = isRecord(draft) && draft.version === DRAFT_VERSION ? parseValues(draft.values) : null;
  const savedAt = isRecord(draft) ? draft.savedAt : undefined;
  // A time ahead of the clock is a clock that was changed: the age cannot be told, so it goes.
  const fresh = typeof savedAt === 'number' && savedAt <= now && now - savedAt <= DRAFT_MAX_AGE_MS;
  if (!values || !fresh || isEmptyDraft(values)) {
    clearDraft();
    return null;
  }
  return values;
};

/** Keeps the form's typed values (an empty form removes the draft); false when storage refused. */
export const writeDraft = (values: LeadValues, now = Date.now()): boolean => {
  const draft = draftOf(values);
  if (isEmptyDraft(draft)) {
    clearDraft();
    return true;
  }
  try {
    const target = storage();
    if (!target) return false;
    const stored: StoredDraft = { version: DRAFT_VERSION, savedAt: now, values: draft };
    target.setItem(DRAFT_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
};

/** The draft as the form's starting values (no file: the visitor attaches it again). */
export const draftToValues = (draft: DraftValues): LeadValues => ({ ...initialLeadValues(), ...draft, file: null });
