// Input rules more than one route shares: an e-mail address, a strong password, a record's id in
// the path, and the paging of a list.

import { z } from 'zod';
import { isEmail } from '../lead-schema';
import { PAGE_SIZE_MAX, TEXT_MAX_LENGTH } from '../limits';
import { key } from './core';

/** A non-blank e-mail address; answers it trimmed and in lower case (as Strapi stores admins'). */
export const emailInput = z
  .string({ error: key('REQUIRED') })
  .refine((value) => value.trim() !== '', key('REQUIRED'))
  .max(TEXT_MAX_LENGTH.email, key('MAX_LENGTH'))
  .refine((value) => value.trim() === '' || isEmail(value), key('INVALID_EMAIL'))
  .transform((value) => value.trim().toLowerCase())
  .meta({ format: 'email' });

/**
 * Strapi's own admin password rule (`password` in @strapi/admin's common validators, which the
 * package does not export): at least 8 characters, at most 72 bytes (bcrypt ignores the rest), a
 * lowercase letter, an uppercase letter and a digit. Kept identical so the panel accepts the same.
 */
export const strongPassword = z
  .string({ error: key('REQUIRED') })
  .min(1, key('REQUIRED'))
  .refine((value) => new TextEncoder().encode(value).length <= 72, key('MAX_LENGTH'))
  .refine(
    (value) => value === '' || (value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value)),
    key('INVALID_FORMAT'),
  )
  .meta({
    description: 'At least 8 characters with a lowercase letter, an uppercase letter and a digit; at most 72 bytes.',
  });

/** `{id}` / `{documentId}`: a record's documentId. */
export const documentIdParam = z.string().meta({ description: "The record's documentId." });

/** A query value read as a whole number of at most nine digits within [min, max]. */
const wholeNumberText = (min: number, max: number) =>
  z
    .string({ error: key('INVALID_FORMAT') })
    .regex(/^\d{1,9}$/, key('INVALID_FORMAT'))
    .refine((value) => Number(value) >= min && Number(value) <= max, key('INVALID_FORMAT'));

/** page (≥ 1, default 1) and pageSize (1 to PAGE_SIZE_MAX, default PAGE_SIZE_DEFAULT), as query text. */
export const PageQuery = z.object({
  page: wholeNumberText(1, 1_000_000_000).optional().meta({ description: 'Page number, from 1.' }),
  pageSize: wholeNumberText(1, PAGE_SIZE_MAX)
    .optional()
    .meta({ description: `Rows per page, at most ${PAGE_SIZE_MAX}.` }),
});

export type PageQuery = z.input<typeof PageQuery>;
