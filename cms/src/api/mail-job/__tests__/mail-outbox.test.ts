// The e-mails a lead sets off, end to end: a visitor submits through the real intake, the CMS's own
// worker sends through Strapi's email plugin to a real SMTP server on loopback, and the tests read
// what arrived. Both databases (TEST_POSTGRES_URL for PostgreSQL).
import request from 'supertest';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { freshToken } from '../../../../tests/fake-siteverify';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { eventually, postLead, quarantinedLeads, send, useLeadCms, REFERENCE } from '../../../../tests/lead-requests';
import { useSmtpCatcher } from '../../../../tests/smtp-catcher';
import { insertMailJobs, deleteMailJobs } from '../../../lib/mail/outbox';
import { jerusalemDate } from '../../../lib/time/jerusalem';
import { LEAD_UID, MAIL_JOB_UID, SETTINGS_UID } from '../../../lib/uids';

type Job = {
  id: number;
  documentId: string;
  kind: string;
  recipient: string;
  leadId: number | null;
  deliveryStatus: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

const STAFF = ['staff.one@vision.test', 'staff.two@vision.test'];

describe('e-mail after a lead', () => {
  const catcher = useSmtpCatcher();
  const context = useLeadCms(catcher.env);
  const app = () => context.app;

  const jobs = async (where: Record<string, unknown> = {}) =>
    (await app()
      .db.query(MAIL_JOB_UID)
      .findMany({ where, orderBy: { id: 'asc' } })) as Job[];

  const setStaff = async (staffEmails: string, staffNotification: string) => {
    const settings = await app().documents(SETTINGS_UID).findFirst({ locale: 'he' });
    await app()
      .documents(SETTINGS_UID)
      .update({ documentId: settings!.documentId, locale: 'he', data: { staffEmails, staffNotification } } as never);
  };

  const submit = async (emails: string[], fileName = 'החזון שלנו.pdf') => {
    const answer = await postLead(app(), {
      contacts: emails.map((email) => validContact({ email })),
      file: { filename: fileName, content: pdfBytes(2048) },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(REFERENCE);
    return answer;
  };

  beforeAll(async () => {
    await setStaff(STAFF.join(',\n'), 'perLead');
  });

  it('sends each distinct contact address one Hebrew right-to-left confirmation, and the staff a notification without contact data', async () => {
    const answer = await submit(['Dana@Example.co.il', 'dana@example.co.il', 'yossi@example.co.il']);
    const { reference } = answer.body;
    const lead = await app().db.query(LEAD_UID).findOne({ where: { reference } });

    await eventually(() => {
      expect(catcher.smtp.to('dana@example.co.il')).toHaveLength(1);
      expect(catcher.smtp.to('yossi@example.co.il')).toHaveLength(1);
      for (const address of STAFF) expect(catcher.smtp.to(address)).toHaveLength(1);
    }, 10_000);

    const confirmation = catcher.smtp.to('dana@example.co.il')[0].parsed;
    expect(confirmation.subject).toBe(`הצעת החזון שלכם התקבלה – אסמכתה ${reference}`);
    expect(confirmation.html).toMatch(/<html dir="rtl" lang="he">/);
    for (const part of [confirmation.html as string, confirmation.text!]) {
      expect(part).toContain(reference);
      expect(part).toContain('כלכלה');
      expect(part).toContain('החזון שלנו.pdf');
    }
    expect(confirmation.from?.text).toContain('no-reply@vision.test');
    // Nobody else's address in a contact's mail.
    expect(JSON.stringify(confirmation.to)).not.toContain('yossi');

    const staff = catcher.smtp.to(STAFF[0])[0].parsed;
    const link = `https://vision.test/admin/content-manager/collection-types/api::lead.lead/${lead.documentId}`;
    expect(staff.text).toContain(reference);
    expect(staff.text).toContain('כלכלה');
    expect(staff.text).toContain(link);
    expect(staff.html).toContain(`href="${link}"`);
    expect(staff.html).toMatch(/<html dir="rtl" lang="he">/);
    const everything = `${staff.subject}\n${staff.text}\n${staff.html}`;
    for (const personal of ['dana', 'yossi', 'שרה כהן', '0501234567', 'ישראל ישראלי', 'מנהלת פרויקט']) {
      expect(everything).not.toContain(personal);
    }

    // Recorded as sent, once each: two confirmations (the repeated address once) and two staff mails.
    // Marked right after each server's 250, which may reach the catcher's list first.
    await eventually(async () => {
      const rows = await jobs({ leadId: lead.id });
      expect(rows.map((row) => [row.kind, row.recipient, row.deliveryStatus, row.attempts]).sort()).toEqual(
        [
          ['confirmation', 'dana@example.co.il', 'sent', 1],
          ['confirmation', 'yossi@example.co.il', 'sent', 1],
          ['staff-notification', STAFF[0], 'sent', 1],
          ['staff-notification', STAFF[1], 'sent', 1],
        ].sort(),
      );
    });
  });

  it('mails nobody about a quarantined attempt until it is accepted, then confirms it', async () => {
    const refused = await postLead(app(), {
      contacts: [validContact({ email: 'held@example.co.il' })],
      token: freshToken('low'),
    });
    expect(refused.status).toBe(403);
    const attempt = (await quarantinedLeads(app())).find(
      (row: { contacts: { email: string }[] }) => row.contacts[0]?.email === 'held@example.co.il',
    ) as { documentId: string; reference: string };
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await jobs({ recipient: 'held@example.co.il' })).toEqual([]);
    expect(catcher.smtp.to('held@example.co.il')).toHaveLength(0);

    await createAdmin(app(), 'leads-manager', 'accept.leads@vision.test');
    const token = await adminToken(app(), 'accept.leads@vision.test');
    const accepted = await send(app(), {
      method: 'POST',
      path: `/api/leads/quarantine/${attempt.documentId}/accept`,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(accepted.status).toBe(200);
    await eventually(() => expect(catcher.smtp.to('held@example.co.il')).toHaveLength(1), 10_000);
    expect(catcher.smtp.to('held@example.co.il')[0].parsed.text).toContain(attempt.reference);
    for (const address of STAFF) {
      await eventually(
        () =>
          expect(
            catcher.smtp.to(address).filter((mail) => mail.parsed.subject?.includes(attempt.reference)),
          ).toHaveLength(1),
        10_000,
      );
    }
  });

  it('escapes what a visitor typed in the HTML part', async () => {
    const answer = await submit(['escape@example.co.il'], 'a<b>&"c".pdf');
    await eventually(() => expect(catcher.smtp.to('escape@example.co.il')).toHaveLength(1), 10_000);
    const mail = catcher.smtp.to('escape@example.co.il')[0].parsed;
    expect(mail.html).not.toContain('a<b>');
    expect(mail.text).toContain(answer.body.reference);
  });

  it('answers 201 at once while SMTP is down, and sends the mail exactly once when it returns', async () => {
    await catcher.smtp.stop();
    try {
      const started = Date.now();
      const answer = await submit(['offline@example.co.il']);
      expect(Date.now() - started).toBeLessThan(3000);
      const lead = await app()
        .db.query(LEAD_UID)
        .findOne({ where: { reference: answer.body.reference } });
      // The worker tries against a closed port (when it gets to it: on a busy machine that took
      // longer than a fixed wait): the job waits, nothing is lost.
      let waiting: Awaited<ReturnType<typeof jobs>> = [];
      await eventually(async () => {
        waiting = await jobs({ leadId: lead.id, kind: 'confirmation' });
        expect(waiting[0]?.attempts).toBeGreaterThanOrEqual(1);
      }, 15_000);
      expect(waiting).toHaveLength(1);
      expect(waiting[0].deliveryStatus).toBe('pending');
      expect(waiting[0].lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      expect(catcher.smtp.to('offline@example.co.il')).toHaveLength(0);
    } finally {
      await catcher.smtp.start();
    }
    await eventually(() => expect(catcher.smtp.to('offline@example.co.il')).toHaveLength(1), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(catcher.smtp.to('offline@example.co.il')).toHaveLength(1);
    const [job] = await jobs({ recipient: 'offline@example.co.il' });
    expect(job.deliveryStatus).toBe('sent');
    expect(job.sentAt).not.toBeNull();
  });

  it('fails a job the server refuses for good (550), without the address in the recorded answer', async () => {
    catcher.smtp.refuseForGood('nobody@example.co.il');
    await submit(['nobody@example.co.il', 'somebody@example.co.il']);
    await eventually(async () => {
      const [job] = await jobs({ recipient: 'nobody@example.co.il' });
      expect(job.deliveryStatus).toBe('failed');
    }, 10_000);
    const [job] = await jobs({ recipient: 'nobody@example.co.il' });
    expect(job.attempts).toBe(1);
    expect(job.lastError).toMatch(/^550 /);
    expect(job.lastError).not.toContain('nobody@');
    // Tried once only, and the other contact still got theirs.
    expect(catcher.smtp.attempts.get('nobody@example.co.il')).toHaveLength(1);
    await eventually(() => expect(catcher.smtp.to('somebody@example.co.il')).toHaveLength(1), 10_000);

    // Listed for super admins, who may send it again; nobody else may.
    await createAdmin(app(), 'strapi-super-admin', 'retry.super@vision.test');
    await createAdmin(app(), 'leads-manager', 'retry.leads@vision.test');
    const retry = (who: string) =>
      adminToken(app(), who).then((token) =>
        request(app().server.httpServer)
          .post(`/api/mail-jobs/${job.documentId}/retry`)
          .set('Authorization', `Bearer ${token}`),
      );
    const list = await request(app().server.httpServer)
      .get(`/content-manager/collection-types/${MAIL_JOB_UID}?filters[deliveryStatus][$eq]=failed`)
      .set('Authorization', `Bearer ${await adminToken(app(), 'retry.super@vision.test')}`);
    expect(list.status).toBe(200);
    expect(list.body.results.map((row: Job) => row.documentId)).toContain(job.documentId);
    expect((await retry('retry.leads@vision.test')).status).toBe(403);
    catcher.smtp.allow('nobody@example.co.il');
    const retried = await retry('retry.super@vision.test');
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ success: true, data: { id: job.documentId, status: 'pending' } });
    await eventually(() => expect(catcher.smtp.to('nobody@example.co.il')).toHaveLength(1), 10_000);
    expect((await retry('retry.super@vision.test')).status).toBe(404);
  });

  it('retries a temporary refusal (451) with a growing delay, and sends once it is accepted', async () => {
    catcher.smtp.refuseFor('busy@example.co.il', 2);
    await submit(['busy@example.co.il']);
    await eventually(() => expect(catcher.smtp.to('busy@example.co.il')).toHaveLength(1), 15_000);
    const tries = catcher.smtp.attempts.get('busy@example.co.il')!;
    expect(tries).toHaveLength(3);
    // MAIL_RETRY_BASE_MS=300: about 300 ms, then about 600 ms.
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(280);
    expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(580);
    // Marked right after the server's 250, which may reach the catcher's list first.
    await eventually(async () => {
      const [job] = await jobs({ recipient: 'busy@example.co.il' });
      expect(job).toMatchObject({ deliveryStatus: 'sent', attempts: 3 });
    });
  });

  it('fails a job after MAIL_MAX_ATTEMPTS temporary refusals', async () => {
    catcher.smtp.refuseFor('always-busy@example.co.il', 100);
    await submit(['always-busy@example.co.il']);
    await eventually(async () => {
      const [job] = await jobs({ recipient: 'always-busy@example.co.il' });
      expect(job).toMatchObject({ deliveryStatus: 'failed', attempts: 4 });
    }, 15_000);
    expect(catcher.smtp.to('always-busy@example.co.il')).toHaveLength(0);
  });

  it('never sends a job twice when several workers claim at once', async () => {
    const answer = await submit(['crowd@example.co.il']);
    const lead = await app()
      .db.query(LEAD_UID)
      .findOne({ where: { reference: answer.body.reference } });
    const recipients = Array.from({ length: 60 }, (_, index) => `crowd.${index}@vision.test`);
    await insertMailJobs(
      app(),
      app().db.connection,
      recipients.map((recipient) => ({ kind: 'staff-notification' as const, recipient, leadId: lead.id })),
    );
    const worker = app().service('api::mail-job.mail-worker');
    // Three claim loops at once (the CMS's own keeps running too).
    await Promise.all([worker.createWorker().drain(), worker.createWorker().drain(), worker.createWorker().drain()]);
    await eventually(async () => {
      for (const recipient of recipients) expect(catcher.smtp.to(recipient)).toHaveLength(1);
    }, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const recipient of recipients) expect(catcher.smtp.to(recipient)).toHaveLength(1);
    expect((await jobs({ kind: 'staff-notification', deliveryStatus: 'sent' })).length).toBeGreaterThanOrEqual(60);
  });

  it('lists the day before in Israel time in the daily digest, once per staff address', async () => {
    await setStaff(STAFF.join('; '), 'dailyDigest');
    try {
      // A lead now sends no per-lead staff mail in digest mode.
      const fresh = await submit(['digest.visitor@example.co.il']);
      const freshLead = await app()
        .db.query(LEAD_UID)
        .findOne({ where: { reference: fresh.body.reference } });
      expect((await jobs({ leadId: freshLead.id })).map((job) => job.kind)).toEqual(['confirmation']);

      // Three leads around midnight in Jerusalem on 26 March 2026 (UTC+2 that night).
      const placed: Record<string, string> = {};
      for (const [name, utc] of [
        ['early', '2026-03-25T22:10:00Z'], // 00:10 on the 26th
        ['late', '2026-03-26T21:30:00Z'], // 23:30 on the 26th
        ['next', '2026-03-26T22:30:00Z'], // 00:30 on the 27th
      ]) {
        const answer = await submit([`${name}@example.co.il`]);
        const at = new Date(utc);
        await app()
          .db.query(LEAD_UID)
          .update({
            where: { reference: answer.body.reference },
            data: { createdAt: at, receivedDay: jerusalemDate(at.getTime()) },
          });
        placed[name] = answer.body.reference;
      }
      const worker = app().service('api::mail-job.mail-worker');
      // 00:30 on the 27th in Jerusalem: the digest is of the 26th.
      await worker.enqueueDigest(new Date('2026-03-26T22:30:00Z'));
      await worker.enqueueDigest(new Date('2026-03-27T06:00:00Z'));
      expect(await jobs({ kind: 'staff-digest' })).toHaveLength(STAFF.length);

      await eventually(() => {
        for (const address of STAFF) {
          expect(catcher.smtp.to(address).filter((mail) => mail.parsed.subject?.startsWith('סיכום יומי'))).toHaveLength(
            1,
          );
        }
      }, 10_000);
      const digest = catcher.smtp.to(STAFF[1]).find((mail) => mail.parsed.subject?.startsWith('סיכום יומי'))!.parsed;
      expect(digest.subject).toBe('סיכום יומי: 2 הצעות חזון מ־26.3.2026');
      expect(digest.html).toMatch(/<html dir="rtl" lang="he">/);
      expect(digest.text).toContain(placed.early);
      expect(digest.text).toContain(placed.late);
      expect(digest.text).not.toContain(placed.next);
      expect(digest.text!.indexOf(placed.early)).toBeLessThan(digest.text!.indexOf(placed.late));
      expect(digest.text).toContain('https://vision.test/admin/content-manager/collection-types/api::lead.lead/');
      expect(digest.text).not.toContain('@example.co.il');
    } finally {
      await setStaff(STAFF.join(','), 'perLead');
    }
  });

  it('refuses a staff address list with something that is not an address, in Hebrew, and keeps the saved one', async () => {
    await expect(setStaff('good@vision.test, not-an-address', 'perLead')).rejects.toMatchObject({
      name: 'ValidationError',
      message: expect.stringContaining('"not-an-address" אינה כתובת דואר אלקטרוני תקינה'),
    });
    await createAdmin(app(), 'strapi-super-admin', 'mail.super@vision.test');
    const token = await adminToken(app(), 'mail.super@vision.test');
    const answer = await request(app().server.httpServer)
      .put('/content-manager/single-types/api::setting.setting?locale=he')
      .set('Authorization', `Bearer ${token}`)
      .send({ staffEmails: 'x@@vision' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('"x@@vision" אינה כתובת דואר אלקטרוני תקינה');
    const settings = await app().documents(SETTINGS_UID).findFirst({ locale: 'he' });
    expect(settings!.staffEmails).toBe(STAFF.join(','));
  });

  it('keeps the staff addresses out of the public settings answer', async () => {
    const answer = await request(app().server.httpServer).get('/api/settings/get');
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('staff.one');
    expect(answer.text).not.toContain('staffEmails');
    expect(answer.text).not.toContain('staffNotification');
  });

  it('reports SMTP in readiness without making the instance unready', async () => {
    const up = await request(app().server.httpServer).get('/api/ready');
    expect(up.status).toBe(200);
    expect(up.body.checks.smtp).toEqual({ status: 'ok', ms: expect.any(Number) });
    await catcher.smtp.stop();
    try {
      const down = await request(app().server.httpServer).get('/api/ready');
      expect(down.status).toBe(200);
      expect(down.body.checks.smtp).toMatchObject({ status: 'failed', reason: 'ECONNREFUSED' });
    } finally {
      await catcher.smtp.start();
    }
  });

  it('deletes the jobs of given leads or of an address inside a transaction (for erasure)', async () => {
    const answer = await submit(['erase.me@example.co.il']);
    const lead = await app()
      .db.query(LEAD_UID)
      .findOne({ where: { reference: answer.body.reference } });
    await eventually(() => expect(catcher.smtp.to('erase.me@example.co.il')).toHaveLength(1), 10_000);
    const before = (await jobs({ leadId: lead.id })).length;
    expect(before).toBeGreaterThan(0);
    const deleted = await app().db.transaction(({ trx }) => deleteMailJobs(app(), trx, { leadIds: [lead.id] }));
    expect(deleted).toBe(before);
    expect(await jobs({ leadId: lead.id })).toEqual([]);
    expect(
      await app().db.transaction(({ trx }) => deleteMailJobs(app(), trx, { recipient: 'Nobody@Example.co.il' })),
    ).toBe(1);
    expect(await jobs({ recipient: 'nobody@example.co.il' })).toEqual([]);
  });
});
