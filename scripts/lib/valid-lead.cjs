// A valid lead as the site sends it: its contact, its text fields, its parts in the form's order,
// and, for load (the benchmarks, the fault drills), a body built once that changes only its
// bot-check token per request. CommonJS so that the ES-module scripts and the CMS's jest tests
// (cms/tests/lead-fixtures.ts, cms/tests/lead-requests.ts) share this one copy.

const { multipartBody, newBoundary, partBytes } = require('./multipart.cjs');
const { pdfBytes } = require('./pdf-bytes.cjs');

/** @typedef {import('./multipart.cjs').Part} Part */
/** @typedef {{ fullName: string, role: string, phoneNumber: string, email: string }} Contact */
/**
 * The text fields as the site sends them (every value a string, contacts as JSON).
 * @typedef {{ visionPresenters: string, contacts: string, visionSubmissionArea: string, confirmation: string }} LeadFields
 */
/** @typedef {{ filename: string, content: Buffer, contentType?: string }} LeadFile */
/**
 * @typedef {object} LeadPartsRequest
 * @property {Partial<Record<keyof LeadFields, string | undefined>>} [fields] fields to change; `undefined` leaves one out
 * @property {unknown[]} [contacts] the contacts, sent as the JSON string the site sends (shorthand for fields.contacts)
 * @property {LeadFile | null} [file] the attachment; `null` sends none; default a 1 KB PDF named file.pdf
 * @property {string | null} [token] the bot-check token; none when left out
 * @property {Part[]} [extraParts] more parts, sent after the regular ones
 * @property {Part[]} [parts] replaces every part (for duplicate or reordered parts)
 */

/**
 * @param {Partial<Contact>} [overrides]
 * @returns {Contact}
 */
const validContact = (overrides = {}) => ({
  fullName: 'שרה כהן',
  role: 'מנהלת פרויקט',
  phoneNumber: '0501234567',
  email: 'sara@example.co.il',
  ...overrides,
});

/**
 * The text fields of a valid lead, as the site sends them.
 * @param {unknown[]} [contacts]
 * @returns {LeadFields}
 */
const validLeadFields = (contacts = [validContact()]) => ({
  visionPresenters: 'ישראל ישראלי, שרה כהן',
  contacts: JSON.stringify(contacts),
  visionSubmissionArea: 'economy',
  confirmation: 'true',
});

/**
 * The parts of a lead in the order the site's form sends them
 * (site/src/features/lead-form/api/lead-form-data.ts).
 * @param {LeadPartsRequest} [request]
 * @returns {Part[]}
 */
const leadParts = (request = {}) => {
  if (request.parts) return request.parts;
  /** @type {Record<string, string | undefined>} */
  const fields = { ...validLeadFields() };
  if (request.contacts) fields.contacts = JSON.stringify(request.contacts);
  Object.assign(fields, request.fields);
  const file = request.file === undefined ? { filename: 'file.pdf', content: pdfBytes(1024) } : request.file;
  /** @type {Part[]} */
  const parts = [];
  /** @param {string} name */
  const text = (name) => {
    const value = fields[name];
    if (value !== undefined) parts.push({ name, value });
  };
  text('visionPresenters');
  if (file) parts.push({ name: 'file', ...file });
  text('contacts');
  text('visionSubmissionArea');
  text('confirmation');
  if (request.token !== undefined && request.token !== null)
    parts.push({ name: 'recaptchaToken', value: request.token });
  parts.push(...(request.extraParts ?? []));
  return parts;
};

/**
 * The lead form with `file` as its one attachment (file.pdf), split in two: the token part, built
 * per request, and everything else, built once. `body(token)` answers the full body. With
 * `distinct`, `body(token, sequence)` also gives every request its own contact address and its own
 * file bytes (16 bytes of the PDF's content stream), as a campaign's visitors do: no two leads then
 * share a duplicate key. Without it every lead shares both with all the others.
 * @param {Buffer} file a PDF made by pdfBytes
 * @param {{ distinct?: boolean }} [options]
 * @returns {{ contentType: string, body: (token: string, sequence?: number | string) => Buffer<ArrayBuffer> }}
 */
const leadForm = (file, { distinct = false } = {}) => {
  const boundary = newBoundary();
  const contentType = `multipart/form-data; boundary=${boundary}`;
  /** @param {string} value */
  const token = (value) => partBytes({ name: 'recaptchaToken', value }, boundary);
  /** @param {Buffer} content @param {unknown[]} [contacts] */
  const rest = (content, contacts) =>
    multipartBody(
      leadParts({ contacts, file: { filename: 'file.pdf', content, contentType: 'application/pdf' } }),
      boundary,
    );
  if (!distinct) {
    const built = rest(file);
    return { contentType, body: (value) => Buffer.concat([token(value), built]) };
  }
  const streamStart = file.indexOf('stream\n') + 'stream\n'.length;
  return {
    contentType,
    body: (value, sequence = 0) => {
      const own = Buffer.from(file);
      own.write(String(sequence).padStart(16, '0').slice(-16), streamStart, 'latin1');
      return Buffer.concat([token(value), rest(own, [validContact({ email: `bench-${sequence}@example.co.il` })])]);
    },
  };
};

module.exports = { leadForm, leadParts, validContact, validLeadFields };
