// What the end-to-end run checks or changes in the CMS, as a super admin through Strapi's own
// Content Manager API (the same calls the admin panel makes), and leads sent through the public API.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { fetchJson, readJson } from '../../lib/json-fetch.mjs';
import { multipartBody, newBoundary } from '../../lib/multipart.cjs';
import { leadParts, validContact } from '../../lib/valid-lead.cjs';
import { minimalPdf } from './landing-page.mjs';

/** A call as the panel makes it, with the super admin's token; throws unless it answers 2xx. */
const call = (cmsUrl, token, method, route, body) => fetchJson(`${cmsUrl}${route}`, { method, token, body });

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
 * @param {string} cmsUrl
 * @param {string} token
 * @param {{ opensAt?: Date | string | number | null, closesAt?: Date | string | number | null }} window
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

/**
 * Removes the settings' images and documents and publishes that (images are content, which the
 * site shows once published): the site then shows its own /static/ files.
 */
export const clearSettingsMedia = async (cmsUrl, token, fields) => {
  const current = await call(cmsUrl, token, 'GET', `${SETTINGS}?locale=he`);
  const data = withoutSystemFields(current.data ?? current);
  await call(cmsUrl, token, 'POST', `${SETTINGS}/actions/publish?locale=he`, {
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
  'status',
];
/** A document as the Content Manager answers it, without the fields it does not take back on a save. */
export const withoutSystemFields = (data) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !SYSTEM_FIELDS.includes(key)));

/** A lead sent as the site sends it (multipart, a bot-check token the fake siteverify passes); answers its reference. */
export const sendLead = async (
  cmsUrl,
  { pdf = minimalPdf(), presenters = 'צוות הבדיקה', area = 'economy', contacts = [validContact()] } = {},
) => {
  const boundary = newBoundary();
  const parts = leadParts({
    contacts,
    fields: { visionPresenters: presenters, visionSubmissionArea: area },
    file: { filename: 'file.pdf', content: pdf, contentType: 'application/pdf' },
    token: `e2e-${randomBytes(6).toString('hex')}`,
  });
  const response = await fetch(`${cmsUrl}/api/leads/create`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(parts, boundary),
  });
  const body = await readJson(response);
  assert.equal(response.status, 201, `the lead was created (${JSON.stringify(body)})`);
  return body.reference;
};

/**
 * A quarantined attempt (as a low bot score leaves one), written through the Content Manager with
 * the stack's admin token: the e2e stack's fake siteverify passes every token. Without a file. A
 * second try of a scenario finds the attempt its first try wrote (the reference is unique).
 */
export const writeQuarantinedAttempt = async (
  cmsUrl,
  adminToken,
  { reference, presenters, contact, area = 'health' },
) => {
  const attempt = await fetch(`${cmsUrl}/content-manager/collection-types/api::quarantined-lead.quarantined-lead`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      reference,
      visionPresenters: presenters,
      contacts: [contact],
      visionSubmissionArea: area,
      confirmation: true,
      recaptchaScore: 0.1,
      reason: 'ציון 0.1',
    }),
  });
  const answer = await attempt.text();
  assert.ok(attempt.status === 201 || /unique/.test(answer), `the quarantined attempt was written (${answer})`);
};
