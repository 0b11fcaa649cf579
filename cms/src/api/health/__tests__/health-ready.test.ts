// GET /api/health and GET /api/ready, as a load balancer or compose's health check calls them.
import fs from 'node:fs';
import { listFiles, send, useLeadCms, type Answer } from '../../../../tests/lead-requests';

describe('health and readiness', () => {
  // A strict lead rate limit: these routes must not count against any.
  const context = useLeadCms({ LEAD_RATE_LIMIT_MAX: '1' });
  const get = (path: string) => send(context.app, { method: 'GET', path });

  const expectNeverCached = (answer: Answer) => {
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  };

  it('answers GET /api/health 200 { success: true, status: "ok" }, uncached', async () => {
    const answer = await get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, status: 'ok' });
    expectNeverCached(answer);
    expect((await send(context.app, { method: 'HEAD', path: '/api/health' })).status).toBe(200);
  });

  it('answers GET /api/ready 200 with each check when the database and storage work, clamd reported beside them', async () => {
    const answer = await get('/api/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      status: 'ready',
      checks: {
        database: { status: 'ok', ms: expect.any(Number) },
        storage: { status: 'ok', ms: expect.any(Number) },
        clamav: { status: 'ok', ms: expect.any(Number) },
      },
    });
    expectNeverCached(answer);
    // The storage probe leaves nothing behind.
    expect(listFiles(context.uploadsDir)).toEqual([]);
  });

  it('is never rate limited', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await get(i % 2 ? '/api/health' : '/api/ready')).status).toBe(200);
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE naming storage when the private folder cannot take a file, and 200 again once it can', async () => {
    // Root ignores file modes, so the folder is replaced by a regular file: nobody can write under it.
    fs.rmSync(context.uploadsDir, { recursive: true, force: true });
    fs.writeFileSync(context.uploadsDir, 'not a folder');
    try {
      const answer = await get('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        success: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Not ready: storage.' },
        checks: {
          database: { status: 'ok', ms: expect.any(Number) },
          storage: { status: 'failed', ms: expect.any(Number), reason: expect.stringMatching(/^E[A-Z]+$/) },
          clamav: { status: 'ok', ms: expect.any(Number) },
        },
      });
      expect(answer.text).not.toContain(context.root);
      expect(answer.headers['retry-after']).toBe('10');
      expectNeverCached(answer);
      // The process itself is fine.
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      fs.rmSync(context.uploadsDir, { force: true });
      fs.mkdirSync(context.uploadsDir, { recursive: true });
    }
    expect((await get('/api/ready')).status).toBe(200);
  });

  it('answers 503 naming the database when it is gone, while /api/health still answers', async () => {
    // Last: the connection does not come back on this instance.
    await context.app.db.connection.destroy();
    const answer = await get('/api/ready');
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Not ready: database.' });
    expect(answer.body.checks.database).toEqual({
      status: 'failed',
      ms: expect.any(Number),
      reason: expect.any(String),
    });
    expect(answer.body.checks.storage.status).toBe('ok');
    expect(answer.ms).toBeLessThan(10_000);
    expect(await get('/api/health')).toMatchObject({ status: 200, body: { success: true, status: 'ok' } });
  });
});
