// The staff's e-mail addresses in Settings are checked when saved, whoever saves them: a list
// with something that is not an address is refused with a Hebrew message naming it, so no
// notification silently goes nowhere.

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { addressListProblem } from '@vision/config';
import { SETTINGS_UID } from '../lib/uids';

const SAVES = new Set(['create', 'update']);

export const registerStaffAddressCheck = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SETTINGS_UID || !SAVES.has(context.action)) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    const problem = data && 'staffEmails' in data ? addressListProblem(data.staffEmails) : null;
    if (problem) {
      throw new errors.ValidationError(problem, {
        errors: [{ path: ['staffEmails'], message: problem, name: 'ValidationError', value: data?.staffEmails }],
      });
    }
    return next();
  });
};
