// Sign-in as deployed: in production behind the site's proxy (IS_PROXIED), cookies are Secure
// and the attempt limit counts per visitor address and per e-mail address.
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { createAdmin, PASSWORD } from '../../../../tests/admin-users';
import { setCookiesOf } from './sessions';

describe('sign-in in production behind a proxy', () => {
  const cms = useCms({
    NODE_ENV: 'production',
    IS_PROXIED: 'true',
    RECAPTCHA_SECRET: 'not-used-here',
    RECAPTCHA_SITE_KEY: 'not-used-here',
    PUBLIC_URL: 'https://vision.example.org.il',
    SITE_URL: 'https://vision.example.org.il',
    AUTH_RATE_LIMIT_MAX: '3',
  });
  const attempt = (ip: string, email: string, password: string, proto = 'https') =>
    request(cms.app.server.httpServer)
      .post('/api/auth/session-in')
      .set('X-Forwarded-For', ip)
      .set('X-Forwarded-Proto', proto)
      .send({ email, password });

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'editor@vision.test');
    await createAdmin(cms.app, 'strapi-editor', 'target@vision.test');
  });

  it('marks both cookies Secure', async () => {
    const response = await attempt('198.51.100.1', 'editor@vision.test', PASSWORD).expect(200);
    const cookies = setCookiesOf(response);
    expect(cookies.filter((line) => /^vision_(session|csrf)=/.test(line))).toHaveLength(2);
    for (const line of cookies) expect(line).toMatch(/; secure/);
  });

  it('still marks them Secure when the proxy does not say the visitor used https', async () => {
    const response = await attempt('198.51.100.2', 'editor@vision.test', PASSWORD, 'http').expect(200);
    for (const line of setCookiesOf(response)) expect(line).toMatch(/; secure/);
  });

  it('does not hold up an account whose admin signs in often', async () => {
    for (const ip of ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14', '192.0.2.15']) {
      await attempt(ip, 'editor@vision.test', PASSWORD).expect(200);
    }
  });

  it('limits attempts on one e-mail address from many addresses', async () => {
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      await attempt(ip, 'target@vision.test', 'Wrong-Passw0rd').expect(401);
    }
    const refused = await attempt('203.0.113.4', 'TARGET@vision.test', PASSWORD).expect(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from that same address is not held up.
    await attempt('203.0.113.4', 'editor@vision.test', PASSWORD).expect(200);
  });
});
