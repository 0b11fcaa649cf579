// A real start reads the environment through config/*.ts and applies the check before the
// database is touched: production refuses with one message, development warns once.
import { winston } from '@strapi/logger';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { createTestDatabase, startCms, stopCms, type TestDatabase } from '../../../tests/harness';

const COMPLETE = {
  NODE_ENV: 'production',
  RECAPTCHA_SECRET: 'a-secret',
  RECAPTCHA_SITE_KEY: 'a-site-key',
  PUBLIC_URL: 'https://vision.example.org.il',
  SITE_URL: 'https://vision.example.org.il',
};
const CHECKED = [
  'NODE_ENV',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_DISABLED',
  'PUBLIC_URL',
  'SITE_URL',
  'SMTP_HOST',
  'EMAIL_FROM',
  'CLAMAV_HOST',
  'CLAMAV_PORT',
  'FILE_SCAN_DISABLED',
];

describe('a start checks its configuration', () => {
  let database: TestDatabase;
  let app: Core.Strapi | undefined;
  const saved = Object.fromEntries(CHECKED.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await stopCms(app).catch(() => undefined);
    app = undefined;
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Starts with `env` (a variable given as undefined is removed); answers the failure, if any. */
  const start = async (env: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
    const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    try {
      app = await startCms(database, defined);
      return null;
    } catch (error) {
      return error as Error;
    }
  };

  it('refuses production with half the reCAPTCHA pair, naming the missing variable', async () => {
    const failure = await start({ ...COMPLETE, RECAPTCHA_SITE_KEY: undefined });
    expect(failure?.message).toBe(
      'The CMS refuses to start in production: RECAPTCHA_SITE_KEY is not set while RECAPTCHA_SECRET is: the site would send a development token the CMS refuses, so no visitor could submit. See .env.example.',
    );
  });

  it('refuses production without the public address and the site origins, naming both', async () => {
    const failure = await start({ ...COMPLETE, PUBLIC_URL: undefined, SITE_URL: undefined });
    expect(failure?.message).toMatch(
      /^The CMS refuses to start in production: PUBLIC_URL is not set.*; SITE_URL is not set/,
    );
  });

  it('refuses production with no bot check unless RECAPTCHA_DISABLED=true, then starts', async () => {
    const keyless = { ...COMPLETE, RECAPTCHA_SECRET: undefined, RECAPTCHA_SITE_KEY: undefined };
    expect((await start(keyless))?.message).toMatch(/RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are not set/);
    await stopCms(app).catch(() => undefined);
    expect(await start({ ...keyless, RECAPTCHA_DISABLED: 'true' })).toBeNull();
    const answer = await request(app!.server.httpServer).get('/api/settings/get');
    expect(answer.status).toBe(200);
    expect(answer.body.data.recaptchaSiteKey).toBeNull();
  });

  it('refuses production with e-mail on (SMTP_HOST) and no EMAIL_FROM, naming it', async () => {
    const failure = await start({ ...COMPLETE, SMTP_HOST: '127.0.0.1', EMAIL_FROM: undefined });
    expect(failure?.message).toMatch(
      /^The CMS refuses to start in production: EMAIL_FROM is not set while SMTP_HOST is: give the address the e-mails come from\. See \.env\.example\.$/,
    );
  });

  it('refuses production without a malware scanner unless FILE_SCAN_DISABLED=true, then starts', async () => {
    const unscanned = { ...COMPLETE, CLAMAV_HOST: undefined, CLAMAV_PORT: undefined };
    expect((await start(unscanned))?.message).toMatch(
      /^The CMS refuses to start in production: CLAMAV_HOST \(with CLAMAV_PORT\) or CLAMAV_SOCKET is not set/,
    );
    await stopCms(app).catch(() => undefined);
    expect(await start({ ...unscanned, FILE_SCAN_DISABLED: 'true' })).toBeNull();
    expect((await request(app!.server.httpServer).get('/api/ready')).body.checks.clamav).toBeUndefined();
  });

  it('starts a complete production configuration', async () => {
    expect(await start(COMPLETE)).toBeNull();
    expect((await request(app!.server.httpServer).get('/api/settings/get')).status).toBe(200);
  });

  it('warns once in development, not per request', async () => {
    // What the CMS logs, read where it leaves: the stdout stream transport config/logger.ts sets up.
    const lines: string[] = [];
    const log = jest.spyOn(winston.transports.Stream.prototype, 'log').mockImplementation((...args: unknown[]) => {
      const [info, next] = args as [{ message?: unknown }, (() => void) | undefined];
      lines.push(String(info.message));
      next?.();
    });
    try {
      expect(
        // At the level a developer runs with, whatever this test run's LOG_LEVEL is (npm test sets error).
        await start({
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          RECAPTCHA_SECRET: 'a-secret',
          RECAPTCHA_SITE_KEY: undefined,
        }),
      ).toBeNull();
      for (let i = 0; i < 3; i += 1) await request(app!.server.httpServer).get('/api/settings/get');
    } finally {
      log.mockRestore();
    }
    const warnings = lines.filter((line) => line.includes('Configuration:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('RECAPTCHA_SITE_KEY is not set while RECAPTCHA_SECRET is');
  });
});
