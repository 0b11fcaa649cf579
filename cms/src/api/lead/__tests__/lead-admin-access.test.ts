import fs from 'node:fs';
import path from 'node:path';
import { EICAR, pdfCarrying } from '../../../../../scripts/lib/clamd.cjs';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { AUDIT, createCallers, get, type Callers, type Role } from '../../../../tests/lead-admin';
import {
  eventually,
  expectFailure,
  findLead,
  postLead,
  send,
  sha256,
  useLeadCms,
} from '../../../../tests/lead-requests';

// Who may list, export and download leads, and what a download hands over.
describe('the lead admin routes: who may call them, and the attachment download', () => {
  const context = useLeadCms();
  let callers: Callers;
  let lead: { documentId: string; reference: string; attachmentKey: string; attachmentSha256: string };
  const file = pdfBytes(48_000);
  const hebrewName = 'הצעת חזון – כלכלה.pdf';

  let infected: { documentId: string } | undefined;
  /** One lead whose file carries EICAR (the run's clamd finds it). */
  const infectedLead = async () => {
    if (infected) return infected;
    const answer = await postLead(context.app, { file: { filename: 'file.pdf', content: pdfCarrying(EICAR) } });
    infected = await findLead(context.app, answer.body.reference);
    return infected!;
  };

  beforeAll(async () => {
    callers = await createCallers(context.app);
    const answer = await postLead(context.app, {
      contacts: [validContact()],
      file: { filename: hebrewName, content: file },
    });
    expect(answer.status).toBe(201);
    lead = await findLead(context.app, answer.body.reference);
  });

  const routes = () => [
    `/api/leads/paginate`,
    `/api/leads/export?format=csv`,
    `/api/leads/export?format=xlsx`,
    `/api/leads/${lead.documentId}/file`,
    `/api/leads/stats`,
    `/api/leads/reviewers`,
    `/api/leads/${lead.documentId}/review`,
    `/api/leads/${lead.documentId}/notes`,
  ];

  const expected: [Role, number, string | null][] = [
    ['anonymous', 401, 'UNAUTHORIZED'],
    ['editor', 403, 'FORBIDDEN'],
    ['leads-manager', 200, null],
    ['super-admin', 200, null],
  ];

  it.each(expected)('answers %s with %i on each route', async (role, status, code) => {
    for (const route of routes()) {
      const answer = await get(context.app, route, callers.tokens[role]);
      if (code) expectFailure(answer, status, code);
      else expect({ route, status: answer.status }).toEqual({ route, status });
    }
  });

  // Who may ask for a file decides first; what its malware scan found decides next.
  it.each([
    ['anonymous', 401, 'UNAUTHORIZED'],
    ['editor', 403, 'FORBIDDEN'],
    ['leads-manager', 409, 'FILE_NOT_CLEAN'],
    ['super-admin', 409, 'FILE_NOT_CLEAN'],
  ] as [Role, number, string][])(
    'answers %s with %i for an infected file, and lists it by its state',
    async (role, status, code) => {
      const infected = await infectedLead();
      const download = await get(context.app, `/api/leads/${infected.documentId}/file`, callers.tokens[role]);
      expect({ status: download.status, code: download.body.error.code }).toEqual({ status, code });
      expect(download.body.fileScan).toBe(status === 409 ? 'infected' : undefined);
      const listed = await get(context.app, '/api/leads/paginate?fileScan=infected', callers.tokens[role]);
      expect(listed.status).toBe(status === 409 ? 200 : status);
    },
  );

  it('refuses a token that is not a valid admin JWT', async () => {
    for (const route of routes()) expectFailure(await get(context.app, route, 'not-a-real-token'), 401, 'UNAUTHORIZED');
  });

  it('hands a Leads manager the exact bytes of the attachment with safe download headers', async () => {
    const answer = await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['leads-manager']);

    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(file)).toBe(true);
    expect(sha256(answer.bytes)).toBe(lead.attachmentSha256);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(file.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': 'sandbox',
    });
    const disposition = String(answer.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toBe(hebrewName);
  });

  it('records who downloaded which lead’s attachment in the audit trail', async () => {
    const before = await context.app.db.query(AUDIT).count({ where: { action: 'attachment-download' } });

    await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['super-admin']);

    const entries = await context.app.db.query(AUDIT).findMany({
      where: { action: 'attachment-download' },
      orderBy: { id: 'desc' },
    });
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ actor: callers.emails['super-admin'], leadReference: lead.reference });
  });

  it('records nothing for a refused download', async () => {
    const downloads = () => context.app.db.query(AUDIT).count({ where: { action: 'attachment-download' } });
    const before = await downloads();

    await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens.editor);
    await get(context.app, `/api/leads/${lead.documentId}/file`);

    expect(await downloads()).toBe(before);
  });

  it.each([
    ['an unknown id', 'a1b2c3d4e5f6g7h8i9j0k1l2'],
    ['a malformed id', 'not-an-id!'],
    ['a path in the id', '..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 NOT_FOUND for %s', async (_kind, id) => {
    expectFailure(await get(context.app, `/api/leads/${id}/file`, callers.tokens['super-admin']), 404, 'NOT_FOUND');
  });

  it('answers 404 (and keeps running) when the file is missing on disk', async () => {
    const answer = await postLead(context.app);
    const missing = await findLead(context.app, answer.body.reference);
    fs.rmSync(path.join(context.uploadsDir, missing.attachmentKey));

    const download = await get(context.app, `/api/leads/${missing.documentId}/file`, callers.tokens['super-admin']);

    expectFailure(download, 404, 'NOT_FOUND');
    const again = await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['super-admin']);
    expect(again.status).toBe(200);
  });

  it('offers no public route to read or write the audit trail', async () => {
    const token = callers.tokens['super-admin'];
    for (const route of ['/api/audit-entries', '/api/audit-entry']) {
      expect((await get(context.app, route, token)).status).toBe(404);
      expect((await get(context.app, route)).status).toBe(404);
    }
    const before = await context.app.db.query(AUDIT).count();
    const posted = await send(context.app, {
      path: '/api/audit-entries',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: Buffer.from(JSON.stringify({ data: { action: 'leads-export', actor: 'forged' } })),
    });
    expect([404, 405]).toContain(posted.status);
    await eventually(async () => expect(await context.app.db.query(AUDIT).count()).toBe(before));
  });
});
