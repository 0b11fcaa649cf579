// A request to the CMS with the panel's own admin token, for what Strapi's fetch client cannot do:
// read a streamed body as it arrives (the export) or send a PATCH (the review). After a 401 it
// renews the token once, as the panel's own client does.

import { attemptTokenRefresh } from '@strapi/strapi/admin';
import { backendUrl } from './downloads';

type Init = { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal };

export const fetchAsAdmin = async (path: string, token: string | null, init: Init = {}) => {
  const send = (bearer: string | null) =>
    fetch(`${backendUrl()}${path}`, {
      ...init,
      headers: { ...init.headers, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      credentials: 'include',
    });
  const first = await send(token);
  if (first.status !== 401) return first;
  const renewed = await attemptTokenRefresh(token).catch(() => null);
  return renewed ? send(renewed) : first;
};
