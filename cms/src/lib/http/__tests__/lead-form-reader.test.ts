// The lead form reader on its own, where the CMS cannot easily be brought: a disk that fills up in
// the middle of a file (a symlink to /dev/full, whose every write fails with ENOSPC), and a form
// that breaks off in the middle of its file.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { localAttachmentStore } from '../../attachments/local-storage';
import type { AttachmentStore } from '../../attachments/storage';
import { ApiError } from '../api-error';
import { readLeadForm, type ReceivedForm } from '../lead-form-reader';
import { lingerBeforeClose } from '../lingering-close';
import { pdfBytes } from '../../../../tests/lead-fixtures';
import { leadParts, multipartBody } from '../../../../tests/lead-requests';

type Outcome = ReceivedForm | ApiError;

describe('the lead form reader', () => {
  let dir: string;
  let server: http.Server;
  let store: AttachmentStore;
  let outcome: Promise<Outcome>;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      outcome = readLeadForm(request, store, { timeoutMs: 60_000 }).then(
        (form) => form,
        (error: ApiError) => error,
      );
      void outcome.then((result) => {
        // As the lead controller does: without it, a client still sending reads a reset instead of
        // the answer, on some runs.
        if (result instanceof ApiError && result.headers.Connection === 'close') lingerBeforeClose(request, response);
        response.writeHead(result instanceof ApiError ? result.status : 200, { Connection: 'close' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-reader-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /**
   * Sends `body` 64 KB every 20 ms (reading it all would take seconds), then hangs up if `end` is
   * false; answers the status (0 when none came), how much was sent, and what the reader decided.
   */
  const upload = async (body: Buffer, boundary: string, end = true) => {
    const { port } = server.address() as AddressInfo;
    let sent = 0;
    let giveUp: NodeJS.Timeout | undefined;
    const status = await new Promise<number>((resolve, reject) => {
      giveUp = setTimeout(() => reject(new Error('no answer')), 30_000);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/',
          headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length + 1 },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', () => resolve(0));
      const sendMore = () => {
        if (request.destroyed) return;
        if (sent >= body.length) {
          if (end) request.end('\n');
          else request.destroy();
          return;
        }
        request.write(body.subarray(sent, sent + 65_536));
        sent += 65_536;
        setTimeout(sendMore, 20);
      };
      sendMore();
    }).finally(() => clearTimeout(giveUp));
    return { status, sent, result: await outcome };
  };

  const leadWithFile = (bytes: number) => {
    const boundary = `----Reader${randomBytes(8).toString('hex')}`;
    const content = pdfBytes(bytes);
    return { boundary, body: multipartBody(leadParts({ file: { filename: 'big.pdf', content } }), boundary) };
  };

  const describeWithFullDisk = fs.existsSync('/dev/full') ? describe : describe.skip;
  describeWithFullDisk('onto a disk that fills up', () => {
    beforeEach(() => {
      // Files go to `dir`, but each new key's name is a link to /dev/full: the open works, every write fails.
      store = {
        ...localAttachmentStore(dir),
        newKey() {
          const key = randomBytes(16).toString('hex');
          fs.symlinkSync('/dev/full', path.join(dir, key));
          return key;
        },
      };
    });

    it('answers a 4 MB upload 503 SERVICE_UNAVAILABLE with Retry-After before reading it all, and leaves nothing', async () => {
      const { body, boundary } = leadWithFile(4 * 1024 * 1024);
      const { status, sent, result } = await upload(body, boundary);
      const error = result as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect({ status, code: error.code, retryAfter: error.headers['Retry-After'] }).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        retryAfter: '30',
      });
      expect(error.message).not.toContain(dir);
      expect((error.cause as NodeJS.ErrnoException).code).toBe('ENOSPC');
      expect(sent).toBeLessThan(body.length);
      expect(fs.readdirSync(dir)).toEqual([]);
    });
  });

  describe('onto a working disk', () => {
    beforeEach(() => {
      store = localAttachmentStore(dir);
    });

    it('takes a whole form and keeps its file for the caller', async () => {
      const { body, boundary } = leadWithFile(300_000);
      const { result } = await upload(body, boundary);
      expect((result as ReceivedForm).file).toMatchObject({ size: expect.any(Number) });
      expect(fs.readdirSync(dir)).toHaveLength(1);
    });

    it('counts a form that breaks off in the middle of its file as the visitor’s, not the storage’s, and keeps nothing', async () => {
      const { body, boundary } = leadWithFile(1_000_000);
      const { result } = await upload(body.subarray(0, 600_000), boundary, false);
      expect(result).toBeInstanceOf(ApiError);
      expect((result as ApiError).status).toBe(400);
      expect(fs.readdirSync(dir)).toEqual([]);
    });
  });
});
