// Every lead file is scanned by the run's real clamd (tests/global-setup.js) after the visitor's
// answer: an infected one moves to quarantine and never downloads, a clean one does, a file clamd
// cannot look inside is unscannable, and every verdict is in the audit trail with its signature.
import fs from 'node:fs';
import path from 'node:path';
import { EICAR, pdfCarrying, pdfWithPassword, TEST_MARKER } from '../../../../../scripts/lib/clamd.cjs';
import { freshToken } from '../../../../tests/fake-siteverify';
import { AUDIT, createCallers, get, parseCsv, sendJson, type Callers } from '../../../../tests/lead-admin';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import {
  findLead,
  postLead,
  quarantinedLeads,
  SCAN_JOBS,
  scansDone,
  useLeadCms,
  type Answer,
} from '../../../../tests/lead-requests';
import { LEAD_UID } from '../../../lib/uids';

type StoredLead = { documentId: string; reference: string; attachmentKey: string; fileScan: string };

describe('the malware scan of lead files', () => {
  const context = useLeadCms();
  let callers: Callers;
  const manager = () => callers.tokens['leads-manager'];

  /** Sends a lead with this PDF and answers its row once the verdict is in. */
  const send = async (content: Buffer, email = 'scan@example.co.il'): Promise<StoredLead> => {
    const answer = await postLead(context.app, {
      contacts: [validContact({ email })],
      file: { filename: 'file.pdf', content },
    });
    expect(answer.status).toBe(201);
    return findLead(context.app, answer.body.reference);
  };

  const verdicts = (reference: string) =>
    context.app.db.query(AUDIT).findMany({ where: { action: 'file-scan', leadReference: reference } });

  const expectNotClean = (answer: Answer, fileScan: string) => {
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      success: false,
      error: { code: 'FILE_NOT_CLEAN', message: expect.any(String) },
      fileScan,
    });
  };

  beforeAll(async () => {
    callers = await createCallers(context.app);
  });

  it('moves a file carrying EICAR to quarantine, marks it infected and never hands it out', async () => {
    const lead = await send(pdfCarrying(EICAR));

    expect(lead.fileScan).toBe('infected');
    expect(fs.existsSync(path.join(context.uploadsDir, lead.attachmentKey))).toBe(false);
    expect(fs.existsSync(path.join(context.uploadsDir, 'quarantine', lead.attachmentKey))).toBe(true);
    expectNotClean(await get(context.app, `/api/leads/${lead.documentId}/file`, manager()), 'infected');
    expectNotClean(
      await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['super-admin']),
      'infected',
    );
    const [entry] = await verdicts(lead.reference);
    expect(entry).toMatchObject({ details: { verdict: 'infected', signature: 'Eicar-Test-Signature.UNOFFICIAL' } });
    // The lead stays: the visitor was told it was received.
    expect(await context.app.db.query(LEAD_UID).count({ where: { reference: lead.reference } })).toBe(1);
  });

  it("finds the project's own test signature too, and names it in the audit trail", async () => {
    const lead = await send(pdfCarrying(TEST_MARKER));

    expect(lead.fileScan).toBe('infected');
    expect((await verdicts(lead.reference))[0].details).toEqual({
      verdict: 'infected',
      signature: 'Vision.Test.Marker-1.UNOFFICIAL',
    });
  });

  it('hands out a clean file, and records the clean verdict', async () => {
    const content = pdfBytes(30_000);
    const lead = await send(content);

    expect(lead.fileScan).toBe('clean');
    const download = await get(context.app, `/api/leads/${lead.documentId}/file`, manager());
    expect(download.status).toBe(200);
    expect(download.bytes.equals(content)).toBe(true);
    expect((await verdicts(lead.reference))[0].details).toEqual({ verdict: 'clean', signature: null });
    expect(await context.app.db.query(SCAN_JOBS).count()).toBe(0);
  });

  it('marks a password-protected document unscannable, with what clamd said', async () => {
    const lead = await send(pdfWithPassword());

    expect(lead.fileScan).toBe('unscannable');
    expect(fs.existsSync(path.join(context.uploadsDir, lead.attachmentKey))).toBe(true);
    expectNotClean(await get(context.app, `/api/leads/${lead.documentId}/file`, manager()), 'unscannable');
    expect((await verdicts(lead.reference))[0].details).toEqual({
      verdict: 'unscannable',
      signature: 'Heuristics.Encrypted.PDF',
    });
  });

  it('scans a quarantined attempt too, and keeps its infected file from its reviewer', async () => {
    const answer = await postLead(context.app, {
      contacts: [validContact({ email: 'low-score@example.co.il' })],
      token: freshToken('low'),
      file: { filename: 'file.pdf', content: pdfCarrying(EICAR) },
    });
    expect(answer.status).toBe(403);
    const attempt = (await quarantinedLeads(context.app)).find(
      (row: { contacts: { email: string }[] }) => row.contacts[0]?.email === 'low-score@example.co.il',
    ) as StoredLead;

    expect(attempt.fileScan).toBe('infected');
    expectNotClean(await get(context.app, `/api/leads/quarantine/${attempt.documentId}/file`, manager()), 'infected');
  });

  it('lists, filters, counts and exports each lead with its scan state', async () => {
    const infected = await send(pdfCarrying(EICAR), 'listed@example.co.il');
    const page = await get(context.app, '/api/leads/paginate?pageSize=100', manager());
    const listed = page.body.data.find((lead: { reference: string }) => lead.reference === infected.reference);
    expect(listed.fileScan).toBe('infected');

    const filtered = await get(context.app, '/api/leads/paginate?pageSize=100&fileScan=infected', manager());
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((lead: { fileScan: string }) => lead.fileScan === 'infected')).toBe(true);
    const refused = await get(context.app, '/api/leads/paginate?fileScan=dirty', manager());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ fileScan: 'INVALID_FORMAT' });

    const stats = await get(context.app, '/api/leads/stats', manager());
    expect(stats.body.data.byFileScan).toEqual({
      pending: 0,
      clean: expect.any(Number),
      infected: filtered.body.data.length,
      unscannable: expect.any(Number),
    });

    const csv = parseCsv(
      (await get(context.app, '/api/leads/export?format=csv', manager())).text.replace(/^\uFEFF/, ''),
    );
    const column = csv[0].indexOf('סריקת הקובץ');
    expect(column).toBeGreaterThan(0);
    expect(csv.find((row) => row[0] === infected.reference)?.[column]).toBe('נגוע');

    const subject = await get(context.app, '/api/leads/subject-export?email=listed@example.co.il', manager());
    expect(JSON.parse(subject.text).leads[0].file).toMatchObject({ name: 'file.pdf', fileScan: 'נגוע' });
  });

  it('removes a quarantined file with its lead when the person asks for erasure', async () => {
    const lead = await send(pdfCarrying(EICAR), 'erase-me@example.co.il');
    const quarantined = path.join(context.uploadsDir, 'quarantine', lead.attachmentKey);
    expect(fs.existsSync(quarantined)).toBe(true);

    const answer = await sendJson(context.app, 'POST', '/api/leads/erase', manager(), {
      email: 'erase-me@example.co.il',
    });
    expect(answer.status).toBe(200);
    expect(fs.existsSync(quarantined)).toBe(false);
  });

  it('queues, at the next start, a file received before scanning existed', async () => {
    const lead = await send(pdfBytes(5_000), 'older@example.co.il');
    const knex = context.app.db.connection;
    const table = context.app.db.metadata.get(LEAD_UID).tableName;
    await knex(table).where({ reference: lead.reference }).update({ file_scan: null });

    await context.cms.restart();
    await scansDone(context.app);

    expect((await findLead(context.app, lead.reference)).fileScan).toBe('clean');
    expect(await verdicts(lead.reference)).toHaveLength(2);
  });
});
