// For the lead admins' routes: panel users of each role with their Bearer tokens, GET requests
// read to the end, leads written straight through Strapi's query engine (for dates in the past
// and for volume), and a small RFC 4180 reader to take an exported CSV apart again.

import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { inflateRawSync } from 'node:zlib';
import type { Core } from '@strapi/strapi';
import { adminToken, createAdmin } from './admin-users';
import { send, serverAddress, type Answer } from './lead-requests';
import type { Contact } from './lead-fixtures';
import { contactCopiesOf } from '../src/lib/leads/contacts-snapshot';

export const AUDIT = 'api::audit-entry.audit-entry';

export type Role = 'anonymous' | 'editor' | 'leads-manager' | 'super-admin';

const ROLE_CODES: Record<Exclude<Role, 'anonymous'>, string> = {
  editor: 'strapi-editor',
  'leads-manager': 'leads-manager',
  'super-admin': 'strapi-super-admin',
};

export type Callers = { tokens: Partial<Record<Role, string>>; emails: Partial<Record<Role, string>> };

/** One panel user per role (and nobody for `anonymous`), each with the admin JWT the panel holds. */
export const createCallers = async (app: Core.Strapi): Promise<Callers> => {
  const callers: Callers = { tokens: {}, emails: {} };
  const run = randomBytes(3).toString('hex');
  for (const [role, code] of Object.entries(ROLE_CODES) as [Role, string][]) {
    const email = `${role}-${run}@example.org`;
    await createAdmin(app, code, email);
    callers.emails[role] = email;
    callers.tokens[role] = await adminToken(app, email);
  }
  return callers;
};

export type Download = Answer;

/** A GET with the caller's Bearer token (none for anonymous), its body kept as bytes too. */
export const get = (app: Core.Strapi, path: string, token?: string): Promise<Download> =>
  send(app, { method: 'GET', path, headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** A JSON change (PUT, POST, ...) with the caller's Bearer token (none for anonymous). */
export const sendJson = (
  app: Core.Strapi,
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Download> =>
  send(app, {
    method,
    path,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
      ...headers,
    },
    body: Buffer.from(JSON.stringify(body)),
  });

/** Starts a GET, takes the first `bytes` of the answer, then hangs up as a closed browser tab would. */
export const getAndHangUp = async (app: Core.Strapi, path: string, token: string | undefined, bytes: number) => {
  const { port } = await serverAddress(app);
  return new Promise<{ status: number; received: number }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: token ? { Authorization: `Bearer ${token}` } : {} },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received >= bytes) {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, received });
          }
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, received }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
};

// ---------------------------------------------------------------------------------------------
// Leads written straight to the database

export type SeededLead = {
  reference: string;
  createdAt: Date;
  area: string;
  visionPresenters: string;
  contacts: Contact[];
  attachmentName: string;
  /** Written as a release before the contacts' copy on the lead existed: no copy. */
  withoutCopy?: boolean;
  /** The visitor's language; the column's default (Hebrew) when not given. */
  locale?: string;
};

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const chunk = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(32)]).join('');
export const randomReference = () => `VN-${chunk()}-${chunk()}`;
const documentId = () => `t${randomBytes(16).toString('hex').slice(0, 23)}`;

export const seededLead = (overrides: Partial<SeededLead> = {}): SeededLead => ({
  reference: randomReference(),
  createdAt: new Date(),
  area: 'economy',
  visionPresenters: 'צוות בדיקה',
  contacts: [{ fullName: 'רות לוי', role: 'רכזת', phoneNumber: '0521112233', email: 'ruth@example.org' }],
  attachmentName: 'vision.pdf',
  ...overrides,
});

type Meta = {
  attributes: Record<
    string,
    { joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } } }
  >;
};

/**
 * Writes leads with their contacts as the intake does (rows, component rows, join rows), in
 * chunks, each in one transaction: the query engine for the rows, knex for the join rows.
 */
export const seedLeads = async (app: Core.Strapi, leads: SeededLead[]) => {
  const join = (app.db.metadata.get('api::lead.lead') as unknown as Meta).attributes.contacts.joinTable!;
  for (let start = 0; start < leads.length; start += 500) {
    const part = leads.slice(start, start + 500);
    await app.db.transaction(async ({ trx }) => {
      const created = (await app.db.query('api::lead.lead').createMany({
        data: part.map((lead) => ({
          documentId: documentId(),
          reference: lead.reference,
          visionPresenters: lead.visionPresenters,
          visionSubmissionArea: lead.area,
          confirmation: true,
          attachmentName: lead.attachmentName,
          attachmentType: 'application/pdf',
          attachmentSize: 1234,
          attachmentSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          attachmentKey: randomBytes(16).toString('hex'),
          recaptchaScore: 0.9,
          ...(lead.withoutCopy ? { contactsSnapshot: null, contactsCells: null } : contactCopiesOf(lead.contacts)),
          createdAt: lead.createdAt,
          updatedAt: lead.createdAt,
          ...(lead.locale ? { submissionLocale: lead.locale } : {}),
        })),
      })) as { ids: number[] };
      const contacts = part.flatMap((lead, index) =>
        lead.contacts.map((contact, order) => ({ leadId: created.ids[index], order, contact })),
      );
      if (!contacts.length) return;
      const contactIds = (await app.db.query('lead.contact').createMany({
        data: contacts.map((item) => ({ ...item.contact })),
      })) as { ids: number[] };
      const joinRows = contacts.map((item, index) => ({
        [join.joinColumn.name]: item.leadId,
        [join.inverseJoinColumn.name]: contactIds.ids[index],
        component_type: 'lead.contact',
        field: 'contacts',
        order: item.order + 1,
      }));
      // SQLite takes at most 500 rows in one multi-row insert.
      for (let from = 0; from < joinRows.length; from += 100)
        await trx(join.name).insert(joinRows.slice(from, from + 100));
    });
  }
};

// ---------------------------------------------------------------------------------------------
// CSV

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of cells; one copy, shared
 * with the end-to-end scenarios (CommonJS, so jest can load it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { parseCsv } = require('../../scripts/lib/parse-csv.cjs') as { parseCsv: (text: string) => string[][] };

/** The text of one file in a zip archive (an XLSX export's part), found through the central directory. */
export const zipEntryText = (zip: Buffer, name: string): string => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let left = zip.readUInt16LE(end + 10); left > 0; left -= 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`no ${name} in the archive`);
};
