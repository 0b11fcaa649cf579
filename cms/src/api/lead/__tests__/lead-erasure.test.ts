// A person's rights over their data (README.md, "Privacy"): POST /api/leads/erase by address or
// reference, its dry run, and GET /api/leads/subject-export. Leads come in through the real
// intake with real files; what must be gone is looked for everywhere: every text column of every
// table, the private files and the CSV export.

import fs from 'node:fs';
import path from 'node:path';
import { findInDatabase } from '../../../../tests/database-scan';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { AUDIT, createCallers, get, parseCsv, sendJson, type Callers } from '../../../../tests/lead-admin';
import {
  expectFailure,
  findLead,
  listFiles,
  postLead,
  quarantinedLeads,
  useLeadCms,
} from '../../../../tests/lead-requests';
import { freshToken } from '../../../../tests/fake-siteverify';
import { useSmtpCatcher } from '../../../../tests/smtp-catcher';
import { LEAD_UID, MAIL_JOB_UID, NOTE_UID, QUARANTINE_UID } from '../../../lib/uids';
import { signIn, withCookie } from '../../auth/__tests__/sessions';

type Lead = { id: number; documentId: string; reference: string; attachmentKey: string };

const ADDRESS = 'noa.person@example.org';

describe('erasure on request and subject access', () => {
  // E-mail on: each lead's confirmations wait in (or have left through) the outbox, with the
  // addresses they go to, and must go with the lead.
  const catcher = useSmtpCatcher();
  const context = useLeadCms(catcher.env);
  let callers: Callers;
  const manager = () => callers.tokens['leads-manager'];

  const submit = async (contacts: ReturnType<typeof validContact>[], file = pdfBytes(2048), token?: string) => {
    const answer = await postLead(context.app, {
      contacts,
      file: { filename: 'נועה-פרסון.pdf', content: file },
      ...(token ? { token } : {}),
    });
    return answer;
  };
  const submitLead = async (contacts: ReturnType<typeof validContact>[], file?: Buffer): Promise<Lead> => {
    const answer = await submit(contacts, file);
    expect(answer.status).toBe(201);
    return findLead(context.app, answer.body.reference);
  };
  const erase = (body: unknown, token = manager()) => sendJson(context.app, 'POST', '/api/leads/erase', token, body);
  const fileOf = (key: string) => path.join(context.uploadsDir, key);

  beforeAll(async () => {
    callers = await createCallers(context.app);
  });

  describe('by e-mail address', () => {
    const leads: Record<string, Lead> = {};
    let attempt: Lead;
    const sharedFile = pdfBytes(3000);

    beforeAll(async () => {
      // The address as the first contact, and as the second contact of someone else's proposal.
      leads.own = await submitLead(
        [validContact({ email: 'Noa.Person@Example.org' }), validContact({ email: 'partner@example.org' })],
        sharedFile,
      );
      leads.second = await submitLead([
        validContact({ email: 'team@example.org' }),
        validContact({ fullName: 'נועה פרסון', email: ' NOA.PERSON@example.ORG ' }),
      ]);
      // Someone else's proposal with the same file: linked to the erased one as a possible duplicate.
      leads.other = await submitLead([validContact({ email: 'keep@example.org' })], sharedFile);
      // A quarantined attempt (low bot score) of the same person.
      expect(
        (await submit([validContact({ email: 'noa.PERSON@example.org' })], pdfBytes(1500), freshToken('low'))).status,
      ).toBe(403);
      const [quarantined] = await quarantinedLeads(context.app);
      attempt = quarantined as Lead;

      // Traces of the staff's work: a note, a review change, a download and an export searched by the address.
      expect(
        (
          await sendJson(context.app, 'POST', `/api/leads/${leads.own.documentId}/notes`, manager(), {
            text: 'הערה על ההצעה',
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await sendJson(context.app, 'PUT', `/api/leads/${leads.own.documentId}/review`, manager(), {
            status: 'inReview',
          })
        ).status,
      ).toBe(200);
      expect((await get(context.app, `/api/leads/${leads.own.documentId}/file`, manager())).status).toBe(200);
      expect(
        (await get(context.app, `/api/leads/export?search=${encodeURIComponent('Noa.Person@example.org')}`, manager()))
          .status,
      ).toBe(200);
      expect(
        (await get(context.app, `/api/leads/${leads.other.documentId}/review`, manager())).body.data.duplicateOf,
      ).toEqual([{ id: leads.own.documentId, reference: leads.own.reference }]);
    });

    it('counts in a dry run what it would erase, and erases nothing', async () => {
      const answer = await erase({ email: 'NOA.person@EXAMPLE.ORG', dryRun: true });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        dryRun: true,
        leads: 2,
        quarantinedLeads: 1,
        contacts: 4,
        quarantinedContacts: 1,
        notes: 1,
        duplicateLinks: 1,
        // one confirmation per address of the two proposals; the quarantined attempt has none
        mailJobs: 4,
        files: 3,
        filesNotRemoved: 0,
      });
      expect(await context.app.db.query(MAIL_JOB_UID).count()).toBe(5);
      expect(await context.app.db.query(LEAD_UID).count()).toBe(3);
      expect(await context.app.db.query(QUARANTINE_UID).count()).toBe(1);
      for (const key of [leads.own.attachmentKey, leads.second.attachmentKey, attempt.attachmentKey])
        expect(fs.existsSync(fileOf(key))).toBe(true);
      expect(await findInDatabase(context.app, ADDRESS)).not.toEqual([]);
      expect(await context.app.db.query(AUDIT).count({ where: { action: 'personal-data-erasure' } })).toBe(0);
    });

    it('erases every lead and quarantined attempt of the address, in any letter case, leaving no trace', async () => {
      const answer = await erase({ email: '  NOA.person@EXAMPLE.ORG ' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: expect.objectContaining({ dryRun: false, leads: 2, quarantinedLeads: 1, files: 3, filesNotRemoved: 0 }),
      });

      // Nowhere in the database: the address, the erased references, the file's name.
      expect(await findInDatabase(context.app, ADDRESS)).toEqual([]);
      for (const reference of [leads.own.reference, leads.second.reference, attempt.reference])
        expect(await findInDatabase(context.app, reference)).toEqual([]);
      expect(await findInDatabase(context.app, 'נועה-פרסון')).toEqual([
        // the proposal nobody asked to erase keeps its own file name
        expect.stringMatching(/^leads\.attachment_name \(1\)$/),
      ]);
      expect(await findInDatabase(context.app, 'partner@example.org')).toEqual([]);
      expect(await context.app.db.query(NOTE_UID).count()).toBe(0);
      // Only the confirmation of the proposal nobody asked to erase is left in the outbox.
      expect(
        (await context.app.db.query(MAIL_JOB_UID).findMany()).map((job: { recipient: string }) => job.recipient),
      ).toEqual(['keep@example.org']);

      // The private files went; the other proposal's stayed.
      expect(listFiles(context.uploadsDir)).toEqual([leads.other.attachmentKey]);

      // The other proposal no longer names the erased one.
      const other = await get(context.app, `/api/leads/${leads.other.documentId}/review`, manager());
      expect(other.body.data.duplicateOf).toEqual([]);

      // The export has no trace of it.
      const csv = await get(context.app, '/api/leads/export', manager());
      expect(csv.status).toBe(200);
      const rows = parseCsv(csv.text.replace(/^\uFEFF/, ''));
      expect(rows).toHaveLength(2);
      expect(csv.text.toLowerCase()).not.toContain(ADDRESS);
      expect(csv.text).toContain(leads.other.reference);
    });

    it('records who erased how much in the audit trail, never whose data', async () => {
      const entries = await context.app.db.query(AUDIT).findMany({ where: { action: 'personal-data-erasure' } });
      expect(entries).toHaveLength(1);
      expect(entries[0].actor).toBe(callers.emails['leads-manager']);
      expect(entries[0].leadReference).toBeNull();
      expect(entries[0].details).toMatchObject({ by: 'email', leads: 2, quarantinedLeads: 1, files: 3 });
      // The earlier entries of the staff's work stay, without whose lead they were about.
      const download = await context.app.db.query(AUDIT).findOne({ where: { action: 'attachment-download' } });
      expect(download).toMatchObject({ leadReference: null, details: expect.objectContaining({ name: '[נמחק]' }) });
    });

    it('answers zero counts for an address nobody used', async () => {
      const answer = await erase({ email: ADDRESS });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ leads: 0, quarantinedLeads: 0, files: 0 });
    });
  });

  it('erases one proposal by its reference, in any letter case, and nothing else of the person', async () => {
    const one = await submitLead([validContact({ email: 'ref@example.org' })]);
    const two = await submitLead([validContact({ email: 'ref@example.org' })]);
    const answer = await erase({ reference: one.reference.toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ leads: 1, quarantinedLeads: 0, contacts: 1, files: 1 });
    expect(await context.app.db.query(LEAD_UID).count({ where: { reference: one.reference } })).toBe(0);
    expect(await context.app.db.query(LEAD_UID).count({ where: { reference: two.reference } })).toBe(1);
    expect(fs.existsSync(fileOf(one.attachmentKey))).toBe(false);
    expect(fs.existsSync(fileOf(two.attachmentKey))).toBe(true);
    expect(await findInDatabase(context.app, one.reference)).toEqual([]);
  });

  it('says so when a file could not be removed, with the rows gone all the same', async () => {
    const lead = await submitLead([validContact({ email: 'stuck@example.org' })]);
    // A folder where the file was: removing it as a file fails.
    fs.rmSync(fileOf(lead.attachmentKey));
    fs.mkdirSync(path.join(fileOf(lead.attachmentKey), 'inside'), { recursive: true });
    try {
      const answer = await erase({ email: 'stuck@example.org' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ leads: 1, files: 0, filesNotRemoved: 1 });
      expect(await context.app.db.query(LEAD_UID).count({ where: { id: lead.id } })).toBe(0);
      const entry = await context.app.db
        .query(AUDIT)
        .findOne({ where: { action: 'personal-data-erasure' }, orderBy: { id: 'desc' } });
      expect(entry.details).toMatchObject({ filesNotRemoved: 1 });
    } finally {
      fs.rmSync(fileOf(lead.attachmentKey), { recursive: true, force: true });
    }
  });

  it.each([
    [{}, 'VALIDATION_FAILED', { email: 'REQUIRED', reference: 'REQUIRED' }],
    [
      { email: ADDRESS, reference: 'VN-AAAA-BBBB' },
      'VALIDATION_FAILED',
      { email: 'INVALID_FORMAT', reference: 'INVALID_FORMAT' },
    ],
    [{ email: 'not-an-address' }, 'VALIDATION_FAILED', { email: 'INVALID_EMAIL' }],
    [{ reference: 'VN-1' }, 'VALIDATION_FAILED', { reference: 'INVALID_FORMAT' }],
    [{ email: ADDRESS, dryRun: 'yes' }, 'VALIDATION_FAILED', { dryRun: 'INVALID_FORMAT' }],
    [{ email: ADDRESS, everything: true }, 'UNKNOWN_FIELD', undefined],
  ])('refuses %j with 400 %s', async (body, code, fields) => {
    expectFailure(await erase(body), 400, code, fields);
  });

  it('is refused to editors, to anonymous callers and to API-less cookie changes without the anti-forgery header', async () => {
    const lead = await submitLead([validContact({ email: 'guarded@example.org' })]);
    expectFailure(await erase({ email: 'guarded@example.org' }, callers.tokens.editor), 403, 'FORBIDDEN');
    expectFailure(
      await sendJson(context.app, 'POST', '/api/leads/erase', undefined, { email: 'guarded@example.org' }),
      401,
      'UNAUTHORIZED',
    );
    expectFailure(
      await get(context.app, '/api/leads/subject-export?email=guarded@example.org', callers.tokens.editor),
      403,
      'FORBIDDEN',
    );
    expectFailure(await get(context.app, '/api/leads/subject-export?email=guarded@example.org'), 401, 'UNAUTHORIZED');

    const session = await signIn(context.app, callers.emails['leads-manager']!);
    const forged = await withCookie(context.app, session, 'post', '/api/leads/erase', null).send({
      email: 'guarded@example.org',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('CSRF_TOKEN_INVALID');
    expect(await context.app.db.query(LEAD_UID).count({ where: { id: lead.id } })).toBe(1);

    const signed = await withCookie(context.app, session, 'post', '/api/leads/erase').send({
      email: 'guarded@example.org',
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data.leads).toBe(1);
    expect(await context.app.db.query(LEAD_UID).count({ where: { id: lead.id } })).toBe(0);
  });

  describe('subject access', () => {
    it("gives that person's proposals and only their own contact details, as a JSON file", async () => {
      const mine = await submitLead([
        validContact({ fullName: 'מיכל אביב', email: 'Michal@Example.org', phoneNumber: '0541234567' }),
        validContact({ fullName: 'יוסי שכן', email: 'yossi@example.org', phoneNumber: '0509999999' }),
      ]);
      const notMine = await submitLead([validContact({ fullName: 'דן זר', email: 'dan@example.org' })]);
      await sendJson(context.app, 'PUT', `/api/leads/${mine.documentId}/review`, manager(), {
        status: 'shortlisted',
      });

      const answer = await get(context.app, '/api/leads/subject-export?email=MICHAL%40example.org', manager());
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="subject-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
      const document = JSON.parse(answer.text);
      expect(document.email).toBe('michal@example.org');
      expect(document.leads).toEqual([
        {
          reference: mine.reference,
          receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+0[23]:00$/),
          area: 'כלכלה',
          visionPresenters: expect.any(String),
          contacts: [
            { fullName: 'מיכל אביב', role: 'מנהלת פרויקט', phoneNumber: '0541234567', email: 'Michal@Example.org' },
          ],
          otherContactsCount: 1,
          file: { name: 'נועה-פרסון.pdf', type: 'application/pdf', size: 2048, fileScan: 'נקי' },
          status: 'ברשימה הקצרה',
        },
      ]);
      expect(document.quarantinedLeads).toEqual([]);
      expect(answer.text).not.toContain('yossi@example.org');
      expect(answer.text).not.toContain('0509999999');
      expect(answer.text).not.toContain(notMine.reference);

      const entry = await context.app.db.query(AUDIT).findOne({ where: { action: 'subject-export' } });
      expect(entry).toMatchObject({ actor: callers.emails['leads-manager'], leadReference: null });
      expect(JSON.stringify(entry.details)).not.toContain('michal');
    });

    it('refuses a missing or malformed address with 400', async () => {
      expectFailure(await get(context.app, '/api/leads/subject-export', manager()), 400, 'VALIDATION_FAILED', {
        email: 'REQUIRED',
      });
      expectFailure(
        await get(context.app, '/api/leads/subject-export?email=nobody', manager()),
        400,
        'VALIDATION_FAILED',
        {
          email: 'INVALID_EMAIL',
        },
      );
      expectFailure(
        await get(context.app, '/api/leads/subject-export?email=a@b.org&all=1', manager()),
        400,
        'UNKNOWN_FIELD',
      );
    });
  });
});
