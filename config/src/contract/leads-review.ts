// A lead's review: its status and reviewer (GET and PUT /api/leads/{id}/review), its
// internal notes with their replies and mentions (GET and POST /api/leads/{id}/notes), and the
// colleagues a note may mention (GET /api/leads/{id}/mentionable).

import { z } from 'zod';
import { NOTE_MAX_LENGTH, NOTE_MENTIONS_MAX, REVIEW_STATUSES } from '../review';
import { ADMIN_ERRORS, dateTime, declareRoute, key, success, type Refusal } from './core';
import { documentIdParam } from './inputs';
import { Person } from './people';

export const LeadReference = z.object({ id: z.string(), reference: z.string() });

export const Review = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reviewer: Person.nullable(),
  version: dateTime,
  notesCount: z.int(),
  duplicateOf: z.array(LeadReference),
  duplicatedBy: z.array(LeadReference),
});

export const Note = z.object({
  id: z.int(),
  author: Person.nullable(),
  createdAt: dateTime,
  text: z.string(),
  /** The first note of the thread this one answers; null for a note that starts one. */
  replyTo: z.int().nullable(),
  /** The colleagues the note mentions, by their names when it was written. */
  mentions: z.array(Person),
});

/** A colleague a note may mention: a lead admin, or an evaluator assigned to the lead (`evaluator`). */
export const Mentionable = Person.extend({ evaluator: z.boolean() });

const MAX_ID = 2 ** 31 - 1;
const rowId = () =>
  z
    .int({ error: key('INVALID_FORMAT') })
    .min(1, key('INVALID_FORMAT'))
    .max(MAX_ID, key('INVALID_FORMAT'));
const BOTH_REQUIRED: Refusal = {
  message: 'Send a status, a reviewerId or both.',
  fields: { status: 'REQUIRED', reviewerId: 'REQUIRED' },
};

/** What PUT /api/leads/{id}/review changes: a status, a reviewer (null: nobody), or both. */
export const LeadReviewBody = z
  .strictObject({
    status: z
      .enum(REVIEW_STATUSES, {
        error: (issue) => (issue.input === null || issue.input === '' ? key('REQUIRED') : key('INVALID_FORMAT')),
      })
      .optional(),
    reviewerId: z
      .int({ error: key('INVALID_FORMAT') })
      .min(1, key('INVALID_FORMAT'))
      .max(MAX_ID, key('INVALID_FORMAT'))
      .nullable()
      .optional(),
  })
  .check((context) => {
    const body = context.value as Record<string, unknown>;
    if (!('status' in body) && !('reviewerId' in body)) {
      context.issues.push({ code: 'custom', input: body, message: BOTH_REQUIRED.message, params: BOTH_REQUIRED });
    }
  });

/** The X-Document-Version header: the `version` read; refused 409 VERSION_CONFLICT if the lead changed since. */
export const DocumentVersion = z.string().refine((text) => !Number.isNaN(Date.parse(text)));

/**
 * A new note: its text (trimmed, not empty, at most NOTE_MAX_LENGTH characters, no NUL); `replyTo`,
 * a note of the same lead it answers (a reply to a reply joins the thread's first note); `mentions`,
 * the admin ids of the colleagues it mentions (each may read the lead; each gets an e-mail).
 */
export const LeadNoteBody = z.strictObject({
  replyTo: rowId().nullable().optional(),
  mentions: z
    .array(rowId(), { error: key('INVALID_FORMAT') })
    .max(NOTE_MENTIONS_MAX, key('MAX_LENGTH'))
    .optional(),
  text: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? key('REQUIRED') : key('INVALID_FORMAT')),
    })
    .trim()
    .min(1, key('REQUIRED'))
    .max(NOTE_MAX_LENGTH, key('MAX_LENGTH'))
    // No database text holds a NUL, and PostgreSQL refuses one.
    .refine((text) => !text.includes('\u0000'), key('INVALID_FORMAT')),
});

export const LeadReviewAnswer = success({ data: Review });
export const LeadNotesAnswer = success({ data: z.array(Note) });
export const LeadNoteAnswer = success({ data: Note });
export const LeadMentionableAnswer = success({ data: z.array(Mentionable) });

const params = z.object({ id: documentIdParam });

export const leadReviewGetRoute = declareRoute({
  method: 'get',
  path: '/api/leads/{id}/review',
  summary: "A lead's review (lead admins)",
  tags: ['review'],
  security: 'admin',
  params,
  answers: { 200: { description: 'The review.', json: LeadReviewAnswer } },
  errors: [404, ...ADMIN_ERRORS],
});

export const leadReviewPatchRoute = declareRoute({
  method: 'put',
  path: '/api/leads/{id}/review',
  summary: "Changes a lead's status and/or reviewer (lead admins; audited)",
  tags: ['review'],
  security: 'admin',
  params,
  headers: z.object({
    'X-Document-Version': DocumentVersion.optional().meta({
      description: 'The `version` read: refused 409 VERSION_CONFLICT if the lead changed since.',
    }),
  }),
  body: LeadReviewBody,
  answers: { 200: { description: 'The review after the change.', json: LeadReviewAnswer } },
  errors: [400, 404, 409, ...ADMIN_ERRORS],
});

export const leadNotesGetRoute = declareRoute({
  method: 'get',
  path: '/api/leads/{id}/notes',
  summary: "A lead's internal notes, oldest first (lead admins)",
  tags: ['review'],
  security: 'admin',
  params,
  answers: { 200: { description: 'The notes.', json: LeadNotesAnswer } },
  errors: [404, ...ADMIN_ERRORS],
});

export const leadNotesPostRoute = declareRoute({
  method: 'post',
  path: '/api/leads/{id}/notes',
  summary: 'Adds a note, a reply or a note mentioning colleagues (lead admins; append-only, audited)',
  tags: ['review'],
  security: 'admin',
  params,
  body: LeadNoteBody,
  answers: { 201: { description: 'The note.', json: LeadNoteAnswer } },
  errors: [400, 404, ...ADMIN_ERRORS],
});

export const leadMentionableRoute = declareRoute({
  method: 'get',
  path: '/api/leads/{id}/mentionable',
  summary: "The colleagues a note on this lead may mention: lead admins and the lead's evaluators (lead admins)",
  tags: ['review'],
  security: 'admin',
  params,
  answers: { 200: { description: 'By name.', json: LeadMentionableAnswer } },
  errors: [404, ...ADMIN_ERRORS],
});

export type LeadReference = z.infer<typeof LeadReference>;
export type Mentionable = z.infer<typeof Mentionable>;
export type LeadMentionableAnswer = z.infer<typeof LeadMentionableAnswer>;
export type Review = z.infer<typeof Review>;
export type Note = z.infer<typeof Note>;
export type LeadReviewBody = z.input<typeof LeadReviewBody>;
export type LeadReviewChange = z.output<typeof LeadReviewBody>;
export type LeadReviewAnswer = z.infer<typeof LeadReviewAnswer>;
export type LeadNotesAnswer = z.infer<typeof LeadNotesAnswer>;
export type LeadNoteBody = z.input<typeof LeadNoteBody>;
export type LeadNoteAnswer = z.infer<typeof LeadNoteAnswer>;
