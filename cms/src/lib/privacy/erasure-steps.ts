// What "delete this person's data" means, as one list of steps (README.md, "Privacy"). Both the
// erasure on request (POST /api/leads/erase) and the retention job run exactly this list over a set
// of leads and quarantined attempts, inside one transaction each, so anything that keeps a copy of
// a lead's personal data is deleted by adding one step here, and by nothing else. The attachments
// are not a step: files cannot roll back, so they are removed after the commit (erasure-files.ts).
//
// Every step first counts (the dry run stops there) and then deletes what it counted, through the
// transaction it is given. Rows are found by id, never by a second search: the set was decided
// once, by whoever called (erasure-targets.ts).

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { leadTables, reviewerLinks, tableOf, type LeadTables } from '../database/lead-tables';
import { DUPLICATES_SEPARATOR, referencesOf } from '../leads/match-keys';
import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, MATCH_UID, NOTE_UID, QUARANTINE_UID } from '../uids';

/** A lead or a quarantined attempt about to be erased. */
export type ErasedRow = { id: number; reference: string; attachmentKey: string | null };

/**
 * What is erased: whole leads and quarantined attempts, by id; with `emails` (in lower case, when
 * a person asked by address) also every mention of those addresses in the audit trail.
 */
export type ErasureSet = { leads: ErasedRow[]; attempts: ErasedRow[]; emails?: string[] };

export type StepContext = {
  strapi: Core.Strapi;
  /** The transaction every read and write of the step goes through. */
  trx: Knex.Transaction;
  set: ErasureSet;
};

export type ErasureStep = {
  /** The key of this step's count in the answer and the audit entry. */
  name: string;
  /** How many rows the step deletes (or rewrites) for this set; nothing is changed. */
  count: (context: StepContext) => Promise<number>;
  /** Deletes (or rewrites) them; answers how many. */
  apply: (context: StepContext) => Promise<number>;
};

/** Ids per statement: SQLite takes at most 999 bound values in one statement. */
const IDS_PER_STATEMENT = 500;

const chunks = <T>(items: readonly T[]): T[][] => {
  const parts: T[][] = [];
  for (let from = 0; from < items.length; from += IDS_PER_STATEMENT)
    parts.push(items.slice(from, from + IDS_PER_STATEMENT));
  return parts;
};

/** A table of the step's transaction (in Strapi's schema on PostgreSQL). */
export const tableIn = (context: StepContext, name: string) => {
  const schema = context.strapi.db.getSchemaName();
  return schema ? context.trx(name).withSchema(schema) : context.trx(name);
};

const countIn = async (query: Knex.QueryBuilder): Promise<number> => {
  const row = (await query.count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
};

/**
 * A step's count and apply for the rows of a table whose column holds one of the erased ids. A
 * table that keeps a lead id (the mail outbox's jobs, say) becomes a step as
 * `{ name: 'mailJobs', ...byIds((context) => ({ name: <its table>, column: <its lead id column> }), leadIds) }`.
 */
export const byIds = (
  table: (context: StepContext) => { name: string; column: string },
  ids: (set: ErasureSet) => number[],
) => ({
  count: async (context: StepContext) => {
    const { name, column } = table(context);
    let total = 0;
    for (const part of chunks(ids(context.set))) total += await countIn(tableIn(context, name).whereIn(column, part));
    return total;
  },
  apply: async (context: StepContext) => {
    const { name, column } = table(context);
    let total = 0;
    for (const part of chunks(ids(context.set)))
      total += Number(await tableIn(context, name).whereIn(column, part).del());
    return total;
  },
});

export const leadIds = (set: ErasureSet) => set.leads.map((row) => row.id);
export const attemptIds = (set: ErasureSet) => set.attempts.map((row) => row.id);

/** The contacts of these rows (component rows), by id, read through the link table. */
const contactIdsOf = async (context: StepContext, tables: LeadTables, ids: number[]) => {
  const { join } = tables.contacts;
  const found: number[] = [];
  for (const part of chunks(ids)) {
    const rows = (await tableIn(context, join.table)
      .where(join.on)
      .whereIn(join.lead, part)
      .select(`${join.contact} as id`)) as { id: number }[];
    found.push(...rows.map((row) => Number(row.id)));
  }
  return found;
};

/** A lead's or an attempt's contacts: the component rows and their links. */
const contactsStep = (
  uid: typeof LEAD_UID | typeof QUARANTINE_UID,
  ids: (set: ErasureSet) => number[],
): ErasureStep => ({
  name: uid === LEAD_UID ? 'contacts' : 'quarantinedContacts',
  count: async (context) => (await contactIdsOf(context, leadTables(context.strapi, uid), ids(context.set))).length,
  apply: async (context) => {
    const tables = leadTables(context.strapi, uid);
    const contactIds = await contactIdsOf(context, tables, ids(context.set));
    const { join } = tables.contacts;
    for (const part of chunks(ids(context.set)))
      await tableIn(context, join.table).where(join.on).whereIn(join.lead, part).del();
    let total = 0;
    for (const part of chunks(contactIds))
      total += Number(await tableIn(context, tables.contacts.table).whereIn('id', part).del());
    return total;
  },
});

/** Every reference being erased, for the rows that point at them. */
const referencesIn = (set: ErasureSet) => [...set.leads, ...set.attempts].map((row) => row.reference);

/**
 * Other leads name the erased ones in their `duplicateOf` (the earlier leads they may repeat):
 * the reference goes from that list, the rest of the list stays. Found with LIKE on each
 * reference: the references are unique and have no LIKE wildcards.
 */
const duplicateLinksStep: ErasureStep = (() => {
  const linked = async (context: StepContext) => {
    const lead = leadTables(context.strapi, LEAD_UID);
    const column = lead.column('duplicateOf');
    const erased = new Set(referencesIn(context.set));
    const erasedIds = new Set(leadIds(context.set));
    const rows: { id: number; duplicateOf: string }[] = [];
    for (const part of chunks([...erased])) {
      const found = (await tableIn(context, lead.table)
        .where((query) => {
          for (const reference of part) query.orWhere(column, 'like', `%${reference}%`);
        })
        .select('id', `${column} as duplicateOf`)) as { id: number; duplicateOf: string }[];
      rows.push(...found.filter((row) => !erasedIds.has(Number(row.id))));
    }
    const unique = new Map(rows.map((row) => [Number(row.id), row.duplicateOf]));
    return { lead, column, erased, unique };
  };
  return {
    name: 'duplicateLinks',
    count: async (context) => (await linked(context)).unique.size,
    apply: async (context) => {
      const { lead, column, erased, unique } = await linked(context);
      for (const [id, duplicateOf] of unique) {
        const kept = referencesOf(duplicateOf).filter((reference) => !erased.has(reference));
        await tableIn(context, lead.table)
          .where('id', id)
          .update({ [column]: kept.length ? kept.join(DUPLICATES_SEPARATOR) : null });
      }
      return unique.size;
    },
  };
})();

/** What an audit entry about an erased lead keeps in place of its reference and its file's name. */
export const ERASED_MARK = '[נמחק]';

/**
 * The audit trail keeps who did what and when, never whose data: an entry about an erased lead or
 * attempt loses the reference, and its details lose the file's name (a visitor may have named the
 * file after themselves); an entry whose details mention an erased address (an export filtered by
 * a search for it) loses the address. The entry itself stays: it is evidence of the staff's actions.
 */
const auditStep: ErasureStep = (() => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entries = async (context: StepContext) => {
    const audit = tableOf(context.strapi, AUDIT_UID);
    const column = audit.column('leadReference');
    const details = audit.column('details');
    type Row = { id: number; reference: string | null; details: unknown };
    const rows = new Map<number, Row>();
    const select = ['id', `${column} as reference`, `${details} as details`];
    for (const part of chunks(referencesIn(context.set))) {
      for (const row of (await tableIn(context, audit.table).whereIn(column, part).select(select)) as Row[])
        rows.set(Number(row.id), row);
    }
    // LIKE finds the candidates (its `_` matches any character); the rewrite below is exact.
    for (const email of context.set.emails ?? []) {
      const found = (await tableIn(context, audit.table)
        .whereRaw('lower(cast(?? as text)) like ?', [details, `%${email}%`])
        .select(select)) as Row[];
      for (const row of found) rows.set(Number(row.id), row);
    }
    return { audit, column, details, rows: [...rows.values()] };
  };
  const redact = (stored: unknown, linked: boolean, context: StepContext): string | null => {
    if (stored === null || stored === undefined) return null;
    const value = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, unknown>;
    if (linked && value && typeof value === 'object' && 'name' in value) value.name = ERASED_MARK;
    let text = JSON.stringify(value);
    for (const email of context.set.emails ?? []) text = text.replace(new RegExp(escape(email), 'gi'), ERASED_MARK);
    return text;
  };
  return {
    name: 'auditEntriesRedacted',
    count: async (context) => (await entries(context)).rows.length,
    apply: async (context) => {
      const { audit, column, details, rows } = await entries(context);
      const erased = new Set(referencesIn(context.set));
      for (const row of rows) {
        const linked = row.reference !== null && erased.has(row.reference);
        await tableIn(context, audit.table)
          .where('id', row.id)
          .update({
            ...(linked ? { [column]: null } : {}),
            [details]: redact(row.details, linked, context),
          });
      }
      return rows.length;
    },
  };
})();

/** The link rows between a lead and its reviewer; the reviewer (an admin account) stays. */
const reviewerLinksStep: ErasureStep = {
  name: 'reviewerLinks',
  ...byIds((context) => {
    const links = reviewerLinks(context.strapi, LEAD_UID);
    return { name: links.table, column: links.lead };
  }, leadIds),
};

/**
 * The outbox's mail jobs (lib/mail/outbox.ts) carry the address they go to: those of the erased
 * leads (sent or not: a confirmation not yet sent is not sent any more), and any other job to an
 * erased address.
 */
const mailJobsStep: ErasureStep = (() => {
  const matching = (context: StepContext) => {
    const mail = tableOf(context.strapi, MAIL_JOB_UID);
    const ids = leadIds(context.set);
    const emails = context.set.emails ?? [];
    return tableIn(context, mail.table).where((query) => {
      for (const part of chunks(ids)) query.orWhereIn(mail.column('leadId'), part);
      if (emails.length) query.orWhereIn(mail.column('recipient'), emails);
      if (!ids.length && !emails.length) query.whereRaw('1 = 0');
    });
  };
  return {
    name: 'mailJobs',
    count: async (context) => countIn(matching(context)),
    apply: async (context) => Number(await matching(context).del()),
  };
})();

/**
 * In this order: what points at a lead first, the lead itself last, so no statement leaves a row
 * pointing at a missing one even before the commit.
 */
export const ERASURE_STEPS: readonly ErasureStep[] = [
  {
    name: 'notes',
    ...byIds(
      (context) => ({
        name: tableOf(context.strapi, NOTE_UID).table,
        column: tableOf(context.strapi, NOTE_UID).column('leadId'),
      }),
      leadIds,
    ),
  },
  {
    name: 'matchKeys',
    ...byIds(
      (context) => ({
        name: tableOf(context.strapi, MATCH_UID).table,
        column: tableOf(context.strapi, MATCH_UID).column('leadId'),
      }),
      leadIds,
    ),
  },
  mailJobsStep,
  duplicateLinksStep,
  auditStep,
  reviewerLinksStep,
  contactsStep(LEAD_UID, leadIds),
  contactsStep(QUARANTINE_UID, attemptIds),
  {
    name: 'leads',
    ...byIds((context) => ({ name: leadTables(context.strapi, LEAD_UID).table, column: 'id' }), leadIds),
  },
  {
    name: 'quarantinedLeads',
    ...byIds((context) => ({ name: leadTables(context.strapi, QUARANTINE_UID).table, column: 'id' }), attemptIds),
  },
];

export type ErasureCounts = Record<string, number>;

/** Runs every step over the set (counting only, with `dryRun`); answers each step's count. */
export const runErasureSteps = async (context: StepContext, dryRun: boolean): Promise<ErasureCounts> => {
  const counts: ErasureCounts = {};
  for (const step of ERASURE_STEPS) counts[step.name] = await (dryRun ? step.count(context) : step.apply(context));
  return counts;
};
