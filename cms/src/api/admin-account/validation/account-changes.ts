// The body of POST /api/admins/create and PUT /api/admins/update/:id: which fields, and what each
// may hold. Failures are `fields` of one 400 VALIDATION_FAILED answer.

import { ApiError } from '../../../lib/http/api-error';
import {
  emailProblem,
  failIfAny,
  normaliseEmail,
  passwordProblem,
  type FieldErrors,
} from '../../auth/validation/admin-input';

const NAME_MAX_LENGTH = 255;
const FIELDS = ['email', 'firstname', 'lastname', 'username', 'password', 'roles', 'isActive'];

export type Changes = Partial<{
  email: string;
  firstname: string;
  lastname: string | null;
  username: string | null;
  password: string;
  roles: number[];
  isActive: boolean;
}>;

/** A name field: `required` for the first name; others may be cleared with null or "". */
const nameProblem = (value: unknown, required: boolean) => {
  if (value === null || value === undefined || value === '') return required ? 'REQUIRED' : null;
  if (typeof value !== 'string' || (required && value.trim() === '')) return required ? 'REQUIRED' : 'INVALID_FORMAT';
  return value.length > NAME_MAX_LENGTH ? 'MAX_LENGTH' : null;
};

const optionalName = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Role ids from the ids or codes sent; null when any of them names no role. */
export type RoleResolver = (value: unknown) => Promise<number[] | null>;

/** Checks a create (every required field) or an update (only what is sent) and returns Strapi's attributes. */
export const readChanges = async (
  body: Record<string, unknown>,
  creating: boolean,
  resolveRoles: RoleResolver,
): Promise<Changes> => {
  const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
  if (unknown) throw new ApiError(400, 'UNKNOWN_FIELD', `Unknown field "${unknown}".`);
  const sent = (key: string) => creating || key in body;
  const fields: FieldErrors = {};
  const changes: Changes = {};

  if (sent('email')) {
    const problem = emailProblem(body.email);
    if (problem) fields.email = problem;
    else changes.email = normaliseEmail(body.email) as string;
  }
  if (sent('firstname')) {
    const problem = nameProblem(body.firstname, true);
    if (problem) fields.firstname = problem;
    else changes.firstname = (body.firstname as string).trim();
  }
  for (const key of ['lastname', 'username'] as const) {
    if (!(key in body)) continue;
    const problem = nameProblem(body[key], false);
    if (problem) fields[key] = problem;
    else changes[key] = optionalName(body[key]);
  }
  if (sent('password')) {
    const problem = passwordProblem(body.password);
    if (problem) fields.password = problem;
    else changes.password = body.password as string;
  }
  if (sent('roles')) {
    const roles = await resolveRoles(body.roles);
    if (!roles) fields.roles = Array.isArray(body.roles) && body.roles.length ? 'INVALID_FORMAT' : 'REQUIRED';
    else changes.roles = roles;
  }
  if ('isActive' in body) {
    if (typeof body.isActive !== 'boolean') fields.isActive = 'INVALID_FORMAT';
    else changes.isActive = body.isActive;
  } else if (creating) changes.isActive = true;
  failIfAny(fields);
  return changes;
};
