// The retention job (README.md, "Privacy"): leads and quarantined attempts received before
// Settings' closesAt are deleted once retentionDays have passed after it, with everything that
// holds their data; nothing else is; the audit trail gets the counts. Leads come in through the
// real intake with real files; their received time is then moved into the past.

import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { findInDatabase } from '../../../../tests/database-scan';
import { freshToken } from '../../../../tests/fake-siteverify';
import { AUDIT, createCallers, sendJson, type Callers } from '../../../../tests/lead-admin';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { findLead, listFiles, postLead, quarantinedLeads, useLeadCms } from '../../../../tests/lead-requests';
import { RETENTION_JOB } from '../../../bootstrap/retention-schedule';
import { LEAD_UID, MATCH_UID, NOTE_UID, QUARANTINE_UID, SETTINGS_UID } from '../../../lib/uids';

const DAY = 24 * 60 * 60 * 1000;
const CLOSES_AT = new Date('2026-03-01T21:59:00.000Z');

type Row = { id: number; reference: string; attachmentKey: string; documentId: string };

describe('the retention job', () => {
  const context = useLeadCms();
  let callers: Callers;
  const kept: Row[] = [];
  const due: Row[] = [];
  let attempt: Row;

  const run = (now: number) => context.app.service('api::lead.retention').run(now);
  const setSettings = (data: { closesAt?: Date | null; retentionDays?: number | null }) =>
    context.app.db.query(SETTINGS_UID).updateMany({ where: {}, data });
  const receivedAt = (uid: string, id: number, at: Date) =>
    context.app.db.query(uid).update({ where: { id }, data: { createdAt: at } });
  const submit = async (email: string, at: Date) => {
    const answer = await postLead(context.app, {
      contacts: [validContact({ email })],
      file: { filename: 'vision.pdf', content: pdfBytes(2048) },
    });
    expect(answer.status).toBe(201);
    const lead = (await findLead(context.app, answer.body.reference)) as Row;
    await receivedAt(LEAD_UID, lead.id, at);
    return lead;
  };

  beforeAll(async () => {
    callers = await createCallers(context.app);
    due.push(await submit('early@example.org', new Date(CLOSES_AT.getTime() - 20 * DAY)));
    due.push(await submit('last-minute@example.org', new Date(CLOSES_AT.getTime() - 1000)));
    // Received after closesAt (the window was later moved): the next window's, kept.
    kept.push(await submit('next-window@example.org', new Date(CLOSES_AT.getTime() + 5 * DAY)));
    const low = await postLead(context.app, {
      contacts: [validContact({ email: 'bot-like@example.org' })],
      file: { filename: 'vision.pdf', content: pdfBytes(1024) },
      token: freshToken('low'),
    });
    expect(low.status).toBe(403);
    [attempt] = (await quarantinedLeads(context.app)) as Row[];
    await receivedAt(QUARANTINE_UID, attempt.id, new Date(CLOSES_AT.getTime() - 3 * DAY));
    const token = callers.tokens['leads-manager'];
    expect(
      (await sendJson(context.app, 'POST', `/api/leads/${due[0].documentId}/notes`, token, { text: 'הערה' })).status,
    ).toBe(201);
    expect(
      (await sendJson(context.app, 'POST', `/api/leads/${kept[0].documentId}/notes`, token, { text: 'נשארת' })).status,
    ).toBe(201);
  });

  const counts = async () => ({
    leads: await context.app.db.query(LEAD_UID).count(),
    attempts: await context.app.db.query(QUARANTINE_UID).count(),
    files: listFiles(context.uploadsDir).length,
  });

  it('is scheduled daily with Strapi cron', () => {
    const names = (context.app.cron.jobs as { name: string | null }[]).map((job) => job.name);
    expect(names).toContain(RETENTION_JOB);
  });

  it('deletes nothing without a retention period, or without a closing time', async () => {
    const far = CLOSES_AT.getTime() + 10_000 * DAY;
    await setSettings({ closesAt: CLOSES_AT, retentionDays: null });
    expect(await run(far)).toEqual({ ran: false, reason: 'not-due' });
    await setSettings({ closesAt: null, retentionDays: 30 });
    expect(await run(far)).toEqual({ ran: false, reason: 'not-due' });
    expect(await counts()).toEqual({ leads: 3, attempts: 1, files: 4 });
  });

  it('deletes nothing until retentionDays have passed after closesAt', async () => {
    await setSettings({ closesAt: CLOSES_AT, retentionDays: 30 });
    expect(await run(CLOSES_AT.getTime() + 30 * DAY - 1)).toEqual({ ran: false, reason: 'not-due' });
    expect(await counts()).toEqual({ leads: 3, attempts: 1, files: 4 });
  });

  it('then deletes exactly what was received before closesAt, with its contacts, notes, keys and files', async () => {
    const outcome = await run(CLOSES_AT.getTime() + 30 * DAY);
    expect(outcome).toMatchObject({
      ran: true,
      counts: {
        leads: 2,
        quarantinedLeads: 1,
        contacts: 2,
        quarantinedContacts: 1,
        notes: 1,
        files: 3,
        filesNotRemoved: 0,
      },
    });
    expect(await counts()).toEqual({ leads: 1, attempts: 0, files: 1 });
    expect(listFiles(context.uploadsDir)).toEqual([kept[0].attachmentKey]);
    expect(await context.app.db.query(LEAD_UID).count({ where: { id: kept[0].id } })).toBe(1);
    expect(await context.app.db.query(NOTE_UID).count()).toBe(1);
    expect(await context.app.db.query(MATCH_UID).count({ where: { leadId: { $in: due.map((row) => row.id) } } })).toBe(
      0,
    );
    for (const needle of [
      'early@example.org',
      'last-minute@example.org',
      'bot-like@example.org',
      ...due.map((row) => row.reference),
      attempt.reference,
    ])
      expect(await findInDatabase(context.app, needle)).toEqual([]);
    expect(await findInDatabase(context.app, 'next-window@example.org')).not.toEqual([]);
    expect(fs.existsSync(path.join(context.uploadsDir, kept[0].attachmentKey))).toBe(true);
  });

  it('writes one audit entry with the counts, and none when a later run finds nothing', async () => {
    expect(await run(CLOSES_AT.getTime() + 31 * DAY)).toMatchObject({ ran: true, counts: { leads: 0 } });
    const entries = await context.app.db.query(AUDIT).findMany({ where: { action: 'retention' } });
    expect(entries).toHaveLength(1);
    expect(entries[0].leadReference).toBeNull();
    expect(entries[0].details).toMatchObject({ retentionDays: 30, leads: 2, quarantinedLeads: 1, files: 3 });
    expect(JSON.stringify(entries[0])).not.toMatch(/@|VN-/);
  });

  const onPostgres = process.env.TEST_POSTGRES_URL ? it : it.skip;
  onPostgres('skips a run while another instance holds the lock (PostgreSQL)', async () => {
    const late = await submit('late@example.org', new Date(CLOSES_AT.getTime() - 2 * DAY));
    // The harness points the CMS at its throwaway database through DATABASE_URL.
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(7612010100)');
      expect(await run(CLOSES_AT.getTime() + 40 * DAY)).toEqual({ ran: false, reason: 'locked' });
      expect(await context.app.db.query(LEAD_UID).count({ where: { id: late.id } })).toBe(1);
      await other.query('select pg_advisory_unlock(7612010100)');
      expect(await run(CLOSES_AT.getTime() + 40 * DAY)).toMatchObject({ ran: true, counts: { leads: 1 } });
    } finally {
      await other.end();
    }
  });
});
