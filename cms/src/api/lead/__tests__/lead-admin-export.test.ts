import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { DEFAULT_AREAS, LOCALE_CODES } from '@vision/config';
import { validContact, type Contact } from '../../../../tests/lead-fixtures';
import {
  AUDIT,
  createCallers,
  get,
  getAndHangUp,
  parseCsv,
  randomReference,
  seededLead,
  seedLeads,
  sendJson,
  zipEntryText,
  type Callers,
} from '../../../../tests/lead-admin';
import { createAdmin } from '../../../../tests/admin-users';
import { eventually, expectFailure, findLead, postLead, scansDone, useLeadCms } from '../../../../tests/lead-requests';
import { contactCopiesOf } from '../../../lib/leads/contacts-snapshot';
import { matchKeysOf, writeMatchKeys } from '../../../lib/leads/match-keys';
import { LEAD_UID, NOTE_UID } from '../../../lib/uids';
import { neutraliseCell } from '../../../lib/export/cells';
import { CSV_BOM, csvLine } from '../../../lib/export/csv';
import { exportLayout, exportRow } from '../../../lib/export/export-row';
import { copySheetRows } from '../../../lib/export/postgres-copy';
import { emptyScoreSheet } from '../../../lib/export/score-sheet';
import { xlsxWorkbook } from '../../../lib/export/xlsx';
import { sheetHead, SHEET_TAIL, xlsxRow } from '../../../lib/export/xlsx-sheet';
import { leadBatches, type LeadBatch } from '../../../lib/leads/lead-batches';
import { reviewerNames } from '../../../lib/leads/review-details';

/** A lead's own fields, for creating one through the Document Service as the panel would. */
const seededLeadData = (area: string) => ({
  reference: randomReference(),
  visionPresenters: 'צוות מהפאנל',
  visionSubmissionArea: area,
  confirmation: true,
  attachmentName: 'panel.pdf',
  attachmentType: 'application/pdf',
  attachmentSize: 10,
});

// GET /api/leads/export: every matching lead as a CSV or XLSX file that Excel opens right.
// No rubric here (lead-admin-export-scores.test.ts has one): the committee's three columns, no criterion's.
const LAYOUT = exportLayout([]);
const SHEET_HEAD = sheetHead(LAYOUT);

describe('GET /api/leads/export', () => {
  const context = useLeadCms();
  let callers: Callers;
  let hebrewReference: string;
  let hostileReference: string;

  // Commas make the CSV quote a cell; the hostile lead below brings the double quotes.
  const HEBREW_NAMES = ['אלף', 'בית', 'גימל', 'דלת', 'הא'];
  const fiveContacts: Contact[] = HEBREW_NAMES.map((name, index) =>
    validContact({
      fullName: `כהן, ${name}`,
      role: `רכז ${name}`,
      phoneNumber: `050000000${index + 1}`,
      email: `c${index + 1}@example.org`,
    }),
  );
  const healthLabel = DEFAULT_AREAS.find((area) => area.key === 'health')!.label;

  // What a hostile visitor could leave for a spreadsheet to run, in every kind of text cell.
  const hostile = seededLead({
    createdAt: new Date('2025-01-15T22:30:00Z'),
    area: 'gender',
    visionPresenters: '=1+1',
    contacts: [
      { fullName: '@SUM(A1:A9)', role: '-2+3', phoneNumber: '+972501234567', email: 'x@example.org' },
      { fullName: '\tטאב', role: '\rשורה', phoneNumber: '0501234567', email: 'y@example.org' },
    ],
    attachmentName: '=HYPERLINK("http://evil.example")',
  });

  beforeAll(async () => {
    callers = await createCallers(context.app);
    await seedLeads(context.app, [hostile]);
    hostileReference = hostile.reference;
    const answer = await postLead(context.app, {
      fields: { visionPresenters: "עמותת 'ירושלים', הירוקה", visionSubmissionArea: 'health' },
      contacts: fiveContacts,
    });
    expect(answer.status).toBe(201);
    hebrewReference = answer.body.reference;
    await scansDone(context.app);
  });

  const exportAs = async (query: string, role: 'leads-manager' | 'super-admin' = 'leads-manager') => {
    const answer = await get(context.app, `/api/leads/export${query}`, callers.tokens[role]);
    expect(answer.status).toBe(200);
    return answer;
  };

  const csvRows = (bytes: Buffer) => {
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parseCsv(bytes.subarray(3).toString('utf8'));
  };

  const byReference = (rows: string[][]) => new Map(rows.slice(1).map((row) => [row[0], row]));

  it('streams a UTF-8 CSV with a BOM, a Hebrew header and one row per lead, contacts flattened', async () => {
    const answer = await exportAs('');

    expect(answer.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRows(answer.bytes);
    expect(rows[0]).toHaveLength(39);
    expect(rows[0].slice(0, 10)).toEqual([
      'מספר אסמכתא',
      'התקבלה בתאריך',
      'מציגי החזון',
      'מפתח תחום',
      'תחום',
      'סטטוס',
      'בודק/ת',
      'מספר הערות',
      'הערה אחרונה',
      'ייתכן שכפול של',
    ]);
    expect(rows[0].slice(10, 13)).toEqual(['ציון ממוצע', 'מספר הערכות', 'מחלוקת']);
    expect(rows[0][13]).toBe('איש קשר 1 – שם מלא');
    expect(rows.slice(1).map((row) => row[0])).toEqual([hebrewReference, hostileReference]);
    for (const row of rows) expect(row).toHaveLength(39);

    const lead = byReference(rows).get(hebrewReference)!;
    expect(lead[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lead.slice(2, 10)).toEqual(["עמותת 'ירושלים', הירוקה", 'health', healthLabel, 'חדשה', '', '0', '', '']);
    // Not scored: no mean, none submitted, no disagreement.
    expect(lead.slice(10, 13)).toEqual(['', '0', '']);
    expect(lead.slice(13, 33)).toEqual(
      fiveContacts.flatMap((contact) => [contact.fullName, contact.role, contact.phoneNumber, contact.email]),
    );
    const documentId = (await context.app.db.query('api::lead.lead').findOne({ where: { reference: hebrewReference } }))
      .documentId;
    expect(lead.slice(33)).toEqual([
      'file.pdf',
      'application/pdf',
      expect.stringMatching(/^\d+$/),
      'נקי',
      `/api/leads/${documentId}/file`,
      'עברית',
    ]);
  });

  it('gives the received time in Jerusalem', async () => {
    const rows = csvRows((await exportAs('?area=gender')).bytes);
    // 22:30 UTC on 15 January is half past midnight on the 16th in Jerusalem (UTC+2).
    expect(byReference(rows).get(hostileReference)![1]).toBe('2025-01-16 00:30');
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const rows = csvRows((await exportAs('')).bytes);
    const row = byReference(rows).get(hostileReference)!;

    expect(row[2]).toBe("'=1+1");
    expect(row.slice(13, 21)).toEqual([
      "'@SUM(A1:A9)",
      "'-2+3",
      "'+972501234567",
      'x@example.org',
      "'\tטאב",
      "'\rשורה",
      '0501234567',
      'y@example.org',
    ]);
    expect(row[33]).toBe(`'=HYPERLINK("http://evil.example")`);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('reads the contacts from the components when a lead has no usable copy of them', async () => {
    // A lead from before the copy existed, and one whose contact holds the copy's separator.
    const older = seededLead({ area: 'lawAndJustice', contacts: fiveContacts.slice(0, 2), withoutCopy: true });
    await seedLeads(context.app, [older]);
    const odd = { fullName: 'שם\u001fמוזר', role: 'תפקיד', phoneNumber: '0501112233', email: 'odd@example.org' };
    const created = await context.app.documents(LEAD_UID).create({
      data: { ...seededLeadData('lawAndJustice'), contacts: [odd] } as never,
    });
    const stored = await context.app.db.query(LEAD_UID).findOne({ where: { id: created.id } });
    expect([stored.contactsSnapshot, stored.contactsCells]).toEqual([null, null]);

    const rows = byReference(csvRows((await exportAs('?area=lawAndJustice')).bytes));
    expect(rows.get(older.reference)!.slice(13, 21)).toEqual(
      fiveContacts
        .slice(0, 2)
        .flatMap((contact) => [contact.fullName, contact.role, contact.phoneNumber, contact.email]),
    );
    expect(rows.get(created.reference!)!.slice(13, 17)).toEqual([odd.fullName, odd.role, odd.phoneNumber, odd.email]);

    await context.app.documents(LEAD_UID).delete({ documentId: created.documentId });
    await context.app.db.query(LEAD_UID).delete({ where: { reference: older.reference } });
  });

  it('stores both copies of the contacts with a lead taken in', async () => {
    const { contactsSnapshot, contactsCells } = await findLead(context.app, hebrewReference);
    expect({ contactsSnapshot, contactsCells }).toEqual(contactCopiesOf(fiveContacts));
  });

  it('keeps the copies of a lead the Document Service writes equal to its contacts', async () => {
    const created = await context.app.documents(LEAD_UID).create({
      data: { ...seededLeadData('lawAndJustice'), contacts: fiveContacts.slice(0, 3) } as never,
    });
    const read = async () => {
      const { contactsSnapshot, contactsCells } = await context.app.db
        .query(LEAD_UID)
        .findOne({ where: { id: created.id } });
      return { contactsSnapshot, contactsCells };
    };
    expect(await read()).toEqual(contactCopiesOf(fiveContacts.slice(0, 3)));

    const updated = await context.app.documents(LEAD_UID).update({
      documentId: created.documentId,
      data: { contacts: [fiveContacts[4]] } as never,
    });
    expect(updated).toBeTruthy();
    expect(await read()).toEqual(contactCopiesOf([fiveContacts[4]]));
    // A contact that begins like a formula: the export's cells hold it with its apostrophe.
    const formula = { ...fiveContacts[4], phoneNumber: '+972501234' };
    await context.app
      .documents(LEAD_UID)
      .update({ documentId: created.documentId, data: { contacts: [formula] } as never });
    expect(await read()).toEqual(contactCopiesOf([formula]));
    expect((await read()).contactsCells).toContain("'+972501234");
    await context.app.documents(LEAD_UID).delete({ documentId: created.documentId });
  });

  it('exports only the leads the filters match', async () => {
    const onlyHealth = csvRows((await exportAs('?area=health')).bytes);
    expect(onlyHealth.slice(1).map((row) => row[0])).toEqual([hebrewReference]);

    const byDay = csvRows((await exportAs('?from=2025-01-16&to=2025-01-16')).bytes);
    expect(byDay.slice(1).map((row) => row[0])).toEqual([hostileReference]);

    const bySearch = csvRows((await exportAs(`?search=${encodeURIComponent('C3@EXAMPLE.ORG')}`)).bytes);
    expect(bySearch.slice(1).map((row) => row[0])).toEqual([hebrewReference]);

    const none = csvRows((await exportAs('?search=nobody-has-this')).bytes);
    expect(none).toHaveLength(1);

    // Quotes and backslashes are searched for as text (on PostgreSQL they are written into the SQL).
    const quoted = csvRows((await exportAs(`?search=${encodeURIComponent("'ירושלים'")}`)).bytes);
    expect(quoted.slice(1).map((row) => row[0])).toEqual([hebrewReference]);
    const injected = csvRows((await exportAs(`?search=${encodeURIComponent("\\'); DROP TABLE leads; --")}`)).bytes);
    expect(injected).toHaveLength(1);
    expect(await context.app.db.query(LEAD_UID).count({ where: { reference: hebrewReference } })).toBe(1);
  });

  it.each([
    ['an unknown format', '?format=pdf', { format: 'INVALID_FORMAT' }],
    ['an unknown area', '?format=xlsx&area=space', { area: 'INVALID_FORMAT' }],
    ['a bad date and a bad format', '?format=x&from=2025-13-01', { format: 'INVALID_FORMAT', from: 'INVALID_FORMAT' }],
    ['a search holding a NUL character', '?search=a%00b', { search: 'INVALID_FORMAT' }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_case, query, fields) => {
    const answer = await get(context.app, `/api/leads/export${query}`, callers.tokens['leads-manager']);
    expectFailure(answer, 400, 'VALIDATION_FAILED', fields);
  });

  it('writes an XLSX workbook, right to left, with a bold frozen header and the same neutralised cells', async () => {
    const answer = await exportAs('?format=xlsx');

    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('הצעות חזון');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.getRow(1).getCell(1).value).toBe('מספר אסמכתא');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(39).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.columns.map((column) => column.width)).toEqual(LAYOUT.widths);
    // The file's size in bytes, with a thousands separator.
    expect(sheet.getColumn(36).numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(36).numFmt).toBe('#,##0');
    expect(sheet.rowCount).toBe(3);

    const values = (rowNumber: number) =>
      Array.from({ length: 39 }, (_, index) => sheet.getRow(rowNumber).getCell(index + 1).value);
    const lead = values(2);
    expect(lead[0]).toBe(hebrewReference);
    expect(lead.slice(2, 10)).toEqual(["עמותת 'ירושלים', הירוקה", 'health', healthLabel, 'חדשה', null, 0, null, null]);
    expect(lead.slice(10, 13)).toEqual([null, 0, null]);
    expect(lead.slice(13, 33)).toEqual(
      fiveContacts.flatMap((contact) => [contact.fullName, contact.role, contact.phoneNumber, contact.email]),
    );
    expect(typeof lead[35]).toBe('number');
    const hostileRow = values(3);
    expect(hostileRow[0]).toBe(hostileReference);
    expect(hostileRow[1]).toBe('2025-01-16 00:30');
    expect(hostileRow[2]).toBe("'=1+1");
    expect(hostileRow.slice(13, 16)).toEqual(["'@SUM(A1:A9)", "'-2+3", "'+972501234567"]);
    expect(hostileRow[33]).toBe(`'=HYPERLINK("http://evil.example")`);
    for (let row = 1; row <= 3; row += 1) {
      for (let cell = 1; cell <= 39; cell += 1) expect(sheet.getRow(row).getCell(cell).formula).toBeUndefined();
    }
  });

  it('records who exported what, in which format, with how many rows', async () => {
    await exportAs('?format=csv&area=health', 'super-admin');

    await eventually(async () => {
      const [entry] = await context.app.db.query(AUDIT).findMany({
        where: { action: 'leads-export' },
        orderBy: { id: 'desc' },
        limit: 1,
      });
      expect(entry).toMatchObject({
        actor: callers.emails['super-admin'],
        details: { format: 'csv', filters: { area: 'health' }, rows: 1, complete: true },
      });
    });
  });

  describe('with thousands of leads', () => {
    const count = 4_500;

    beforeAll(async () => {
      const start = Date.parse('2024-01-01T00:00:00Z');
      const long = 'ח'.repeat(300);
      await seedLeads(
        context.app,
        Array.from({ length: count }, (_, index) =>
          seededLead({
            // Leads come in pairs with one timestamp: the cursor must neither skip nor repeat one of a pair.
            createdAt: new Date(start + Math.floor(index / 2) * 60_000),
            area: 'economy',
            visionPresenters: `${index} ${long}`,
            contacts: fiveContacts,
          }),
        ),
      );
    });

    it('exports every lead exactly once, newest first, across the read batches', async () => {
      const rows = csvRows((await exportAs('?area=economy')).bytes).slice(1);

      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((row) => row[0])).size).toBe(count);
      const times = rows.map((row) => row[1]);
      expect(times).toEqual([...times].sort().reverse());
      expect(rows.every((row) => row[32] === 'c5@example.org')).toBe(true);
    });

    it('writes every lead into the XLSX too', async () => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await exportAs('?format=xlsx&area=economy')).bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets[0].rowCount).toBe(count + 1);
    });
  });

  describe('when the client goes away', () => {
    // Far more than the loopback socket buffers can swallow (about 40 MB of CSV), so an export
    // that kept reading after the hang-up would show it in the row count.
    const count = 15_000;

    /** The exports PostgreSQL is writing at this moment; or of them, those waiting for the CMS to take what they wrote. */
    const copiesRunning = async (waitingForTheCms = false) =>
      (
        await context.app.db.connection.raw(
          `SELECT count(*)::int AS copies FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY (%' AND state <> 'idle'${waitingForTheCms ? ` AND wait_event = 'ClientWrite'` : ''}`,
        )
      ).rows[0].copies as number;

    beforeAll(async () => {
      const start = Date.parse('2023-01-01T00:00:00Z');
      const long = (word: string) => `${word} `.repeat(100).slice(0, 100);
      const bulky = HEBREW_NAMES.map((name, index) => ({
        fullName: long(name),
        role: long('רכזת'),
        phoneNumber: `050000000${index + 1}`,
        email: `bulk${index + 1}@example.org`,
      }));
      await seedLeads(
        context.app,
        Array.from({ length: count }, (_, index) =>
          seededLead({
            createdAt: new Date(start + index * 60_000),
            area: 'lawAndJustice',
            visionPresenters: `${index} ${'ח'.repeat(300)}`,
            contacts: bulky,
          }),
        ),
      );
    });

    it('stops reading, and the audit trail says the export was cut off', async () => {
      const before = await context.app.db.query(AUDIT).count({ where: { action: 'leads-export' } });

      const cut = await getAndHangUp(
        context.app,
        '/api/leads/export?area=lawAndJustice',
        callers.tokens['leads-manager'],
        64 * 1024,
      );

      expect(cut.status).toBe(200);
      await eventually(async () => {
        const entries = await context.app.db.query(AUDIT).findMany({
          where: { action: 'leads-export' },
          orderBy: { id: 'desc' },
        });
        expect(entries).toHaveLength(before + 1);
        expect(entries[0].details).toMatchObject({ complete: false, note: expect.stringMatching(/cut off/) });
        expect(entries[0].details.rows).toBeLessThan(count);
      }, 5_000);
      if (context.app.db.dialect.client === 'postgres') {
        // The database writes the rows there: its query is cancelled, not left waiting to send.
        await eventually(async () => expect(await copiesRunning()).toBe(0), 5_000);
      }
      // And the connection it used is back in the pool, in working order.
      const after = csvRows((await exportAs('?area=lawAndJustice&search=nobody-has-this')).bytes);
      expect(after).toHaveLength(1);
    });

    it('holds the database back while the client takes nothing (PostgreSQL, where it writes the sheet)', async () => {
      if (context.app.db.dialect.client !== 'postgres') return;
      const labels = (await context.app.service('api::setting.settings-snapshot').get()).areaLabels;
      const progress = { rows: 0, complete: false };
      const onError = jest.fn();
      const sheet = await copySheetRows(context.app, { area: 'lawAndJustice' }, labels, new Map(), LAYOUT, progress);
      const workbook = xlsxWorkbook(sheet, async () => emptyScoreSheet(), onError);

      // Nobody reads the workbook: the zip, the streams and the socket fill, and then PostgreSQL
      // waits to send more, and no more rows come.
      let seen = -1;
      await eventually(async () => {
        const before = progress.rows;
        expect(await copiesRunning(true)).toBe(1);
        await delay(300);
        expect(await copiesRunning(true)).toBe(1);
        seen = progress.rows;
        expect(seen).toBe(before);
      }, 10_000);

      expect(seen).toBeGreaterThan(0);
      expect(seen).toBeLessThan(count);
      expect(progress.complete).toBe(false);
      workbook.destroy();
      await eventually(async () => expect(await copiesRunning()).toBe(0), 5_000);
      expect(onError).not.toHaveBeenCalled();
    });
  });

  it('adds each lead’s review: status, reviewer, notes count, last note and earlier possible duplicates', async () => {
    const manager = callers.tokens['leads-manager'];
    const submit = async (email: string) => {
      const answer = await postLead(context.app, {
        fields: { visionSubmissionArea: 'regionalSecurityPolicy' },
        contacts: [validContact({ email })],
      });
      expect(answer.status).toBe(201);
      return findLead(context.app, answer.body.reference);
    };
    const first = await submit('shared@example.org');
    const second = await submit('other@example.org');
    const third = await submit('SHARED@example.org');
    const fourth = await submit('Other@Example.org');
    const me = await context.app.db.query('admin::user').findOne({ where: { email: callers.emails['leads-manager'] } });
    const patched = await sendJson(context.app, 'PUT', `/api/leads/${third.documentId}/review`, manager, {
      status: 'shortlisted',
      reviewerId: me.id,
    });
    expect(patched.status).toBe(200);
    for (const text of ['ראשונה', '=HYPERLINK("http://evil.example")\nשורה שנייה']) {
      const note = await sendJson(context.app, 'POST', `/api/leads/${third.documentId}/notes`, manager, { text });
      expect(note.status).toBe(201);
    }

    const rows = byReference(csvRows((await exportAs('?area=regionalSecurityPolicy')).bytes));
    const review = (lead: { reference: string }) => rows.get(lead.reference)!.slice(5, 10);
    expect(review(third)).toEqual([
      'ברשימה הקצרה',
      'בודק leads-manager',
      '2',
      `'=HYPERLINK("http://evil.example")\nשורה שנייה`,
      first.reference,
    ]);
    expect(review(first)).toEqual(['חדשה', '', '0', '', '']);
    expect(review(fourth)).toEqual(['חדשה', '', '0', '', second.reference]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await exportAs('?format=xlsx&area=regionalSecurityPolicy')).bytes as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0];
    const row = [2, 3, 4, 5].map((n) => sheet.getRow(n)).find((r) => r.getCell(1).value === third.reference)!;
    expect([6, 7, 8, 9, 10].map((n) => row.getCell(n).value)).toEqual([
      'ברשימה הקצרה',
      'בודק leads-manager',
      2,
      `'=HYPERLINK("http://evil.example")\nשורה שנייה`,
      first.reference,
    ]);
    for (let cell = 1; cell <= 35; cell += 1) expect(row.getCell(cell).formula).toBeUndefined();
  });

  it('writes the same cells whichever writer writes the CSV (on PostgreSQL the database does)', async () => {
    // Every kind of awkward text, in every kind of cell, read back and compared with what the
    // JavaScript writer makes of the same leads (on SQLite that is the answer itself).
    const awkward = [
      'a "quoted", comma',
      'line\nbreak',
      '\r\nleading break',
      '\\.',
      '',
      '=1+1',
      "-'minus",
      '\u05d0\u05d1, "\u05d2"',
    ];
    const leads = awkward.map((text, index) =>
      seededLead({
        createdAt: new Date(Date.UTC(2022, 2, 25, index, 59, 30)), // across Israel's change to summer time
        area: 'educationAndEnlightenment',
        visionPresenters: text,
        attachmentName: text,
        contacts: [
          { fullName: text, role: awkward[(index + 1) % awkward.length], phoneNumber: '', email: `${index}@x.org` },
          { fullName: '@me', role: null as unknown as string, phoneNumber: '+972', email: text },
        ],
        withoutCopy: index % 3 === 0,
      }),
    );
    await seedLeads(context.app, leads);
    // A copy that does not hold whole contacts is read from the components too.
    await context.app.db.query(LEAD_UID).update({
      where: { reference: leads[1].reference },
      data: { contactsSnapshot: 'half\u001fcontact', contactsCells: 'half\u001fcontact' },
    });
    // The review cells too: awkward notes (the last one counts), a reviewer, shared keys.
    const ids = await Promise.all(
      leads.map(async (lead) => (await findLead(context.app, lead.reference)).id as number),
    );
    const reviewer = await context.app.db
      .query('admin::user')
      .findOne({ where: { email: callers.emails['leads-manager'] } });
    await context.app.db.query(LEAD_UID).update({
      where: { id: ids[2] },
      data: { reviewStatus: 'shortlisted', reviewer: reviewer.id },
    });
    for (const [index, text] of awkward.entries()) {
      if (!text) continue;
      await context.app.db.query(NOTE_UID).create({ data: { leadId: ids[index], text: `${text} א` } });
      await context.app.db.query(NOTE_UID).create({ data: { leadId: ids[index], text } });
    }
    await context.app.db.transaction(({ trx }) =>
      writeMatchKeys(
        context.app,
        trx,
        new Map(ids.map((id, index) => [id, matchKeysOf(null, [`same${index % 2}@x.org`])])),
      ),
    );

    const filters = { area: 'educationAndEnlightenment' as const };
    const labels = (await context.app.service('api::setting.settings-snapshot').get()).areaLabels;
    const batches = leadBatches(context.app, filters);
    let expected = CSV_BOM + csvLine(LAYOUT.headers);
    for (let batch = await batches.next(); batch; batch = await batches.next()) {
      for (const lead of batch.leads) expected += csvLine(exportRow(lead, batch, labels, LAYOUT));
    }

    const answer = await exportAs('?area=educationAndEnlightenment');
    expect(csvRows(answer.bytes)).toEqual(parseCsv(expected.slice(1)));
    expect(parseCsv(expected.slice(1))).toHaveLength(leads.length + 1);
  });

  it('labels the area as an editor renamed it in the Settings', async () => {
    const documents = context.app.documents('api::setting.setting');
    const settings = await documents.findFirst({ locale: 'he', populate: ['areas'] } as never);
    const areas = (settings as unknown as { areas: { key: string; label: string; info: string }[] }).areas;
    await documents.update({
      documentId: settings!.documentId,
      locale: 'he',
      data: {
        areas: areas.map(({ key, label, info }) => ({ key, info, label: key === 'health' ? 'בריאות הציבור' : label })),
      },
    } as never);
    // An area's name is content: the staff's views follow what is published.
    await documents.publish({ documentId: settings!.documentId, locale: 'he' } as never);

    const rows = csvRows((await exportAs('?area=health')).bytes);
    expect(rows[1].slice(3, 5)).toEqual(['health', 'בריאות הציבור']);
    const page = await get(context.app, '/api/leads/paginate?area=health', callers.tokens['leads-manager']);
    expect(page.body.data[0].area).toEqual({ key: 'health', label: 'בריאות הציבור' });
  });

  it('writes hostile text into the XLSX as plain text, cell for cell what the CSV holds', async () => {
    // Markup, entities, a control character XML cannot hold (in front of a formula, too), and
    // Excel's own escape of a character, in text cells of every kind.
    const hostileTexts = ['<b>x</b> & y', '&amp; "שלום" <', 'a\u0001b', '=1+1', '\u0001=2+2', '_x0041_', '\u0001'];
    const leads = hostileTexts.map((text, index) =>
      seededLead({
        createdAt: new Date(Date.UTC(2020, 5, 1, index)),
        area: 'securityIDF',
        visionPresenters: text,
        attachmentName: text,
        contacts: [{ fullName: text, role: 'רכזת', phoneNumber: text, email: `${index}@example.org` }],
      }),
    );
    await seedLeads(context.app, leads);

    const csv = csvRows((await exportAs('?area=securityIDF')).bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportAs('?format=xlsx&area=securityIDF')).bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells = (rowNumber: number) =>
      Array.from({ length: 39 }, (_, index) => sheet.getRow(rowNumber).getCell(index + 1));

    expect(sheet.rowCount).toBe(leads.length + 1);
    expect(csv).toHaveLength(leads.length + 1);
    // What the CSV holds, without the control character (which XML cannot carry), and neutralised
    // again where leaving it out uncovers a formula's first character. Excel and LibreOffice read
    // `_x005F_` as an underscore; exceljs leaves it as written.
    const shown = (text: string) => neutraliseCell(text.replaceAll('\u0001', '')).replace('_x0041_', '_x005F_x0041_');
    csv.forEach((row, index) => {
      const values = cells(index + 1).map(({ value }) => (value === null ? '' : String(value)));
      expect(values).toEqual(row.map(shown));
    });
    const byPresenters = new Map(csv.slice(1).map((row, index) => [row[2], cells(index + 2)]));
    expect(byPresenters.get('<b>x</b> & y')![33].value).toBe('<b>x</b> & y');
    expect(byPresenters.get('&amp; "שלום" <')![13].value).toBe('&amp; "שלום" <');
    expect(byPresenters.get('a\u0001b')![2].value).toBe('ab');
    expect(byPresenters.get("'=1+1")![15].value).toBe("'=1+1");
    expect(byPresenters.get('\u0001=2+2')![2].value).toBe("'=2+2");
    expect(byPresenters.get('\u0001')![2].value).toBeNull();
    for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
      for (const cell of cells(rowNumber)) {
        expect(cell.formula).toBeUndefined();
        expect([ExcelJS.ValueType.Null, ExcelJS.ValueType.Number, ExcelJS.ValueType.String]).toContain(cell.type);
        if (typeof cell.value === 'string') {
          expect(cell.value).not.toMatch(/^[=+\-@\t\r]/);
          expect(cell.value).not.toContain('\u0001');
        }
      }
    }
  });

  it('writes the same sheet rows whichever writer writes the XLSX (on PostgreSQL the database does)', async () => {
    // Text that XML, COPY's output or a spreadsheet could take for something else, in every kind of
    // text cell, and the JavaScript writer's rows for the same leads to compare with, byte for byte.
    const hostileTexts = [
      'a "quoted", comma',
      'line\nbreak and\r\ncarriage return\rand \u2028',
      '\r\nleading break',
      '\nleading line feed =1',
      '\\.',
      'back\\slash \\x01 \\\\ \\N',
      '<b>x</b> & y &amp; ]]>',
      '\u0001=2+2',
      '\u0002\u0003\u001f\ufffe\uffff',
      'a\u0001b\u0002c\u007fd',
      '_x0041_',
      '_x0041_x0042_ and _x00e9__X12AB_ _x12_',
      '\tטאב',
      '=1+1',
      'עברית "בע"מ" 😀 emoji',
      '',
    ];
    const leads = hostileTexts.map((text, index) =>
      seededLead({
        createdAt: new Date(Date.UTC(2019, 3, 1, index)),
        area: 'internalSecurityPolice',
        visionPresenters: text || 'בלי',
        attachmentName: text,
        contacts: [
          {
            fullName: text,
            role: hostileTexts[(index + 1) % hostileTexts.length],
            phoneNumber: text,
            email: `${index}@x.org`,
          },
          { fullName: '@me', role: null as unknown as string, phoneNumber: '+972', email: text },
        ],
        withoutCopy: index % 4 === 0,
        // Every language, so that the language's column is compared too.
        locale: LOCALE_CODES[index % LOCALE_CODES.length],
      }),
    );
    await seedLeads(context.app, leads);
    const ids = await Promise.all(
      leads.map(async (lead) => (await findLead(context.app, lead.reference)).id as number),
    );
    const reviewer = await createAdmin(context.app, 'leads-manager', `hostile-${ids[0]}@example.org`, {
      firstname: '=HYPERLINK("x") <&>',
      lastname: '_x0041_\u0001',
    });
    for (const [index, text] of hostileTexts.entries()) {
      if (index % 2)
        await context.app.db.query(LEAD_UID).update({ where: { id: ids[index] }, data: { reviewer: reviewer.id } });
      if (text) await context.app.db.query(NOTE_UID).create({ data: { leadId: ids[index], text } });
    }

    /** What the JavaScript writer makes of the same leads: the rows after the header, in order. */
    const rowsOfBatches = async (labels: Record<string, string>) => {
      const rows: string[] = [];
      const batches = leadBatches(context.app, { area: 'internalSecurityPolice' });
      for (let batch: LeadBatch | null = await batches.next(); batch; batch = await batches.next()) {
        for (const lead of batch.leads) {
          rows.push(xlsxRow(rows.length + 2, exportRow(lead, batch, labels as never, LAYOUT), LAYOUT.thousandsColumn));
        }
      }
      return rows;
    };
    /** A sheet's rows after the header; the database ends each row with a line break, XML whitespace. */
    const rowsOfSheet = (sheet: string) => {
      expect(sheet.startsWith(SHEET_HEAD)).toBe(true);
      expect(sheet.endsWith(SHEET_TAIL)).toBe(true);
      return sheet
        .slice(SHEET_HEAD.length, -SHEET_TAIL.length)
        .replaceAll('</row>\n', '</row>')
        .split(/(?<=<\/row>)/)
        .filter(Boolean);
    };

    const labels = (await context.app.service('api::setting.settings-snapshot').get()).areaLabels;
    const expected = await rowsOfBatches(labels);
    expect(expected).toHaveLength(leads.length);
    const answer = await exportAs('?format=xlsx&area=internalSecurityPolice');
    expect(rowsOfSheet(zipEntryText(answer.bytes, 'xl/worksheets/sheet1.xml'))).toEqual(expected);

    if (context.app.db.dialect.client !== 'postgres') return;
    // The labels written into the SQL as literals: an area renamed into hostile text too.
    const hostileLabels = { ...labels, internalSecurityPolice: '\u0001=תחבורה "ציבורית" & _x0041_\n' };
    const progress = { rows: 0, complete: false };
    const sheet = await copySheetRows(
      context.app,
      { area: 'internalSecurityPolice' },
      hostileLabels,
      await reviewerNames(context.app),
      LAYOUT,
      progress,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of sheet) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    expect(rowsOfSheet(Buffer.concat(chunks).toString('utf8'))).toEqual(await rowsOfBatches(hostileLabels));
    expect(progress).toEqual({ rows: leads.length, complete: true });
  });
});
