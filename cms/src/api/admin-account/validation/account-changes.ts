// The body of POST /api/admins/create and PUT /api/admins/update/:id, as the /api contract declares
// it (config/src/contract/admin-accounts.ts), with the roles looked up. Failures are `fields` of
// one 400 VALIDATION_FAILED answer.

import { AdminAccountCreateBody, AdminAccountUpdateBody } from '@vision/config';
import { failIfAny, readInput, type FieldErrors } from '../../auth/validation/admin-input';

export type Changes = Partial<{
  email: string;
  firstname: string;
  lastname: string | null;
  username: string | null;
  password: string;
  roles: number[];
  isActive: boolean;
}>;

/** Role ids from the ids or codes sent; null when any of them names no role. */
export type RoleResolver = (value: unknown) => Promise<number[] | null>;

/** Checks a create (every required field) or an update (only what is sent) and returns Strapi's attributes. */
export const readChanges = async (
  body: Record<string, unknown>,
  creating: boolean,
  resolveRoles: RoleResolver,
): Promise<Changes> => {
  const read = readInput(creating ? AdminAccountCreateBody : AdminAccountUpdateBody, body);
  const fields: FieldErrors = read.ok ? {} : read.fields;
  let roles: number[] | null = null;
  if ((creating || 'roles' in body) && !fields.roles) {
    roles = await resolveRoles(body.roles);
    if (!roles) fields.roles = 'INVALID_FORMAT';
  }
  failIfAny(fields);
  if (!read.ok) return {};
  const { roles: _sent, ...changes } = read.value;
  return roles ? { ...changes, roles } : changes;
};
