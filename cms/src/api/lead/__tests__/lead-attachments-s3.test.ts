// Lead attachments in S3-compatible storage (ATTACHMENTS_S3_*), against a real s3rver on loopback:
// a lead's file is stored as one private object under the row's key, encrypted when configured,
// and downloaded through the admin route byte for byte; deleting a lead or a quarantined attempt
// removes its object; S3 down answers the visitor 503 within seconds, stores nothing, and the
// readiness check says so; S3 back takes leads again without a restart.

import { randomBytes } from 'node:crypto';
import { EICAR, pdfCarrying } from '../../../../../scripts/lib/clamd.cjs';
import { freshToken } from '../../../../tests/fake-siteverify';
import { createCallers, get, type Callers } from '../../../../tests/lead-admin';
import { pdfBytes, zipBytes } from '../../../../tests/lead-fixtures';
import {
  countLeads,
  expectFailure,
  findLead,
  postLead,
  send,
  sha256,
  useLeadCms,
  listFiles,
} from '../../../../tests/lead-requests';
import { startFakeS3, type FakeS3 } from '../../../../tests/s3';
import { LEAD_UID, QUARANTINE_UID } from '../../../lib/uids';

/** A Word document larger than the bytes kept for type detection: its type is read back from S3. */
const largeDocx = () =>
  zipBytes(
    [
      { name: 'word/media/image1.png', content: randomBytes(300_000) },
      {
        name: '[Content_Types].xml',
        content:
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
      { name: 'word/document.xml', content: '<w:document/>' },
    ],
    { deflate: false },
  );

describe('lead attachments in S3', () => {
  let s3: FakeS3;
  let callers: Callers;
  // Filled in once the S3 server has a port; the CMS reads it when it starts, just after.
  const s3Env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startFakeS3();
    Object.assign(s3Env, s3.env({ ATTACHMENTS_S3_SSE: 'AES256' }));
  });
  const context = useLeadCms(s3Env);
  beforeAll(async () => {
    callers = await createCallers(context.app);
  });
  afterAll(() => s3?.close());

  it('stores the file as one private, encrypted object under the row key and nothing on local disk', async () => {
    const file = pdfBytes(200_000);
    const answer = await postLead(context.app, { file: { filename: 'הצעה.pdf', content: file } });
    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference);
    expect(lead.attachmentKey).toMatch(/^[a-f0-9]{32}$/);
    expect(await s3.keys()).toContain(lead.attachmentKey);
    expect(sha256(await s3.read(lead.attachmentKey))).toBe(sha256(file));
    expect(lead.attachmentSha256).toBe(sha256(file));
    const write = s3.writes.find((seen) => seen.method === 'PUT' && seen.key === lead.attachmentKey);
    expect(write?.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(write?.headers['x-amz-acl']).toBeUndefined();
    expect(listFiles(context.uploadsDir)).toEqual([]);
  });

  it('moves an infected file under the quarantine prefix, encrypted, where no route reads it', async () => {
    const answer = await postLead(context.app, { file: { filename: 'file.pdf', content: pdfCarrying(EICAR) } });
    const lead = await findLead(context.app, answer.body.reference);

    expect(lead.fileScan).toBe('infected');
    const keys = await s3.keys();
    expect(keys).not.toContain(lead.attachmentKey);
    expect(keys).toContain(`quarantine/${lead.attachmentKey}`);
    const copy = s3.writes.find((seen) => seen.key === `quarantine/${lead.attachmentKey}`);
    expect(copy?.headers['x-amz-server-side-encryption']).toBe('AES256');
    const download = await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['leads-manager']);
    expect(download.status).toBe(409);
    expect(download.body.fileScan).toBe('infected');
  });

  it('downloads the file through the admin route byte for byte, and only there', async () => {
    const file = pdfBytes(1_500_000);
    const answer = await postLead(context.app, { file: { filename: 'big.pdf', content: file } });
    const lead = await findLead(context.app, answer.body.reference);
    const download = await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['leads-manager']);
    expect(download.status).toBe(200);
    expect(download.headers['content-length']).toBe(String(file.length));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(sha256(download.bytes)).toBe(sha256(file));
    expectFailure(await get(context.app, `/api/leads/${lead.documentId}/file`), 401, 'UNAUTHORIZED');
  });

  it('reads a large Word document back from S3 to tell its type, and refuses a renamed zip', async () => {
    const docx = largeDocx();
    const accepted = await postLead(context.app, { file: { filename: 'vision.docx', content: docx } });
    expect(accepted.status).toBe(201);
    const keysBefore = await s3.keys();
    const zip = zipBytes([{ name: 'data.bin', content: randomBytes(300_000) }], { deflate: false });
    const refused = await postLead(context.app, { file: { filename: 'vision.docx', content: zip } });
    expectFailure(refused, 415, 'INVALID_FORMAT');
    expect(await s3.keys()).toEqual(keysBefore);
  });

  it('removes the object when a lead or a quarantined attempt is deleted', async () => {
    const answer = await postLead(context.app);
    const lead = await findLead(context.app, answer.body.reference);
    expect(await s3.exists(lead.attachmentKey)).toBe(true);
    await context.app.documents(LEAD_UID).delete({ documentId: lead.documentId });
    expect(await s3.exists(lead.attachmentKey)).toBe(false);

    expectFailure(await postLead(context.app, { token: freshToken('low') }), 403, 'BOT_CHECK_FAILED');
    const [attempt] = await context.app.db
      .query(QUARANTINE_UID)
      .findMany({ orderBy: { id: 'desc' }, limit: 1, select: ['documentId', 'attachmentKey'] });
    expect(await s3.exists(attempt.attachmentKey)).toBe(true);
    await context.app.documents(QUARANTINE_UID).delete({ documentId: attempt.documentId });
    expect(await s3.exists(attempt.attachmentKey)).toBe(false);
  });

  it('answers 503 with Retry-After within seconds while S3 is down, stores nothing, and says so in /api/ready', async () => {
    const leadsBefore = await countLeads(context.app);
    const keysBefore = await s3.keys();
    const lead = await findLead(
      context.app,
      (await context.app.db.query(LEAD_UID).findOne({ where: { fileScan: 'clean' }, select: ['reference'] })).reference,
    );
    await s3.stop();
    try {
      for (const size of [2_000, 4 * 1024 * 1024]) {
        const answer = await postLead(context.app, { file: { filename: 'proposal.pdf', content: pdfBytes(size) } });
        expectFailure(answer, 503, 'SERVICE_UNAVAILABLE');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|s3:\/\//);
        expect(answer.ms).toBeLessThan(10_000);
      }
      const ready = await send(context.app, { method: 'GET', path: '/api/ready' });
      expect(ready.status).toBe(503);
      expect(ready.body.checks.storage).toMatchObject({ status: 'failed', reason: expect.any(String) });
      expect(ready.text).not.toMatch(/127\.0\.0\.1/);
      const download = await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['leads-manager']);
      expectFailure(download, 503, 'SERVICE_UNAVAILABLE');
    } finally {
      await s3.start();
    }
    expect(await countLeads(context.app)).toBe(leadsBefore);
    expect(await s3.keys()).toEqual(keysBefore);
    expect((await postLead(context.app)).status).toBe(201);
    expect((await send(context.app, { method: 'GET', path: '/api/ready' })).status).toBe(200);
  });
});
