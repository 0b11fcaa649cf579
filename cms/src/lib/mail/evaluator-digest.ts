// The evaluators' digest of their new assignments (README.md, "E-mail"): at most one e-mail per
// evaluator and Israel-time day, however many assignments and requests that day brings.
//
// Each assignment request writes, in its own transaction, one job per evaluator it gave something
// to, keyed by the evaluator's address and the day of the assignment (the outbox's dedupe key): a
// second request the same day finds the job there and adds nothing, so 10,000 assignments are at
// most one row per evaluator. The job is due the next morning at MAIL_DIGEST_HOUR, Israel time,
// when the whole day is known; its content is read only then, from the assignments of that day
// still held (a conflict of interest declared meanwhile drops its lead; none left: no e-mail).
// Sending the next morning rather than soon after the first assignment is what makes "one a day"
// and "nothing left out" hold together: a mail sent at noon could not list the afternoon's.

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../database/lead-tables';
import { jerusalemDate, jerusalemOffsetMs, startOfJerusalemDay } from '../time/jerusalem';
import { ASSIGNMENT_UID, LEAD_UID } from '../uids';
import { insertMailJobs } from './outbox';

export type DigestRecipient = { id: number; email: string };

/** The instant a wall-clock hour of a Jerusalem day falls on (days past a month's end roll over). */
const jerusalemHour = (year: number, month: number, day: number, hour: number) => {
  const wall = Date.UTC(year, month - 1, day, hour);
  return new Date(wall - jerusalemOffsetMs(wall - jerusalemOffsetMs(wall)));
};

/** The Israel-time day of `now`, and when its digest is due: the next day at `digestHour`. */
export const digestSchedule = (now: Date, digestHour: number) => {
  const day = jerusalemDate(now.getTime());
  const [year, month, date] = day.split('-').map(Number);
  return { day, dueAt: jerusalemHour(year, month, date + 1, digestHour) };
};

/**
 * Writes, in the assignment's transaction, the digest job of each evaluator given new assignments
 * (one per evaluator and day; a job already there is kept as it is). Answers how many were given.
 */
export const enqueueEvaluatorDigests = (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  evaluators: DigestRecipient[],
  { now, digestHour }: { now: Date; digestHour: number },
) => {
  const { day, dueAt } = digestSchedule(now, digestHour);
  return insertMailJobs(
    strapi,
    trx,
    evaluators
      .filter((evaluator) => evaluator.email)
      .map((evaluator) => ({
        kind: 'evaluator-digest' as const,
        recipient: evaluator.email,
        adminUserId: evaluator.id,
        digestDay: day,
        dueAt,
      })),
  );
};

/**
 * What an evaluator's digest of `day` says, read when it is sent: the references of that day's
 * assignments still held, oldest first, and how many of all theirs are not yet submitted.
 */
export const evaluatorDigestContent = async (strapi: Core.Strapi, evaluatorId: number, day: string) => {
  const a = tableOf(strapi, ASSIGNMENT_UID);
  const l = tableOf(strapi, LEAD_UID);
  const [year, month, date] = day.split('-').map(Number);
  const knex = strapi.db.connection;
  const mine = () => knex(`${a.table} as a`).where(`a.${a.column('evaluatorId')}`, evaluatorId);
  const [rows, open] = await Promise.all([
    mine()
      .join(`${l.table} as l`, 'l.id', `a.${a.column('leadId')}`)
      .where(`a.${a.column('assignedAt')}`, '>=', startOfJerusalemDay(year, month, date))
      .where(`a.${a.column('assignedAt')}`, '<', startOfJerusalemDay(year, month, date + 1))
      .select(`l.${l.column('reference')} as reference`)
      .orderBy([
        { column: `a.${a.column('assignedAt')}`, order: 'asc' },
        { column: 'a.id', order: 'asc' },
      ]) as Promise<{ reference: string }[]>,
    mine()
      .whereNot(`a.${a.column('state')}`, 'submitted')
      .count({ n: 'a.id' })
      .first() as Promise<{ n: number | string } | undefined>,
  ]);
  return { references: rows.map((row) => row.reference), open: Number(open?.n ?? 0) };
};
