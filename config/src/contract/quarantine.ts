// Low-score attempts held back by the bot check: their files and their acceptance as leads
// (lead admins).

import { z } from 'zod';
import { ADMIN_ERRORS, declareRoute, success } from './core';
import { documentIdParam } from './inputs';
import { FILE_DOWNLOAD, FILE_NOT_CLEAN } from './leads';

export const QuarantineAcceptAnswer = success({ data: z.object({ id: z.string(), reference: z.string() }) });

export const quarantineFileRoute = declareRoute({
  method: 'get',
  path: '/api/leads/quarantine/{id}/file',
  summary: "A quarantined attempt's attachment (lead admins; audited)",
  tags: ['quarantine'],
  security: 'admin',
  params: z.object({ id: documentIdParam }),
  answers: { 200: FILE_DOWNLOAD, 409: FILE_NOT_CLEAN },
  errors: [404, ...ADMIN_ERRORS],
});

export const quarantineAcceptRoute = declareRoute({
  method: 'post',
  path: '/api/leads/quarantine/{documentId}/accept',
  summary: 'Moves a quarantined attempt into the leads (lead admins; audited)',
  tags: ['quarantine'],
  security: 'admin',
  params: z.object({ documentId: documentIdParam }),
  answers: { 200: { description: 'The new lead.', json: QuarantineAcceptAnswer } },
  errors: [404, 409, ...ADMIN_ERRORS],
});

export type QuarantineAcceptAnswer = z.infer<typeof QuarantineAcceptAnswer>;
