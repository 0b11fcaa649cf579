// The orphan sweep of private attachments, on both stores (a local folder, S3 through s3rver):
// files without a row go at start and periodically (Strapi's cron) once older than the longest a
// request may take (REQUEST_TIMEOUT_SECONDS plus ORPHAN_SWEEP_MARGIN_SECONDS); a file with a row,
// a young file and the file of an upload still in flight stay; on PostgreSQL a sweep holding the
// lock keeps another instance's sweep out.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import knex from 'knex';
import { pdfBytes } from '../../../tests/lead-fixtures';
import {
  eventually,
  findLead,
  leadParts,
  multipartBody,
  postLead,
  serverAddress,
  sha256,
  useLeadCms,
  type LeadCms,
} from '../../../tests/lead-requests';
import { startFakeS3, type FakeS3 } from '../../../tests/s3';
import { appConfig } from '../../lib/config/app-config';
import { SWEEP_LOCK, sweepOrphanAttachments } from '../private-attachments';

/**
 * Cut-off 10 s + margin 1 s: a file without a row goes once it is 11 s old. The slow upload below
 * takes 4 s; with a 5 s request timeout a busy machine answered it 408 before it ended.
 */
const TIMING = { REQUEST_TIMEOUT_SECONDS: '10', ORPHAN_SWEEP_MARGIN_SECONDS: '1' };
/** About every second (a cron of seconds). */
const EVERY_SECOND = '0.02';

type Files = {
  /** Stores `content` under a fresh key, as a crash would leave it; answers the key. */
  put: (content: Buffer) => Promise<string>;
  exists: (key: string) => Promise<boolean>;
  read: (key: string) => Promise<Buffer>;
  age: (key: string, seconds: number) => void;
};

const newKey = () => randomBytes(16).toString('hex');

const localFiles = (context: LeadCms): Files => ({
  put: async (content) => {
    const key = newKey();
    fs.mkdirSync(context.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(context.uploadsDir, key), content);
    return key;
  },
  exists: async (key) => fs.existsSync(path.join(context.uploadsDir, key)),
  read: async (key) => fs.readFileSync(path.join(context.uploadsDir, key)),
  age: (key, seconds) => {
    const then = new Date(Date.now() - seconds * 1000);
    fs.utimesSync(path.join(context.uploadsDir, key), then, then);
  },
});

const s3Files = (s3: FakeS3): Files => ({
  put: async (content) => {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const key = newKey();
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: content }));
    return key;
  },
  exists: (key) => s3.exists(key),
  read: (key) => s3.read(key),
  age: (key, seconds) => s3.age(key, seconds),
});

/** Posts a lead whose body trickles in over about `seconds`; answers the status and reference. */
const slowLead = async (context: LeadCms, file: Buffer, seconds: number) => {
  const boundary = `----Slow${randomBytes(8).toString('hex')}`;
  const body = multipartBody(leadParts({ file: { filename: 'slow.pdf', content: file } }), boundary);
  const { port } = await serverAddress(context.app);
  const pieces = 40;
  const piece = Math.ceil(body.length / pieces);
  return new Promise<{ status: number; reference?: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/leads/create',
        agent: false,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            reference: JSON.parse(Buffer.concat(chunks).toString()).reference,
          }),
        );
      },
    );
    request.on('error', reject);
    let sent = 0;
    const next = () => {
      if (sent >= body.length) return void request.end();
      request.write(body.subarray(sent, sent + piece));
      sent += piece;
      setTimeout(next, (seconds * 1000) / pieces);
    };
    next();
  });
};

describe.each([['a local folder'], ['S3 (s3rver)']])('the orphan sweep with attachments in %s', (backend) => {
  const onS3 = backend.startsWith('S3');
  let s3: FakeS3;
  // No periodic sweep in the first start: only the start sweep of the second may take the orphans.
  const env: Record<string, string> = { ...TIMING, ORPHAN_SWEEP_MINUTES: '0' };
  let files: Files;
  let oldAtStart: string;
  let youngAtStart: string;

  // Orphans left before the CMS starts: one from long ago, one from a request that may still run.
  beforeAll(async () => {
    if (onS3) {
      s3 = await startFakeS3();
      Object.assign(env, s3.env());
    }
  });
  const context = useLeadCms(env);
  beforeAll(async () => {
    files = onS3 ? s3Files(s3) : localFiles(context);
    // Placed after the first start, then the CMS starts again on the same database and storage.
    oldAtStart = await files.put(pdfBytes(2000));
    youngAtStart = await files.put(pdfBytes(2000));
    files.age(oldAtStart, 3600);
    // "Just written" however long the restart takes on a busy machine (it can exceed the 11 s).
    files.age(youngAtStart, -60);
    env.ORPHAN_SWEEP_MINUTES = EVERY_SECOND;
    await context.cms.restart();
  });
  afterAll(() => s3?.close());

  it('removes at start a file without a row older than the longest request, not a younger one', async () => {
    expect(await files.exists(oldAtStart)).toBe(false);
    expect(await files.exists(youngAtStart)).toBe(true);
  });

  it('removes old files without a row every few seconds while running, keeps those with a row, and logs the count', async () => {
    const warn = jest.spyOn(context.app.log, 'warn');
    const answer = await postLead(context.app);
    const lead = await findLead(context.app, answer.body.reference);
    files.age(lead.attachmentKey, 3600);
    const orphans = [await files.put(pdfBytes(1000)), await files.put(pdfBytes(1000))];
    for (const key of orphans) files.age(key, 3600);
    const young = await files.put(pdfBytes(1000));

    await eventually(async () => {
      for (const key of orphans) expect(await files.exists(key)).toBe(false);
    }, 5000);
    expect(await files.exists(lead.attachmentKey)).toBe(true);
    expect(await files.exists(young)).toBe(true);
    // Logged once the sweep has finished (on PostgreSQL, after its lock is released).
    await eventually(() =>
      expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(
        /periodic sweep: removed \d+ of \d+ file\(s\) older than 11 s without a row/,
      ),
    );
    warn.mockRestore();
  });

  it('never removes the file of an upload still in flight, while sweeps run and remove other orphans', async () => {
    const file = pdfBytes(1_500_000);
    const upload = slowLead(context, file, 4);
    // During the upload, an old orphan appears: the sweeps running meanwhile must take it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const orphan = await files.put(pdfBytes(1000));
    files.age(orphan, 3600);
    const { status, reference } = await upload;
    expect(status).toBe(201);
    expect(await files.exists(orphan)).toBe(false);
    const lead = await findLead(context.app, reference!);
    expect(sha256(await files.read(lead.attachmentKey))).toBe(sha256(file));
    // And it stays once the sweeps have seen it old, as its row points at it.
    files.age(lead.attachmentKey, 3600);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await files.exists(lead.attachmentKey)).toBe(true);
  });

  const onPostgres = process.env.TEST_POSTGRES_URL ? it : it.skip;
  onPostgres('on PostgreSQL, skips while another instance holds the sweep lock', async () => {
    const { connection } = appConfig(context.app, 'database');
    if (connection.client !== 'postgres') throw new Error('runs on PostgreSQL only');
    const other = knex({
      client: 'pg',
      connection: connection.connection,
      pool: { min: 1, max: 1 },
    });
    try {
      await other.raw('select pg_advisory_lock(?)', [SWEEP_LOCK]);
      const orphan = await files.put(pdfBytes(1000));
      files.age(orphan, 3600);
      expect(await sweepOrphanAttachments(context.app, 'periodic')).toBeNull();
      expect(await files.exists(orphan)).toBe(true);
      await other.raw('select pg_advisory_unlock(?)', [SWEEP_LOCK]);
      await eventually(async () => expect(await files.exists(orphan)).toBe(false), 5000);
    } finally {
      await other.destroy();
    }
  });
});
