// Managing the panel's admin accounts through Strapi's own admin::user service, so the /api and
// the panel share one set of people. Guards what Strapi's service does not: nobody removes or
// switches off their own account, and no change leaves the panel without an active super admin.

import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { adminAccountView } from '../../auth/admin-view';

const PAGE_SIZE_DEFAULT = 25;
const PAGE_SIZE_MAX = 100;

const positiveInteger = (value: unknown): number | null => {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : NaN;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async paginate(query: Record<string, unknown>) {
    const page = positiveInteger(query.page) ?? 1;
    const pageSize = positiveInteger(query.pageSize) ?? PAGE_SIZE_DEFAULT;
    const fields = {
      ...(Number.isNaN(page) ? { page: 'INVALID_FORMAT' as const } : {}),
      ...(Number.isNaN(pageSize) || pageSize > PAGE_SIZE_MAX ? { pageSize: 'INVALID_FORMAT' as const } : {}),
    };
    if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);

    const users = strapi.db.query('admin::user');
    const [total, rows] = await Promise.all([
      users.count(),
      users.findMany({ orderBy: [{ id: 'asc' }], offset: (page - 1) * pageSize, limit: pageSize, populate: ['roles'] }),
    ]);
    return {
      results: rows.map(adminAccountView),
      pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
    };
  },
});
