// What the end-to-end run checks or changes in the CMS, as a super admin through Strapi's own
// Content Manager API (the same calls the admin panel makes), and leads sent through the public API.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { minimalPdf } from './landing-page.mjs';

const call = async (cmsUrl, token, method, route, body) => {
  const response = await fetch(`${cmsUrl}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 400)}`);
  return json;
};

const LEADS = '/content-manager/collection-types/api::lead.lead';
const SETTINGS = '/content-manager/single-types/api::setting.setting';

/** The newest leads, with their contacts. */
export const listLeads = async (cmsUrl, token) => {
  const body = await call(cmsUrl, token, 'GET', `${LEADS}?page=1&pageSize=50&sort=createdAt:DESC`);
  return body.results ?? [];
};

export const getLead = async (cmsUrl, token, documentId) => {
  const body = await call(cmsUrl, token, 'GET', `${LEADS}/${documentId}`);
  return body.data ?? body;
};

/** Opens or closes submissions, as an editor's switch in the panel does. */
export const setSubmissionsClosed = async (cmsUrl, token, isClosed) => {
  const current = await call(cmsUrl, token, 'GET', `${SETTINGS}?locale=he`);
  const data = current.data ?? current;
  await call(cmsUrl, token, 'PUT', `${SETTINGS}?locale=he`, { ...withoutSystemFields(data), isClosed });
};

/**
 * Sets the submission window as an editor does in the panel: `opensAt` and `closesAt` are
 * instants (Date, ISO text or null for none). The isClosed switch is left as it is.
 */
export const setSubmissionWindow = async (cmsUrl, token, { opensAt = null, closesAt = null }) => {
  const current = await call(cmsUrl, token, 'GET', `${SETTINGS}?locale=he`);
  const iso = (instant) => (instant === null ? null : new Date(instant).toISOString());
  await call(cmsUrl, token, 'PUT', `${SETTINGS}?locale=he`, {
    ...withoutSystemFields(current.data ?? current),
    opensAt: iso(opensAt),
    closesAt: iso(closesAt),
  });
};

/** Removes the settings' images and documents: the site then shows its own /static/ files. */
export const clearSettingsMedia = async (cmsUrl, token, fields) => {
  const current = await call(cmsUrl, token, 'GET', `${SETTINGS}?locale=he`);
  const data = withoutSystemFields(current.data ?? current);
  await call(cmsUrl, token, 'PUT', `${SETTINGS}?locale=he`, {
    ...data,
    ...Object.fromEntries(fields.map((field) => [field, null])),
  });
};

const SYSTEM_FIELDS = [
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
];
const withoutSystemFields = (data) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !SYSTEM_FIELDS.includes(key)));

/** A lead sent as the site sends it (multipart, a bot-check token the fake siteverify passes); answers its reference. */
const CONTACT = { fullName: 'נועה ברק', role: 'רכזת', phoneNumber: '0521234567', email: 'noa.barak@example.org' };

export const sendLead = async (
  cmsUrl,
  { pdf = minimalPdf(), presenters = 'צוות הבדיקה', area = 'economy', contacts = [CONTACT] } = {},
) => {
  const form = new FormData();
  form.append('visionPresenters', presenters);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'file.pdf');
  form.append('contacts', JSON.stringify(contacts));
  form.append('visionSubmissionArea', area);
  form.append('confirmation', 'true');
  form.append('recaptchaToken', `e2e-${randomBytes(6).toString('hex')}`);
  const response = await fetch(`${cmsUrl}/api/leads/create`, { method: 'POST', body: form });
  const body = await response.json();
  assert.equal(response.status, 201, `the lead was created (${JSON.stringify(body)})`);
  return body.reference;
};
