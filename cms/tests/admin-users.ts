// Panel accounts for tests: a user with a given role, and the admin JWT the panel would hold.

import type { Core } from '@strapi/strapi';
import request from 'supertest';

export const PASSWORD = 'Test-Passw0rd!';

export const createAdmin = async (
  app: Core.Strapi,
  roleCode: string,
  email: string,
  { firstname = 'בודק', lastname = roleCode, isActive = true } = {},
) => {
  const role = await app.service('admin::role').findOne({ code: roleCode });
  if (!role) throw new Error(`no admin role ${roleCode}`);
  return app.service('admin::user').create({
    email,
    firstname,
    lastname,
    password: PASSWORD,
    isActive,
    registrationToken: null,
    roles: [role.id],
  });
};

export const adminToken = async (app: Core.Strapi, email: string): Promise<string> => {
  const response = await request(app.server.httpServer).post('/admin/login').send({ email, password: PASSWORD });
  const token = response.body?.data?.token ?? response.body?.data?.accessToken;
  if (!token) throw new Error(`admin login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return token;
};
