// Test helper: a cookie sign-in as the site's admin pages do it, and requests that carry it.
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { PASSWORD } from '../../../../tests/admin-users';

export type CookieSession = { cookies: string[]; csrf: string; setCookie: string[] };

/** The Set-Cookie headers of an answer, as an array. */
export const setCookiesOf = (response: request.Response): string[] => {
  const header = response.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? header : header ? [String(header)] : [];
};

export const cookieValue = (setCookie: string[], name: string) =>
  setCookie
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]
    .slice(name.length + 1);

export const signIn = async (app: Core.Strapi, email: string, password = PASSWORD): Promise<CookieSession> => {
  const response = await request(app.server.httpServer).post('/api/auth/session-in').send({ email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  const setCookie = setCookiesOf(response);
  const session = cookieValue(setCookie, 'vision_session');
  const csrf = cookieValue(setCookie, 'vision_csrf');
  if (!session || !csrf) throw new Error(`sign-in set no cookies: ${setCookie.join(' | ')}`);
  return { cookies: [`vision_session=${session}`, `vision_csrf=${csrf}`], csrf, setCookie };
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request signed in by cookie; changes carry X-CSRF-Token unless `csrf` says otherwise. */
export const withCookie = (
  app: Core.Strapi,
  session: CookieSession,
  method: Method,
  path: string,
  csrf?: string | null,
) => {
  const call = request(app.server.httpServer)[method](path).set('Cookie', session.cookies.join('; '));
  const header = csrf === undefined ? (method === 'get' ? null : session.csrf) : csrf;
  return header === null ? call : call.set('X-CSRF-Token', header);
};
