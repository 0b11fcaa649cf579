// Writes many leads straight into the tables Strapi made for them (the leads, the contact
// component rows and the join rows between them, and each lead's duplicate keys: its file and
// its contacts' addresses), in big transactions, while the CMS runs:
// a million leads through the API would take hours. Every column written is first checked
// against the table as it exists, so a schema change stops the seeding with a clear message
// instead of leaving rows Strapi cannot read.

import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from './cms.mjs';
import { dir } from './workspace.mjs';

const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

/** The lead's two copies of its contacts (cms/src/lib/leads/contacts-snapshot.ts): the fields, the export's cells. */
const COPY_COLUMNS = ['contacts_snapshot', 'contacts_cells'];
/** The CMS's own copies, compiled by prepareCms into cms/dist. @returns {(contacts: object[]) => Record<string, string | null>} */
const loadContactCopiesOf = () => requireFromCms('./dist/src/lib/leads/contacts-snapshot.js').contactCopiesOf;
/** The copies' values in COPY_COLUMNS' order. @param {Record<string, string | null>} copies */
const copiesInOrder = (copies) => [copies.contactsSnapshot, copies.contactsCells];
/** The CMS's own rules for a lead's received day and its duplicate keys. */
const loadJerusalemDate = () => requireFromCms('./dist/src/lib/time/jerusalem.js').jerusalemDate;
const loadMatchKeysOf = () => requireFromCms('./dist/src/lib/leads/match-keys.js').matchKeysOf;

export const TABLES = {
  leads: 'leads',
  contacts: 'components_lead_contacts',
  join: 'leads_cmps',
  matches: 'lead_matches',
};

/**
 * The review columns: a spread of statuses (as a campaign under review has), the Jerusalem day, and
 * the file's scan, done and clean (as it is once the scans have caught up; a lead left without a
 * scan state and without its job is queued for one at the CMS's next start).
 */
const REVIEW_COLUMNS = ['review_status', 'received_day', 'file_scan'];
const SCANNED = 'clean';
const MATCH_COLUMNS = ['lead_id', 'match_key'];
/** The statuses in config/ order; a lead's is STATUSES[n % 4]. */
let STATUSES = [];

const LEAD_COLUMNS = [
  'id',
  'document_id',
  'reference',
  'vision_presenters',
  'vision_submission_area',
  'confirmation',
  'attachment_name',
  'attachment_type',
  'attachment_size',
  'attachment_sha_256',
  'attachment_key',
  'recaptcha_score',
  'created_at',
  'updated_at',
  'published_at',
];
const CONTACT_COLUMNS = ['id', 'full_name', 'role', 'phone_number', 'email'];
const JOIN_COLUMNS = ['entity_id', 'cmp_id', 'component_type', 'field', 'order'];

/** The area keys, from the shared contract; loaded by seedLeads, as config/ is built only by prepareCms. */
let AREAS = [];
const FIRST_NAMES = ['שרה', 'דוד', 'מרים', 'יוסף', 'רות', 'אברהם', 'נועה', 'איתי'];
const LAST_NAMES = ['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'אברהם', 'פרידמן', 'שושן'];
const ROLES = ['יזמית', 'רכז', 'מנהלת פרויקט', 'חוקר', ''];
/** 56 hex digits after the lead's number: a well-formed sha256, different for every lead. */
const SHA_TAIL = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b';

/** Contacts per lead: 1 to 5, three on average, as real submissions vary. */
export const contactCount = (n) => 1 + (n % 5);

export const leadValues = (n, createdAt) => {
  return {
    document_id: `b${String(n).padStart(23, '0')}`,
    reference: `BN-${String(n).padStart(9, '0')}`,
    vision_presenters: `${FIRST_NAMES[n % 8]} ${LAST_NAMES[(n >> 3) % 8]}, צוות חזון מספר ${n}`,
    vision_submission_area: AREAS[n % AREAS.length],
    confirmation: true,
    attachment_name: `הצעת חזון ${n}.pdf`,
    attachment_type: 'application/pdf',
    attachment_size: 20_000 + (n % 50_000),
    attachment_sha_256: n.toString(16).padStart(8, '0') + SHA_TAIL,
    attachment_key: n.toString(16).padStart(32, '0'),
    recaptcha_score: 0.9,
    created_at: createdAt,
    updated_at: createdAt,
    published_at: createdAt,
  };
};

export const contactValues = (n, slot) => ({
  full_name: `${FIRST_NAMES[(n + slot) % 8]} ${LAST_NAMES[(n + 3 * slot) % 8]}`,
  role: ROLES[(n + slot) % ROLES.length],
  phone_number: `05${String((n * 7 + slot) % 100_000_000).padStart(8, '0')}`,
  email: `contact${slot}.lead${n}@example.org`,
});

const asContactRow = (contact) => ({
  fullName: contact.full_name,
  role: contact.role,
  phoneNumber: contact.phone_number,
  email: contact.email,
});

const missing = (table, wanted, present) => {
  const absent = wanted.filter((column) => !present.includes(column));
  if (absent.length) {
    throw new Error(
      `table ${table} has no column(s) ${absent.join(', ')} (it has: ${present.join(', ')}); the lead schema changed, update scripts/lib/seed-leads.mjs`,
    );
  }
};

const LEADS_PER_TRANSACTION = 50_000;
/** Leads are spread one minute apart, the newest one minute ago. */
const SPACING_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// SQLite

const seedSqlite = (filename, count, onProgress) => {
  const Database = requireFromCms('better-sqlite3');
  const db = new Database(filename);
  try {
    db.pragma('busy_timeout = 30000');
    const columns = (table) =>
      db
        .prepare(`pragma table_info("${table}")`)
        .all()
        .map((row) => row.name);
    missing(TABLES.leads, [...LEAD_COLUMNS, ...COPY_COLUMNS, ...REVIEW_COLUMNS], columns(TABLES.leads));
    missing(TABLES.contacts, CONTACT_COLUMNS, columns(TABLES.contacts));
    missing(TABLES.join, JOIN_COLUMNS, columns(TABLES.join));
    missing(TABLES.matches, MATCH_COLUMNS, columns(TABLES.matches));
    const contactCopiesOf = loadContactCopiesOf();
    const jerusalemDate = loadJerusalemDate();
    const matchKeysOf = loadMatchKeysOf();
    // Dates as Strapi itself stored them in this database (a number on SQLite through knex).
    const sample = db.prepare('select created_at from admin_users limit 1').get()?.created_at;
    const dateOf = typeof sample === 'string' ? (ms) => new Date(ms).toISOString() : (ms) => ms;

    const leadBase = db.prepare(`select coalesce(max(id), 0) as id from ${TABLES.leads}`).get().id;
    const contactBase = db.prepare(`select coalesce(max(id), 0) as id from ${TABLES.contacts}`).get().id;
    const leadColumns = [...LEAD_COLUMNS, ...COPY_COLUMNS, ...REVIEW_COLUMNS];
    const insertLead = db.prepare(
      `insert into ${TABLES.leads} (${leadColumns.join(', ')}) values (${leadColumns.map(() => '?').join(', ')})`,
    );
    const insertContact = db.prepare(
      `insert into ${TABLES.contacts} (${CONTACT_COLUMNS.join(', ')}) values (?, ?, ?, ?, ?)`,
    );
    const insertJoin = db.prepare(
      `insert into ${TABLES.join} (entity_id, cmp_id, component_type, field, "order") values (?, ?, 'lead.contact', 'contacts', ?)`,
    );
    const insertMatch = db.prepare(`insert into ${TABLES.matches} (lead_id, match_key) values (?, ?)`);
    const now = Date.now();
    const writeRange = db.transaction((from, to) => {
      for (let n = from; n < to; n += 1) {
        const id = leadBase + n;
        const createdMs = now - (count - n) * SPACING_MS;
        const lead = leadValues(n, dateOf(createdMs));
        const contacts = Array.from({ length: contactCount(n) }, (_, index) => contactValues(n, index + 1));
        insertLead.run(
          id,
          ...LEAD_COLUMNS.slice(1).map((column) =>
            typeof lead[column] === 'boolean' ? Number(lead[column]) : lead[column],
          ),
          ...copiesInOrder(contactCopiesOf(contacts.map(asContactRow))),
          STATUSES[n % STATUSES.length],
          jerusalemDate(createdMs),
          SCANNED,
        );
        const keys = matchKeysOf(
          lead.attachment_sha_256,
          contacts.map((contact) => contact.email),
        );
        for (const key of keys) insertMatch.run(id, key);
        contacts.forEach((contact, index) => {
          const contactId = contactBase + (n - 1) * 5 + index + 1;
          insertContact.run(contactId, contact.full_name, contact.role, contact.phone_number, contact.email);
          insertJoin.run(id, contactId, index + 1);
        });
      }
    });
    for (let from = 1; from <= count; from += LEADS_PER_TRANSACTION) {
      const to = Math.min(count + 1, from + LEADS_PER_TRANSACTION);
      writeRange(from, to);
      onProgress(to - 1);
    }
  } finally {
    db.close();
  }
};

// ---------------------------------------------------------------------------------------------
// PostgreSQL: the rows are generated by the server itself (generate_series), the same values as
// on SQLite, so no million-row payload crosses the socket.

const seedPostgres = async (url, count, onProgress) => {
  const { Client } = requireFromCms('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const columns = async (table) =>
      (
        await client.query('select column_name from information_schema.columns where table_name = $1', [table])
      ).rows.map((row) => row.column_name);
    missing(TABLES.leads, [...LEAD_COLUMNS, ...COPY_COLUMNS, ...REVIEW_COLUMNS], await columns(TABLES.leads));
    missing(TABLES.contacts, CONTACT_COLUMNS, await columns(TABLES.contacts));
    missing(TABLES.join, JOIN_COLUMNS, await columns(TABLES.join));
    missing(TABLES.matches, MATCH_COLUMNS, await columns(TABLES.matches));
    const base = async (table) =>
      Number((await client.query(`select coalesce(max(id), 0) as id from ${table}`)).rows[0].id);
    const leadBase = await base(TABLES.leads);
    const contactBase = await base(TABLES.contacts);
    const now = Date.now();
    const firstNames = `(array['${FIRST_NAMES.join("','")}'])`;
    const lastNames = `(array['${LAST_NAMES.join("','")}'])`;
    const roles = `(array['${ROLES.join("','")}'])`;
    const areas = `(array['${AREAS.join("','")}'])`;
    const statuses = `(array['${STATUSES.join("','")}'])`;
    for (let from = 1; from <= count; from += LEADS_PER_TRANSACTION) {
      const to = Math.min(count, from + LEADS_PER_TRANSACTION - 1);
      await client.query('begin');
      await client.query(
        `insert into ${TABLES.leads} (${[...LEAD_COLUMNS, ...REVIEW_COLUMNS].join(', ')})
         select $1::int + g, 'b' || lpad(g::text, 23, '0'), 'BN-' || lpad(g::text, 9, '0'),
                ${firstNames}[g % 8 + 1] || ' ' || ${lastNames}[(g >> 3) % 8 + 1] || ', צוות חזון מספר ' || g,
                ${areas}[g % 10 + 1], true, 'הצעת חזון ' || g || '.pdf', 'application/pdf', 20000 + g % 50000,
                lpad(to_hex(g), 8, '0') || '${SHA_TAIL}', lpad(to_hex(g), 32, '0'), 0.9,
                to_timestamp(($4::bigint - ($5::bigint - g) * ${SPACING_MS}) / 1000.0),
                to_timestamp(($4::bigint - ($5::bigint - g) * ${SPACING_MS}) / 1000.0),
                to_timestamp(($4::bigint - ($5::bigint - g) * ${SPACING_MS}) / 1000.0),
                ${statuses}[g % ${STATUSES.length} + 1],
                to_char(to_timestamp(($4::bigint - ($5::bigint - g) * ${SPACING_MS}) / 1000.0) AT TIME ZONE 'Asia/Jerusalem', 'YYYY-MM-DD'),
                '${SCANNED}'
         from generate_series($2::int, $3::int) g`,
        [leadBase, from, to, now, count],
      );
      await client.query(
        `insert into ${TABLES.contacts} (${CONTACT_COLUMNS.join(', ')})
         select $1::int + (g - 1) * 5 + s, ${firstNames}[(g + s) % 8 + 1] || ' ' || ${lastNames}[(g + 3 * s) % 8 + 1],
                ${roles}[(g + s) % 5 + 1], '05' || lpad(((g::bigint * 7 + s) % 100000000)::text, 8, '0'),
                'contact' || s || '.lead' || g || '@example.org'
         from generate_series($2::int, $3::int) g, generate_series(1, 5) s where s <= 1 + g % 5`,
        [contactBase, from, to],
      );
      await client.query(
        `insert into ${TABLES.join} (entity_id, cmp_id, component_type, field, "order")
         select $1::int + g, $2::int + (g - 1) * 5 + s, 'lead.contact', 'contacts', s
         from generate_series($3::int, $4::int) g, generate_series(1, 5) s where s <= 1 + g % 5`,
        [leadBase, contactBase, from, to],
      );
      // The duplicate keys as the CMS writes them (match-keys.ts): the file, then each address.
      await client.query(
        `insert into ${TABLES.matches} (lead_id, match_key)
         select $1::int + g, 'file:' || lpad(to_hex(g), 8, '0') || '${SHA_TAIL}' from generate_series($2::int, $3::int) g
         union all
         select $1::int + g, 'email:contact' || s || '.lead' || g || '@example.org'
         from generate_series($2::int, $3::int) g, generate_series(1, 5) s where s <= 1 + g % 5`,
        [leadBase, from, to],
      );
      // The copies of the contacts built by the server in the CMS's shape; checked against the
      // CMS's own contactCopiesOf below. The seeded contacts hold no character a formula begins
      // with (names, roles, 05… phones, contact… addresses), so their cells are their fields.
      await client.query(
        `update ${TABLES.leads} l set (${COPY_COLUMNS.join(', ')}) = (
           select copy.fields, copy.fields from (
             select string_agg(concat_ws(chr(31), coalesce(c.full_name, ''), coalesce(c.role, ''),
                                         coalesce(c.phone_number, ''), coalesce(c.email, '')), chr(31) order by j."order") as fields
             from ${TABLES.join} j join ${TABLES.contacts} c on c.id = j.cmp_id where j.entity_id = l.id) as copy)
         where l.id between $1::int + $2::int and $1::int + $3::int`,
        [leadBase, from, to],
      );
      await client.query('commit');
      onProgress(to);
    }
    // Explicit ids were written: move the sequences past them, as Strapi's own inserts rely on them.
    for (const table of [TABLES.leads, TABLES.contacts, TABLES.join]) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`,
      );
    }
    // VACUUM too: it marks the pages all-visible, so the statistics read their index alone.
    // (one statement per query: VACUUM may not run in the implicit transaction of several)
    await client.query(`vacuum analyze ${TABLES.leads}`);
    await client.query(`analyze ${TABLES.contacts}; analyze ${TABLES.join}; analyze ${TABLES.matches}`);
    const sample = Object.values(
      (await client.query(`select ${COPY_COLUMNS.join(', ')} from ${TABLES.leads} where id = $1`, [leadBase + 1]))
        .rows[0],
    );
    const expected = copiesInOrder(
      loadContactCopiesOf()(
        Array.from({ length: contactCount(1) }, (_, index) => asContactRow(contactValues(1, index + 1))),
      ),
    );
    if (JSON.stringify(sample) !== JSON.stringify(expected)) {
      throw new Error(
        `the seeded contacts copies ${JSON.stringify(sample)} are not the CMS's ${JSON.stringify(expected)}: update seed-leads.mjs`,
      );
    }
  } finally {
    await client.end();
  }
};

/**
 * Seeds `count` leads into the CMS's database (`database.env` as scripts/lib/cms.mjs gives it).
 * @param {{ client: string, env: Record<string, string> }} database
 * @param {number} count
 * @param {(done: number) => unknown} [onProgress]
 */
export const seedLeads = async (database, count, onProgress = () => undefined) => {
  ({ AREA_KEYS: AREAS, REVIEW_STATUSES: STATUSES } = createRequire(dir('config', 'package.json'))(
    './dist/cjs/index.js',
  ));
  if (database.client === 'sqlite') return seedSqlite(database.env.DATABASE_FILENAME, count, onProgress);
  return seedPostgres(database.env.DATABASE_URL, count, onProgress);
};
