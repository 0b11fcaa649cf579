// The outbox: a super admin puts a failed mail job back (POST /api/mail-jobs/{documentId}/retry).

import { z } from 'zod';
import { ADMIN_ERRORS, declareRoute, success } from './core';
import { documentIdParam } from './inputs';

export const MailJobRetryAnswer = success({ data: z.object({ id: z.string(), status: z.literal('pending') }) });

export const mailJobRetryRoute = declareRoute({
  method: 'post',
  path: '/api/mail-jobs/{documentId}/retry',
  summary: 'Puts a failed mail job back in the outbox (super admins)',
  tags: ['e-mail'],
  security: 'admin',
  params: z.object({ documentId: documentIdParam }),
  answers: { 200: { description: 'Queued again.', json: MailJobRetryAnswer } },
  errors: [404, ...ADMIN_ERRORS],
});

export type MailJobRetryAnswer = z.infer<typeof MailJobRetryAnswer>;
