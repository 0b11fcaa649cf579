// The privacy routes: POST /api/leads/erase and GET /api/leads/subject-export. One person per
// request: an e-mail address (matched in any letter case) or one reference, never both.

import { z } from 'zod';
import { REFERENCE_PATTERN } from '../lead-schema';
import { ADMIN_ERRORS, declareRoute, key, success, type Refusal } from './core';
import { emailInput } from './inputs';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Which of the two was sent decides the subject; neither or both is refused with both named. */
const oneSubject = (body: Record<string, unknown>): Refusal | null => {
  const hasEmail = given(body.email);
  if (hasEmail !== given(body.reference)) return null;
  return {
    message: 'Send an e-mail address or a reference, one of them.',
    fields: { email: hasEmail ? 'INVALID_FORMAT' : 'REQUIRED', reference: hasEmail ? 'INVALID_FORMAT' : 'REQUIRED' },
  };
};

/** The body of POST /api/leads/erase. An empty or null email or reference is not sent. */
export const LeadEraseBody = z
  .strictObject({
    email: emailInput.optional(),
    reference: z
      .string({ error: key('INVALID_FORMAT') })
      .refine((value) => REFERENCE_PATTERN.test(value.trim().toUpperCase()), key('INVALID_FORMAT'))
      .transform((value) => value.trim().toUpperCase())
      .optional(),
    dryRun: z
      .boolean({ error: key('INVALID_FORMAT') })
      .optional()
      .meta({ description: 'Only count.' }),
  })
  .meta({ oneOf: [{ required: ['email'] }, { required: ['reference'] }] })
  .check((context) => {
    const refusal = oneSubject(context.value);
    if (refusal)
      context.issues.push({ code: 'custom', input: context.value, message: refusal.message, params: refusal });
  });

/** `?email=…`: the address whose data is asked for. */
export const SubjectExportQuery = z.strictObject({
  email: emailInput.meta({ description: "The person's address, in any case." }),
});

export const LeadEraseCounts = z
  .object({ dryRun: z.boolean(), leads: z.int(), quarantinedLeads: z.int(), files: z.int() })
  .catchall(z.union([z.int(), z.boolean(), z.string()]));
export const LeadEraseAnswer = success({ data: LeadEraseCounts });

export const leadEraseRoute = declareRoute({
  method: 'post',
  path: '/api/leads/erase',
  summary:
    'Erases every lead and quarantined attempt of an address or a reference, with every copy of their data (lead admins; audited as counts)',
  tags: ['privacy'],
  security: 'admin',
  body: LeadEraseBody,
  answers: {
    200: {
      description: 'What was (or, in a dry run, would be) erased, by kind; zeros when nothing matched.',
      json: LeadEraseAnswer,
    },
  },
  errors: [400, ...ADMIN_ERRORS],
});

export const subjectExportRoute = declareRoute({
  method: 'get',
  path: '/api/leads/subject-export',
  summary: 'What is stored about one address, as a JSON file (subject access; lead admins; audited)',
  tags: ['privacy'],
  security: 'admin',
  query: SubjectExportQuery,
  answers: {
    200: {
      description: 'The JSON file.',
      headers: { 'Content-Disposition': { description: 'attachment; filename=…', schema: z.string() } },
      json: z.record(z.string(), z.unknown()),
    },
  },
  errors: [400, ...ADMIN_ERRORS],
});

export type LeadEraseBody = z.input<typeof LeadEraseBody>;
export type LeadEraseRequest = z.output<typeof LeadEraseBody>;
export type LeadEraseAnswer = z.infer<typeof LeadEraseAnswer>;
export type SubjectExportQuery = z.input<typeof SubjectExportQuery>;
