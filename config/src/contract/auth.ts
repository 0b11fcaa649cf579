// Signing in on the /api with a panel account (POST /api/auth/session-in, /session-out) and who
// is signed in (GET /api/auth/admin).

import { z } from 'zod';
import { ADMIN_ERRORS, declareRoute, key, success } from './core';
import { emailInput } from './inputs';
import { Admin } from './people';

/** Long enough for any real password; stops a megabyte "password" from reaching bcrypt. */
const PASSWORD_MAX_LENGTH = 1024;

export const SignInBody = z.object({
  email: emailInput,
  password: z
    .string({ error: key('REQUIRED') })
    .min(1, key('REQUIRED'))
    .max(PASSWORD_MAX_LENGTH, key('MAX_LENGTH')),
});

export const SignInAnswer = success({ data: Admin });
export const SignOutAnswer = success();
export const SignedInAdminAnswer = success({ data: Admin });

export const sessionInRoute = declareRoute({
  method: 'post',
  path: '/api/auth/session-in',
  summary: 'Sign in with a panel account: sets vision_session and vision_csrf',
  tags: ['sign-in'],
  body: SignInBody,
  answers: { 200: { description: 'Signed in; Set-Cookie carries both cookies.', json: SignInAnswer } },
  errors: [400, 401, 429, 503],
});

export const sessionOutRoute = declareRoute({
  method: 'post',
  path: '/api/auth/session-out',
  summary: 'Ends the session and clears both cookies',
  tags: ['sign-in'],
  security: 'admin',
  answers: { 200: { description: 'Signed out.', json: SignOutAnswer } },
  errors: [...ADMIN_ERRORS],
});

export const signedInAdminRoute = declareRoute({
  method: 'get',
  path: '/api/auth/admin',
  summary: 'The signed-in admin',
  tags: ['sign-in'],
  security: 'admin',
  answers: { 200: { description: 'The admin.', json: SignedInAdminAnswer } },
  errors: [...ADMIN_ERRORS],
});

export type SignInBody = z.input<typeof SignInBody>;
export type SignInAnswer = z.infer<typeof SignInAnswer>;
export type SignOutAnswer = z.infer<typeof SignOutAnswer>;
export type SignedInAdminAnswer = z.infer<typeof SignedInAdminAnswer>;
