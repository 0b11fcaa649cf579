// Rows written together with a new lead, before its id is known: the lead's own insert, its
// contacts, and the rows of other tables that name it (its duplicate keys, lib/leads/match-keys.ts;
// its e-mail jobs, lib/mail/outbox.ts). lib/leads/lead-insert.ts writes them in one go.

export type Row = Record<string, unknown>;

/** Stands for the id of a row inserted by the same write: the lead, or its index-th contact. */
export class NewRowId {
  constructor(
    readonly of: 'lead' | 'contact',
    readonly index = 0,
  ) {}
}
export const NEW_LEAD_ID = new NewRowId('lead');

/** Rows of another table that name the new lead (its id given as a number or a NewRowId). */
export type DependentRows = { table: string; rows: Row[]; ignoreConflictOn?: string };
