// Sending leads to a real CMS the way a browser does (multipart/form-data built byte by byte, so
// hostile names, duplicate parts and huge bodies go out exactly as written), and reading back what
// the CMS stored: lead rows, quarantined attempts and the files in private storage.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { VALIDATION_KEYS } from '@vision/config';
import { useCms } from './harness';
import { freshToken, startFakeSiteverify, TEST_RECAPTCHA_SECRET, type FakeSiteverify } from './fake-siteverify';
import type { Contact } from './lead-fixtures';
import { multipartBody, newBoundary, type Part } from '../../scripts/lib/multipart.cjs';
import { leadParts as sharedLeadParts, type LeadPartsRequest } from '../../scripts/lib/valid-lead.cjs';

export const LEADS = 'api::lead.lead';
export const QUARANTINED_LEADS = 'api::quarantined-lead.quarantined-lead';
export const CREATE_PATH = '/api/leads/create';
export const REFERENCE = /^VN-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
/** Characters that reorder how a name is displayed (the "invoice\u202Efdp.exe" trick). */
export const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// ---------------------------------------------------------------------------------------------
// Multipart bodies and the lead's parts: the scripts' own (scripts/lib/multipart.cjs and
// scripts/lib/valid-lead.cjs), shared with the benchmarks, the fault drills and the end-to-end run.

export { multipartBody, type FilePart, type Part, type TextPart } from '../../scripts/lib/multipart.cjs';

export type LeadRequest = LeadPartsRequest & {
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** The client's source address (any 127.x.y.z reaches the loopback server). */
  localAddress?: string;
};

/**
 * The parts of a lead in the order the site's form sends them; the bot-check token is a fresh
 * passing one unless the request gives one (`null`: none).
 */
export const leadParts = (request: LeadRequest = {}): Part[] =>
  sharedLeadParts({ ...request, token: request.token === undefined ? freshToken() : request.token });

// ---------------------------------------------------------------------------------------------
// Sending

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The body as received (a download's bytes). */
  bytes: Buffer;
  ms: number;
};

export const serverAddress = async (app: Core.Strapi) => {
  const server = app.server.httpServer;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address() as AddressInfo;
};

/**
 * Sends a request with node:http and reads the answer even when the server answers before the
 * body is fully sent (an oversized upload cut off early): write errors after the answer are ignored.
 */
export const send = async (
  app: Core.Strapi,
  {
    method = 'POST',
    path: requestPath = CREATE_PATH,
    headers = {},
    body,
    localAddress,
    chunked = false,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    localAddress?: string;
    /** Sends the body in 64 KB chunks without a Content-Length (Transfer-Encoding: chunked). */
    chunked?: boolean;
  },
): Promise<Answer> => {
  const { port } = await serverAddress(app);
  const started = Date.now();
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: requestPath,
        localAddress,
        agent: false,
        headers: { ...(body && !chunked ? { 'Content-Length': String(body.length) } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            body: parsed,
            bytes,
            ms: Date.now() - started,
          });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // An answer already on its way wins over a write cut short by the server. Generous: on a busy
      // machine the answer to a refused upload can take more than a few hundred milliseconds to parse.
      setTimeout(
        () => reject(Object.assign(new Error(`request failed: ${error.code ?? error.message}`), { code: error.code })),
        2000,
      );
    });
    if (!chunked || !body) {
      request.end(body);
      return;
    }
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length && !request.destroyed) {
        const chunk = body.subarray(offset, offset + 65_536);
        offset += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', writeMore);
          return;
        }
      }
      if (!request.destroyed) request.end();
    };
    writeMore();
  });
};

/** Posts a lead as multipart/form-data. */
export const postLead = (app: Core.Strapi, request: LeadRequest & { chunked?: boolean } = {}) => {
  const boundary = newBoundary();
  const headers: Record<string, string> = {
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    ...(request.idempotencyKey !== undefined ? { 'Idempotency-Key': request.idempotencyKey } : {}),
    ...request.headers,
  };
  return send(app, {
    headers,
    body: multipartBody(leadParts(request), boundary),
    localAddress: request.localAddress,
    chunked: request.chunked,
  });
};

// ---------------------------------------------------------------------------------------------
// A CMS with a fake siteverify and its own private uploads folder

export type LeadCms = {
  cms: ReturnType<typeof useCms>;
  fake: FakeSiteverify;
  /** A fresh temporary folder; the uploads folder sits three levels below it. */
  root: string;
  /** PRIVATE_UPLOADS_DIR of this CMS. */
  uploadsDir: string;
  readonly app: Core.Strapi;
};

/**
 * Starts the fake siteverify, then the CMS pointed at it, for one suite. Register before any
 * other hook that uses the CMS. `env` may be a getter, read when the CMS starts. The uploads folder is nested so that a path escaping it by a
 * few `..` still lands inside `root`, where the tests can see it.
 */
export const useLeadCms = (env: Record<string, string> | (() => Record<string, string>) = {}): LeadCms => {
  const context = {} as LeadCms;
  beforeAll(async () => {
    context.fake = await startFakeSiteverify();
    context.root = fs.mkdtempSync(path.join(os.tmpdir(), 'vision-leads-'));
    context.uploadsDir = path.join(context.root, 'private', 'storage', 'uploads');
    fs.mkdirSync(context.uploadsDir, { recursive: true });
  });
  context.cms = useCms(() => ({
    RECAPTCHA_SECRET: TEST_RECAPTCHA_SECRET,
    RECAPTCHA_SITE_KEY: 'test-site-key',
    RECAPTCHA_VERIFY_URL: context.fake.url,
    RECAPTCHA_MIN_SCORE: '0.5',
    RECAPTCHA_TIMEOUT_MS: '1000',
    PRIVATE_UPLOADS_DIR: context.uploadsDir,
    LEAD_RATE_LIMIT_MAX: '10000',
    LEAD_RATE_LIMIT_WINDOW_SECONDS: '60',
    ...(typeof env === 'function' ? env() : env),
  }));
  Object.defineProperty(context, 'app', { get: () => context.cms.app });
  afterAll(async () => {
    await context.fake?.stop();
    if (context.root) fs.rmSync(context.root, { recursive: true, force: true });
  });
  return context;
};

// ---------------------------------------------------------------------------------------------
// What the CMS stored

export type StoredContact = Contact & { id?: number };

export const SCAN_JOBS = 'api::scan-job.scan-job';

/**
 * Waits until every queued malware scan has its verdict (the run's clamd answers in milliseconds):
 * only a `clean` file downloads, and a test that downloads wants the verdict in.
 */
export const scansDone = async (app: Core.Strapi, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while ((await app.db.query(SCAN_JOBS).count()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The stored lead, once its file's scan is over (`scanned: false`: at once, whatever its scan). */
export const findLead = async (app: Core.Strapi, reference: string, { scanned = true } = {}) => {
  if (scanned) await scansDone(app);
  return app.db.query(LEADS).findOne({ where: { reference }, populate: ['contacts'] });
};

export const countLeads = (app: Core.Strapi) => app.db.query(LEADS).count();

export const hasQuarantine = (app: Core.Strapi) =>
  Boolean((app.contentTypes as unknown as Record<string, unknown>)[QUARANTINED_LEADS]);

/** The quarantined attempts (once their files' scans are over), with their components populated. */
export const quarantinedLeads = async (app: Core.Strapi) => {
  if (!hasQuarantine(app)) return [];
  await scansDone(app);
  const model = (app.contentTypes as unknown as Record<string, { attributes: Record<string, { type: string }> }>)[
    QUARANTINED_LEADS
  ];
  const populate = Object.entries(model.attributes)
    .filter(([, attribute]) => attribute.type === 'component')
    .map(([name]) => name);
  return app.db.query(QUARANTINED_LEADS).findMany({ populate });
};

/** The four contact fields of stored contacts, whether kept as components or as JSON. */
export const plainContacts = (stored: unknown): Contact[] => {
  const list = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return (list as StoredContact[]).map(({ fullName, role, phoneNumber, email }) => ({
    fullName: fullName ?? '',
    role: role ?? '',
    phoneNumber: phoneNumber ?? '',
    email,
  }));
};

/** Every file below `dir`, dot-folders included, as paths relative to `dir`. */
export const listFiles = (dir: string): string[] => {
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return files.sort();
};

/** The files the stored rows point at, relative to the suite's root folder. */
export const expectedFiles = async (context: LeadCms) => {
  const leads = await context.app.db.query(LEADS).findMany({ select: ['attachmentKey'] });
  const quarantined = await quarantinedLeads(context.app);
  const keys = [...leads, ...quarantined].map((row: { attachmentKey?: string }) => row.attachmentKey ?? '(no key)');
  return keys.map((key) => path.relative(context.root, path.join(context.uploadsDir, key))).sort();
};

/** Waits (briefly) until `check` passes: a cleanup may finish just after the answer leaves. */
export const eventually = async (check: () => Promise<void> | void, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

/**
 * Disk and database agree: every file below the suite's root belongs to a stored lead or
 * quarantined attempt, nothing is left in a temporary folder, and no file escaped the uploads dir.
 */
export const expectStorageConsistent = (context: LeadCms) =>
  eventually(async () => {
    expect(listFiles(context.root)).toEqual(await expectedFiles(context));
  });

// ---------------------------------------------------------------------------------------------
// The failure shape of the /api contract

const VALIDATION_KEY = new RegExp(`^(${VALIDATION_KEYS.join('|')})$`);

/** `{ success: false, error: { code, message, fields? } }` as JSON; no stack trace, no Strapi envelope. */
export const expectFailure = (answer: Answer, status: number, code: string, fields?: Record<string, unknown>) => {
  expect({ status: answer.status, code: answer.body?.error?.code }).toEqual({ status, code });
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.text).not.toMatch(/\n\s+at /);
  expect(Object.keys(answer.body).sort()).toEqual(['error', 'success']);
  expect(answer.body.success).toBe(false);
  expect(typeof answer.body.error.message).toBe('string');
  expect(answer.body.error.message.length).toBeGreaterThan(0);
  expect(Object.keys(answer.body.error).every((key) => ['code', 'message', 'fields'].includes(key))).toBe(true);
  if (answer.body.error.fields !== undefined) {
    for (const value of Object.values(answer.body.error.fields)) expect(value).toMatch(VALIDATION_KEY);
  }
  if (fields) expect(answer.body.error.fields).toEqual(fields);
};
