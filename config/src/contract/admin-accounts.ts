// The panel's accounts, for super admins: GET /api/admins/paginate, POST /api/admins/create,
// PUT /api/admins/update/{id}, DELETE /api/admins/delete/{id}.

import { z } from 'zod';
import { ADMIN_ERRORS, declarePageRoute, declareRoute, key, success } from './core';
import { emailInput, PageQuery, strongPassword } from './inputs';
import { AdminAccount } from './people';

const NAME_MAX_LENGTH = 255;

/** The first name: a non-blank text, answered trimmed. */
const requiredName = z
  .string({ error: key('REQUIRED') })
  .refine((value) => value.trim() !== '', key('REQUIRED'))
  .max(NAME_MAX_LENGTH, key('MAX_LENGTH'))
  .transform((value) => value.trim());

/** The last name or user name: null or "" clears it. */
const optionalName = z
  .string({ error: key('INVALID_FORMAT') })
  .max(NAME_MAX_LENGTH, key('MAX_LENGTH'))
  .nullable()
  .transform((value) => (value !== null && value.trim() !== '' ? value.trim() : null));

/** A role by id or by code (`strapi-editor`, `leads-manager`, `strapi-super-admin`); the CMS checks it exists. */
const RoleRef = z.union([z.int().min(1), z.string().min(1)], { error: key('INVALID_FORMAT') });

const accountFields = {
  email: emailInput,
  firstname: requiredName,
  lastname: optionalName.optional(),
  username: optionalName.optional(),
  password: strongPassword,
  roles: z.array(RoleRef, { error: key('REQUIRED') }).min(1, key('REQUIRED')),
};

export const AdminAccountCreateBody = z.strictObject({
  ...accountFields,
  isActive: z.boolean({ error: key('INVALID_FORMAT') }).default(true),
});

/** Only what is sent changes. */
export const AdminAccountUpdateBody = z.strictObject({
  ...z.object(accountFields).partial().shape,
  isActive: z.boolean({ error: key('INVALID_FORMAT') }).optional(),
});

const params = z.object({ id: z.int().meta({ description: "The account's id." }) });

export const AdminAccountAnswer = success({ data: AdminAccount });

export const adminsPaginateRoute = declarePageRoute({
  path: '/api/admins/paginate',
  summary: "The panel's accounts (super admins)",
  tags: ['accounts'],
  query: PageQuery,
  item: AdminAccount,
  description: 'A page of accounts.',
});
export const AdminAccountsPaginateAnswer = adminsPaginateRoute.answers[200].json;

export const adminsCreateRoute = declareRoute({
  method: 'post',
  path: '/api/admins/create',
  summary: 'A new panel account (super admins)',
  tags: ['accounts'],
  security: 'admin',
  body: AdminAccountCreateBody,
  answers: { 201: { description: 'Created.', json: AdminAccountAnswer } },
  errors: [400, 409, ...ADMIN_ERRORS],
});

export const adminsUpdateRoute = declareRoute({
  method: 'put',
  path: '/api/admins/update/{id}',
  summary: 'Changes a panel account (super admins)',
  tags: ['accounts'],
  security: 'admin',
  params,
  body: AdminAccountUpdateBody,
  answers: { 200: { description: 'Changed.', json: AdminAccountAnswer } },
  errors: [400, 404, 409, ...ADMIN_ERRORS],
});

export const adminsDeleteRoute = declareRoute({
  method: 'delete',
  path: '/api/admins/delete/{id}',
  summary: 'Deletes a panel account (super admins)',
  tags: ['accounts'],
  security: 'admin',
  params,
  answers: { 200: { description: 'Deleted: the account as it was.', json: AdminAccountAnswer } },
  errors: [400, 404, ...ADMIN_ERRORS],
});

export type AdminAccountsPaginateQuery = z.input<typeof PageQuery>;
export type AdminAccountsPaginateAnswer = z.infer<typeof AdminAccountsPaginateAnswer>;
export type AdminAccountCreateBody = z.input<typeof AdminAccountCreateBody>;
export type AdminAccountUpdateBody = z.input<typeof AdminAccountUpdateBody>;
export type AdminAccountAnswer = z.infer<typeof AdminAccountAnswer>;
