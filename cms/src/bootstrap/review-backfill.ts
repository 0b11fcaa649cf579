// Leads received before the review existed get what new leads are written with: the status `new`,
// their day in Jerusalem, their duplicate keys and their links to the earlier leads sharing one.
// Status and day: one indexed query each at every start when there is nothing left to do. The
// duplicate keys: once per database; every lead written since (intake, quarantine accept) has its
// keys from its own transaction, so a finished pass is recorded and never repeated.

import type { Core } from '@strapi/strapi';
import { DEFAULT_REVIEW_STATUS } from '@vision/config';
import { leadTables, tableOf } from '../lib/database/lead-tables';
import { FIELDS_PER_CONTACT } from '../lib/leads/contacts-snapshot';
import { contactsFor } from '../lib/leads/lead-contacts';
import { timeOf, type LeadRow } from '../lib/leads/lead-rows';
import { DUPLICATES_SEPARATOR, matchKeysOf, writeMatchKeys } from '../lib/leads/match-keys';
import { duplicatesOf } from '../lib/leads/review-details';
import { UNSCORED } from '../lib/evaluation/lead-scores';
import { jerusalemDate } from '../lib/time/jerusalem';
import { LEAD_UID, MATCH_UID } from '../lib/uids';

const BATCH = 2000;
/** The highest lead id whose duplicate keys have been checked (Strapi's core store). */
const MATCHES_CHECKED_KEY = 'lead-matches-checked-up-to';
/** Set once every lead older than the intake's own keys has been checked. */
export const MATCHES_BACKFILLED_KEY = 'lead-matches-backfilled';

const fillStatus = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const t = leadTables(strapi, LEAD_UID);
  const status = t.column('reviewStatus');
  let filled = 0;
  for (;;) {
    const ids = knex(t.table).select('id').whereNull(status).limit(BATCH);
    const count = Number(
      await knex(t.table)
        .whereIn('id', ids)
        .update({ [status]: DEFAULT_REVIEW_STATUS }),
    );
    filled += count;
    if (count < BATCH) return filled;
  }
};

const fillReceivedDay = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const t = leadTables(strapi, LEAD_UID);
  const [day, createdAt] = [t.column('receivedDay'), t.column('createdAt')];
  let filled = 0;
  for (;;) {
    const rows = (await knex(t.table).select('id', `${createdAt} as createdAt`).whereNull(day).limit(BATCH)) as {
      id: number;
      createdAt: unknown;
    }[];
    const byDay = new Map<string, number[]>();
    for (const row of rows) {
      const value = jerusalemDate(row.createdAt === null ? Date.now() : timeOf(row.createdAt));
      byDay.set(value, [...(byDay.get(value) ?? []), row.id]);
    }
    await strapi.db.transaction(async ({ trx }) => {
      for (const [value, ids] of byDay)
        await trx(t.table)
          .whereIn('id', ids)
          .update({ [day]: value });
    });
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
};

const fillMatchKeys = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const store = strapi.store({ type: 'core', name: 'vision' });
  const t = leadTables(strapi, LEAD_UID);
  const m = tableOf(strapi, MATCH_UID);
  if (await store.get({ key: MATCHES_BACKFILLED_KEY })) return 0;
  let checked = Number((await store.get({ key: MATCHES_CHECKED_KEY })) ?? 0);
  let filled = 0;
  for (;;) {
    const leads = (await knex(t.table)
      .select(
        'id',
        `${t.column('attachmentSha256')} as attachmentSha256`,
        `${t.column('contactsSnapshot')} as contactsSnapshot`,
      )
      .where('id', '>', checked)
      .orderBy('id')
      .limit(BATCH)) as Pick<LeadRow, 'id' | 'attachmentSha256' | 'contactsSnapshot'>[];
    if (!leads.length) {
      await store.set({ key: MATCHES_BACKFILLED_KEY, value: true });
      return filled;
    }
    const ids = leads.map((lead) => Number(lead.id));
    const keyed = new Set(
      (
        (await knex(m.table).distinct(m.column('leadId')).whereIn(m.column('leadId'), ids)) as Record<string, number>[]
      ).map((row) => Number(Object.values(row)[0])),
    );
    const missing = leads.filter((lead) => !keyed.has(Number(lead.id)));
    if (missing.length) {
      const contacts = await contactsFor(strapi, missing as LeadRow[]);
      const keys = new Map<number, string[]>();
      for (const lead of missing) {
        const fields = contacts.get(Number(lead.id)) ?? [];
        const emails = fields.filter((_, index) => index % FIELDS_PER_CONTACT === FIELDS_PER_CONTACT - 1);
        keys.set(Number(lead.id), matchKeysOf(lead.attachmentSha256, emails));
      }
      await strapi.db.transaction(async ({ trx }) => {
        await writeMatchKeys(strapi, trx, keys);
        // Earlier leads have their keys already (this runs in id order): link each to them.
        const earlier = await duplicatesOf(strapi, [...keys.keys()], 'earlier', trx);
        for (const [leadId, links] of earlier) {
          await trx(t.table)
            .where('id', leadId)
            .update({ [t.column('duplicateOf')]: links.map((link) => link.reference).join(DUPLICATES_SEPARATOR) });
        }
      });
      filled += missing.length;
    }
    checked = ids[ids.length - 1];
    await store.set({ key: MATCHES_CHECKED_KEY, value: checked });
  }
};

/** Leads received before the committee's scores: no score yet (lib/evaluation/lead-scores.ts). */
const fillScores = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const t = leadTables(strapi, LEAD_UID);
  const order = t.column('scoreOrder');
  let filled = 0;
  for (;;) {
    // Through the ranking's index, whose first column is the sort key.
    const ids = knex(t.table).select('id').whereNull(order).limit(BATCH);
    const count = Number(await knex(t.table).whereIn('id', ids).update(t.row(UNSCORED)));
    filled += count;
    if (count < BATCH) return filled;
  }
};

export const backfillReviews = async (strapi: Core.Strapi) => {
  const scores = await fillScores(strapi);
  if (scores) strapi.log.info(`[leads] ${scores} older lead(s) given the committee's empty score`);
  const statuses = await fillStatus(strapi);
  const days = await fillReceivedDay(strapi);
  const keys = await fillMatchKeys(strapi);
  if (statuses || days || keys) {
    strapi.log.info(
      `[leads] review data filled in for older leads: ${statuses} status(es), ${days} received day(s), ${keys} lead(s) with duplicate keys`,
    );
  }
};
