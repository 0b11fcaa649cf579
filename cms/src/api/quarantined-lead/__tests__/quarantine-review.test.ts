import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { freshToken } from '../../../../tests/fake-siteverify';
import { createCallers, type Callers, type Role } from '../../../../tests/lead-admin';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import {
  eventually,
  expectFailure,
  expectStorageConsistent,
  findLead,
  plainContacts,
  postLead,
  quarantinedLeads,
  send,
  sha256,
  useLeadCms,
} from '../../../../tests/lead-requests';
import { AUDIT_UID, LEAD_UID, QUARANTINE_UID } from '../../../lib/uids';

const CM = '/content-manager/collection-types';

type Attempt = { documentId: string; reference: string; attachmentKey: string; createdAt: string };

describe('the quarantine review', () => {
  const context = useLeadCms();
  let callers: Callers;
  const as = (who: Exclude<Role, 'anonymous'>) => ({ Authorization: `Bearer ${callers.tokens[who]}` });

  /** A low-score submission through the real intake: kept in quarantine with its file. */
  const quarantine = async (email: string, content = pdfBytes(4_321)) => {
    const answer = await postLead(context.app, {
      contacts: [validContact({ email }), validContact({ email: `second.${email}` })],
      token: freshToken('low'),
      file: { filename: 'file.pdf', content },
    });
    expect(answer.status).toBe(403);
    const attempt = (await quarantinedLeads(context.app)).find(
      (row: { contacts: { email: string }[] }) => row.contacts[0]?.email === email,
    ) as Attempt;
    expect(attempt).toBeDefined();
    return { attempt, content };
  };

  const accept = (documentId: string, headers: Record<string, string> = {}) =>
    send(context.app, { method: 'POST', path: `/api/leads/quarantine/${documentId}/accept`, headers });

  beforeAll(async () => {
    callers = await createCallers(context.app);
  });

  it('moves an accepted attempt into the leads with its contacts, time and the same file', async () => {
    const { attempt, content } = await quarantine('accept@example.co.il');

    const answer = await accept(attempt.documentId, as('leads-manager'));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { id: expect.any(String), reference: attempt.reference } });
    const lead = await findLead(context.app, attempt.reference);
    expect(lead).toMatchObject({
      documentId: answer.body.data.id,
      visionPresenters: 'ישראל ישראלי, שרה כהן',
      visionSubmissionArea: 'economy',
      attachmentName: 'file.pdf',
      attachmentSha256: sha256(content),
      attachmentKey: attempt.attachmentKey,
    });
    expect(new Date(lead.createdAt).getTime()).toBe(new Date(attempt.createdAt).getTime());
    expect(plainContacts(lead.contacts).map((contact) => contact.email)).toEqual([
      'accept@example.co.il',
      'second.accept@example.co.il',
    ]);
    expect(await context.app.db.query(QUARANTINE_UID).count({ where: { documentId: attempt.documentId } })).toBe(0);
    expect(fs.readFileSync(path.join(context.uploadsDir, attempt.attachmentKey)).equals(content)).toBe(true);

    const download = await request(context.app.server.httpServer)
      .get(`/api/leads/${lead.documentId}/file`)
      .set(as('leads-manager'))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(sha256(download.body as Buffer)).toBe(sha256(content));

    const audit = await context.app.db
      .query(AUDIT_UID)
      .findOne({ where: { action: 'quarantine-accept', leadReference: attempt.reference } });
    expect(audit).toMatchObject({ actor: callers.emails['leads-manager'] });
    await expectStorageConsistent(context);
  });

  it('links an accepted attempt to the earlier leads it repeats, on its original received day', async () => {
    const earlier = await postLead(context.app, { contacts: [validContact({ email: 'Repeat@Example.co.il' })] });
    expect(earlier.status).toBe(201);
    const { attempt } = await quarantine('repeat@example.co.il');
    // The visitor sent it late in the evening of a winter day, Jerusalem time.
    await context.app.db
      .query(QUARANTINE_UID)
      .update({ where: { documentId: attempt.documentId }, data: { createdAt: new Date('2024-12-31T21:30:00Z') } });

    const answer = await accept(attempt.documentId, as('leads-manager'));
    expect(answer.status).toBe(200);

    const review = await send(context.app, {
      method: 'GET',
      path: `/api/leads/${answer.body.data.id}/review`,
      headers: as('leads-manager'),
    });
    expect(review.body.data.duplicateOf).toEqual([{ id: expect.any(String), reference: earlier.body.reference }]);
    const lead = await context.app.db.query(LEAD_UID).findOne({ where: { reference: attempt.reference } });
    expect(lead).toMatchObject({ reviewStatus: 'new', receivedDay: '2024-12-31' });
  });

  it('answers 404 for an attempt already accepted or never there', async () => {
    const { attempt } = await quarantine('twice@example.co.il');
    expect((await accept(attempt.documentId, as('leads-manager'))).status).toBe(200);

    expectFailure(await accept(attempt.documentId, as('leads-manager')), 404, 'NOT_FOUND');
    expectFailure(await accept('nosuchdocumentid0000000000', as('leads-manager')), 404, 'NOT_FOUND');
    expect(await context.app.db.query(LEAD_UID).count({ where: { reference: attempt.reference } })).toBe(1);
  });

  it('refuses anonymous callers and Editors, and leaves the attempt where it was', async () => {
    const { attempt } = await quarantine('refused@example.co.il');

    expectFailure(await accept(attempt.documentId), 401, 'UNAUTHORIZED');
    expectFailure(await accept(attempt.documentId, as('editor')), 403, 'FORBIDDEN');

    expect(await context.app.db.query(QUARANTINE_UID).count({ where: { documentId: attempt.documentId } })).toBe(1);
    expect(await findLead(context.app, attempt.reference)).toBeNull();
  });

  it("lets a reviewer download an attempt's file before deciding, and records it", async () => {
    const { attempt, content } = await quarantine('look-first@example.co.il', pdfBytes(2_345));
    const filePath = `/api/leads/quarantine/${attempt.documentId}/file`;

    expectFailure(await send(context.app, { method: 'GET', path: filePath }), 401, 'UNAUTHORIZED');
    expectFailure(await send(context.app, { method: 'GET', path: filePath, headers: as('editor') }), 403, 'FORBIDDEN');
    const download = await send(context.app, { method: 'GET', path: filePath, headers: as('leads-manager') });

    expect(download.status).toBe(200);
    expect(sha256(download.bytes)).toBe(sha256(content));
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'x-content-type-options': 'nosniff',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="file\.pdf"/);
    const audit = await context.app.db
      .query(AUDIT_UID)
      .findOne({ where: { action: 'attachment-download', leadReference: attempt.reference } });
    expect(audit).toMatchObject({
      actor: callers.emails['leads-manager'],
      details: { quarantined: true, size: content.length },
    });
    // Still under review: downloading decides nothing, and a lead's route does not serve it.
    expect(await context.app.db.query(QUARANTINE_UID).count({ where: { documentId: attempt.documentId } })).toBe(1);
    const asLead = await send(context.app, {
      method: 'GET',
      path: `/api/leads/${attempt.documentId}/file`,
      headers: as('leads-manager'),
    });
    expectFailure(asLead, 404, 'NOT_FOUND');
  });

  it('removes the file of a discarded attempt', async () => {
    const { attempt } = await quarantine('discard@example.co.il');
    const file = path.join(context.uploadsDir, attempt.attachmentKey);
    expect(fs.existsSync(file)).toBe(true);

    const answer = await send(context.app, {
      method: 'DELETE',
      path: `${CM}/${QUARANTINE_UID}/${attempt.documentId}`,
      headers: as('leads-manager'),
    });

    expect(answer.status).toBe(200);
    await eventually(() => expect(fs.existsSync(file)).toBe(false));
    await expectStorageConsistent(context);
  });

  it('removes the file of a lead the server deletes, alone or in a transaction, and keeps the others', async () => {
    const sent = await Promise.all([1, 2, 3].map(() => postLead(context.app)));
    const leads = await Promise.all(sent.map((answer) => findLead(context.app, answer.body.reference)));
    const files = leads.map((lead: { attachmentKey: string }) => path.join(context.uploadsDir, lead.attachmentKey));
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    // The Content Manager deletes no lead, a super admin's request included: the file stays.
    const refused = await send(context.app, {
      method: 'DELETE',
      path: `${CM}/${LEAD_UID}/${leads[0].documentId}`,
      headers: as('super-admin'),
    });
    expect(refused.status).toBe(403);
    expect(fs.existsSync(files[0])).toBe(true);

    // Deletions by the server's own code (retention, erasure): one alone, one inside a transaction.
    await context.app.documents(LEAD_UID).delete({ documentId: leads[0].documentId });
    await context.app.db.transaction(() => context.app.documents(LEAD_UID).delete({ documentId: leads[1].documentId }));

    await eventually(() => {
      expect(fs.existsSync(files[0])).toBe(false);
      expect(fs.existsSync(files[1])).toBe(false);
    });
    expect(fs.existsSync(files[2])).toBe(true);
    await expectStorageConsistent(context);
  });

  it('keeps the file when the attempt goes but an accepted lead still points at it', async () => {
    const { attempt } = await quarantine('shared@example.co.il');
    // Two rows pointing at one file happen only for a moment inside an accept; made here by hand.
    const lead = await findLead(context.app, (await postLead(context.app)).body.reference);
    const ownFile = path.join(context.uploadsDir, lead.attachmentKey);
    await context.app.db
      .query(LEAD_UID)
      .update({ where: { id: lead.id }, data: { attachmentKey: attempt.attachmentKey } });
    fs.rmSync(ownFile);

    await context.app.documents(QUARANTINE_UID as never).delete({ documentId: attempt.documentId } as never);

    expect(fs.existsSync(path.join(context.uploadsDir, attempt.attachmentKey))).toBe(true);
    await expectStorageConsistent(context);
  });
});
