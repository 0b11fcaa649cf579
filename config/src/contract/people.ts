// The people an answer names: panel accounts with their roles, and a reviewer or note author.

import { z } from 'zod';

export const Role = z.object({ id: z.int(), code: z.string(), name: z.string() });

export const Admin = z.object({
  id: z.int(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  username: z.string().nullable(),
  roles: z.array(Role),
});

export const AdminAccount = Admin.extend({
  isActive: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const Person = z.object({ id: z.int(), name: z.string() });

export type Role = z.infer<typeof Role>;
export type Admin = z.infer<typeof Admin>;
export type AdminAccount = z.infer<typeof AdminAccount>;
export type Person = z.infer<typeof Person>;
