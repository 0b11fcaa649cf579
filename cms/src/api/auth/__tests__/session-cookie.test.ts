// Cookie sign-in for the site's admin pages: POST /api/auth/session-in, session-out, and the
// anti-forgery check every cookie-signed-in change must pass.
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { createAdmin, PASSWORD } from '../../../../tests/admin-users';
import { cookieValue, setCookiesOf, signIn, withCookie } from './sessions';

const SESSION_UID = 'api::admin-session.admin-session';

describe('cookie sessions', () => {
  // Many sign-ins from one test address: the sign-in limit is tested on its own below.
  const cms = useCms({ AUTH_RATE_LIMIT_MAX: '1000' });
  const post = (path: string) => request(cms.app.server.httpServer).post(path);

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'editor@vision.test');
    await createAdmin(cms.app, 'strapi-super-admin', 'super@vision.test');
  });

  it('signs an admin in with httpOnly session and readable anti-forgery cookies', async () => {
    const response = await post('/api/auth/session-in')
      .send({ email: 'Editor@Vision.test', password: PASSWORD })
      .expect(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        email: 'editor@vision.test',
        firstname: 'בודק',
        lastname: 'strapi-editor',
        username: null,
        roles: [{ id: expect.any(Number), code: 'strapi-editor', name: 'עורך תוכן' }],
      },
    });
    const [session] = setCookiesOf(response).filter((line) => line.startsWith('vision_session='));
    const [csrf] = setCookiesOf(response).filter((line) => line.startsWith('vision_csrf='));
    expect(session).toMatch(/; path=\/api;/);
    expect(session).toMatch(/; samesite=strict/);
    expect(session).toMatch(/; httponly/);
    expect(csrf).toMatch(/; samesite=strict/);
    expect(csrf).not.toMatch(/httponly/);
    // Not Secure outside production, or a laptop on plain http could never sign in.
    expect(session).not.toMatch(/secure/);
  });

  it('keeps only a hash of the cookie in the database', async () => {
    const { setCookie } = await signIn(cms.app, 'editor@vision.test');
    const token = cookieValue(setCookie, 'vision_session')!;
    const rows = await cms.app.db.query(SESSION_UID).findMany({});
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const wrong = await post('/api/auth/session-in')
      .send({ email: 'editor@vision.test', password: 'Wrong-Passw0rd' })
      .expect(401);
    const unknown = await post('/api/auth/session-in')
      .send({ email: 'nobody@vision.test', password: PASSWORD })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
    expect(setCookiesOf(wrong)).toEqual([]);
  });

  it('answers a malformed sign-in with the fields to fix', async () => {
    const response = await post('/api/auth/session-in').send({ email: 'not-an-address', password: '' }).expect(400);
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'INVALID_EMAIL', password: 'REQUIRED' },
    });
  });

  it('refuses an account switched off in the panel, even with the right password', async () => {
    const user = await createAdmin(cms.app, 'strapi-editor', 'inactive@vision.test');
    await cms.app.db.query('admin::user').update({ where: { id: user.id }, data: { isActive: false } });
    const response = await post('/api/auth/session-in')
      .send({ email: 'inactive@vision.test', password: PASSWORD })
      .expect(401);
    expect(response.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a blocked account', async () => {
    const user = await createAdmin(cms.app, 'strapi-editor', 'blocked@vision.test');
    await cms.app.db.query('admin::user').update({ where: { id: user.id }, data: { blocked: true } });
    await post('/api/auth/session-in').send({ email: 'blocked@vision.test', password: PASSWORD }).expect(401);
  });

  it('ends a session the moment its account is switched off', async () => {
    const user = await createAdmin(cms.app, 'strapi-editor', 'leaving@vision.test');
    const session = await signIn(cms.app, 'leaving@vision.test');
    await withCookie(cms.app, session, 'get', '/api/auth/admin').expect(200);
    await cms.app.db.query('admin::user').update({ where: { id: user.id }, data: { isActive: false } });
    await withCookie(cms.app, session, 'get', '/api/auth/admin').expect(401);
  });

  it('requires the anti-forgery header on a cookie-signed-in change', async () => {
    const session = await signIn(cms.app, 'editor@vision.test');
    const missing = await withCookie(cms.app, session, 'post', '/api/auth/session-out', null).expect(403);
    expect(missing.body.error.code).toBe('CSRF_TOKEN_INVALID');
    const wrong = await withCookie(
      cms.app,
      session,
      'post',
      '/api/auth/session-out',
      `${session.csrf.slice(1)}x`,
    ).expect(403);
    expect(wrong.body.error.code).toBe('CSRF_TOKEN_INVALID');
    // Still signed in: the refused requests changed nothing.
    await withCookie(cms.app, session, 'get', '/api/auth/admin').expect(200);
  });

  it("does not accept another session's anti-forgery token", async () => {
    const mine = await signIn(cms.app, 'editor@vision.test');
    const theirs = await signIn(cms.app, 'super@vision.test');
    // An attacker who plants their own csrf cookie and header still does not match this session.
    const forged = { ...mine, cookies: [mine.cookies[0], `vision_csrf=${theirs.csrf}`], csrf: theirs.csrf };
    const response = await withCookie(cms.app, forged, 'post', '/api/auth/session-out').expect(403);
    expect(response.body.error.code).toBe('CSRF_TOKEN_INVALID');
  });

  it('signs out for real: the old cookie no longer works and both cookies are cleared', async () => {
    const session = await signIn(cms.app, 'editor@vision.test');
    const out = await withCookie(cms.app, session, 'post', '/api/auth/session-out').expect(200);
    expect(out.body).toEqual({ success: true });
    const cleared = setCookiesOf(out);
    expect(cleared.find((line) => line.startsWith('vision_session='))).toMatch(/expires=Thu, 01 Jan 1970/);
    expect(cleared.find((line) => line.startsWith('vision_csrf='))).toMatch(/expires=Thu, 01 Jan 1970/);
    const after = await withCookie(cms.app, session, 'get', '/api/auth/admin').expect(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an expired session and removes it', async () => {
    const session = await signIn(cms.app, 'editor@vision.test');
    const rows = cms.app.db.query(SESSION_UID);
    const newest = await rows.findOne({ orderBy: { id: 'desc' } });
    await rows.update({ where: { id: newest.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await withCookie(cms.app, session, 'get', '/api/auth/admin').expect(401);
    expect(await rows.findOne({ where: { id: newest.id } })).toBeNull();
  });

  it('does not take a made-up session cookie', async () => {
    const response = await request(cms.app.server.httpServer)
      .get('/api/auth/admin')
      .set('Cookie', 'vision_session=made-up; vision_csrf=made-up')
      .expect(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('sign-in rate limit', () => {
  const cms = useCms({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '900' });
  const attempt = (email: string, password: string) =>
    request(cms.app.server.httpServer).post('/api/auth/session-in').send({ email, password });

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'target@vision.test');
  });

  it('answers 429 RATE_LIMITED with Retry-After once an address tried too often, right password or not', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('target@vision.test', 'Wrong-Passw0rd').expect(401);
    const refused = await attempt('target@vision.test', PASSWORD).expect(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });
});
