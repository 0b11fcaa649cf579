// A lead's contacts a second time, on the lead's own row: one text of their fields (full name,
// role, phone, e-mail, then the next contact's) separated by U+001F, in the contacts' order. The
// repeatable component stays the record the panel shows; this copy exists for the export, which
// would otherwise join three tables for every lead: a million leads are three million contacts,
// and that join alone took longer than the whole export may (scripts/bench/README.md). A separator
// instead of JSON because splitting is several times cheaper than parsing, a million times over.
//
// The copy is written with the lead: by the intake's plain inserts (lead-writer) and, for any
// create or update through the Document Service (the panel, an accepted quarantined attempt), by
// a document middleware from what Strapi stored (content-model/contacts-snapshot.ts). A lead without a copy (written before it existed,
// or with a separator inside a value) is read from its component rows instead: the copy can only
// make reading faster, never different.
//
// The export's cells are kept once more beside it (CONTACTS_CELLS): the same fields by the formula
// rule (export/cells.ts), which is what the PostgreSQL export reads. Applying that rule to twenty
// cells of every row took a fifth of the million-lead export's query (scripts/bench/README.md);
// written with the lead, it costs the intake one string.

import { CONTACT_FIELDS } from '@vision/config';
import { neutraliseCell } from '../export/cells';

/** The attribute on the lead (private, hidden in the panel). */
export const CONTACTS_SNAPSHOT = 'contactsSnapshot';
/** The export's contact cells, in the copy's shape (private, hidden in the panel). */
export const CONTACTS_CELLS = 'contactsCells';

/** A contact as the admin routes read it. */
export type ContactRow = { fullName: string | null; role: string | null; phoneNumber: string | null; email: string };

/** Every contact's fields in a row: fullName, role, phoneNumber, email, fullName, … ('' for none). */
export type ContactFields = string[];

/** A contact's fields in the copy follow config/'s CONTACT_FIELDS, as the export's columns do. */
export const FIELDS_PER_CONTACT = CONTACT_FIELDS.length;
/** Between two fields in the copy (read by the PostgreSQL export's SQL too). */
export const SNAPSHOT_SEPARATOR = '\u001f';

export const fieldsOfContacts = (contacts: readonly Partial<ContactRow>[]): ContactFields =>
  contacts.flatMap((contact) => CONTACT_FIELDS.map((field) => contact[field] ?? ''));

/** The contacts again, as the list answers them ('' for a field left empty). */
export const contactsOfFields = (fields: ContactFields): Record<keyof ContactRow, string>[] => {
  const contacts: Record<keyof ContactRow, string>[] = [];
  for (let index = 0; index < fields.length; index += FIELDS_PER_CONTACT) {
    const [fullName, role, phoneNumber, email] = fields.slice(index, index + FIELDS_PER_CONTACT);
    contacts.push({ fullName, role, phoneNumber, email });
  }
  return contacts;
};

/**
 * Both stored copies of these contacts: the fields, and the export's cells (the formula rule
 * applied). Neither when a value holds the separator itself: such a lead is read from its components.
 */
export const contactCopiesOf = (contacts: readonly Partial<ContactRow>[]) => {
  const fields = fieldsOfContacts(contacts);
  const usable = !fields.some((value) => value.includes(SNAPSHOT_SEPARATOR));
  return {
    [CONTACTS_SNAPSHOT]: usable ? fields.join(SNAPSHOT_SEPARATOR) : null,
    [CONTACTS_CELLS]: usable ? fields.map(neutraliseCell).join(SNAPSHOT_SEPARATOR) : null,
  };
};

/** The contacts' fields in a stored copy, or null when the row has none (read the components). */
export const fieldsOfSnapshot = (stored: unknown): ContactFields | null => {
  if (typeof stored !== 'string') return null;
  if (stored === '') return [];
  const fields = stored.split(SNAPSHOT_SEPARATOR);
  return fields.length % FIELDS_PER_CONTACT === 0 ? fields : null;
};
