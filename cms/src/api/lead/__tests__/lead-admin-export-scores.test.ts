// The committee's scores in the exports (issue 24): the weighted mean, the count, the disagreement
// and each criterion's mean as columns after the review's, and the XLSX's second sheet with every
// submitted score; both writers alike on PostgreSQL, and a reopened score gone from the next export.
import ExcelJS from 'exceljs';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { get, parseCsv, seededLead, seedLeads, sendJson, zipEntryText } from '../../../../tests/lead-admin';
import { useLeadCms } from '../../../../tests/lead-requests';
import { CSV_BOM, csvLine } from '../../../lib/export/csv';
import { exportLayout, exportRow, type ExportLayout } from '../../../lib/export/export-row';
import { evaluatorNames, scoreSheetXml } from '../../../lib/export/score-sheet';
import { sheetHead, SHEET_TAIL, xlsxRow } from '../../../lib/export/xlsx-sheet';
import { leadBatches } from '../../../lib/leads/lead-batches';
import { LEAD_UID } from '../../../lib/uids';

// Names a spreadsheet could run, or XML could misread: a header is text like any other.
const RUBRIC = {
  criteria: [
    { key: 'clarity', name: '=1+1 "בהירות"', weight: 2, scale: { min: 1, max: 5 } },
    { key: 'impact', name: '<b>השפעה</b> & _x0041_', weight: 1, scale: { min: 1, max: 5 } },
    { key: 'feasibility', name: 'ישימות', weight: 1, scale: { min: 1, max: 5 } },
  ],
};
const HOSTILE_COMMENT = '<x>&"y"\n_x0041_ =2+2';

type Person = { id: number; token: string };

describe('the committee scores in the exports', () => {
  const context = useLeadCms();
  const app = () => context.app;
  const people = {} as Record<'a' | 'b' | 'c' | 'manager' | 'super', Person>;
  const leads = {} as Record<'disputed' | 'single' | 'thirds' | 'unscored', { reference: string; documentId: string }>;

  const person = async (role: string, firstname: string): Promise<Person> => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@vision.test`;
    const user = (await createAdmin(app(), role, email, { firstname, lastname: 'בודק' })) as { id: number };
    return { id: user.id, token: await adminToken(app(), email) };
  };

  const submit = async (lead: { documentId: string }, who: Person, scores: number[], comments = {}) => {
    const [clarity, impact, feasibility] = scores;
    const answer = await sendJson(app(), 'PUT', `/api/leads/${lead.documentId}/score`, who.token, {
      scores: { clarity, impact, feasibility },
      comments,
      submit: true,
    });
    expect(answer.status).toBe(200);
  };

  const exportAs = async (query: string) => {
    const answer = await get(app(), `/api/leads/export${query}`, people.manager.token);
    expect(answer.status).toBe(200);
    return answer.bytes;
  };
  const csvRows = (bytes: Buffer) => parseCsv(bytes.subarray(3).toString('utf8'));
  const byReference = (rows: string[][]) => new Map(rows.slice(1).map((row) => [row[0], row]));

  beforeAll(async () => {
    people.a = await person('evaluator', 'אלה');
    people.b = await person('evaluator', 'בני');
    people.c = await person('evaluator', '=HYPERLINK("x") <&>');
    people.manager = await person('leads-manager', 'מנהלת');
    people.super = await person('strapi-super-admin', 'על');
    expect((await sendJson(app(), 'PUT', '/api/evaluation/rubric', people.super.token, RUBRIC)).status).toBe(200);

    const names = ['disputed', 'single', 'thirds', 'unscored'] as const;
    const seeded = names.map((_, index) =>
      seededLead({ area: 'gender', createdAt: new Date(Date.UTC(2025, 5, 1, 10 - index)) }),
    );
    await seedLeads(app(), seeded);
    for (const [index, name] of names.entries()) {
      const stored = (await app()
        .db.query(LEAD_UID)
        .findOne({ where: { reference: seeded[index].reference } })) as { documentId: string };
      leads[name] = { reference: seeded[index].reference, documentId: stored.documentId };
    }
    for (const lead of Object.values(leads)) {
      const answer = await sendJson(app(), 'POST', `/api/leads/${lead.documentId}/evaluators`, people.manager.token, {
        evaluatorIds: [people.a.id, people.b.id, people.c.id],
      });
      expect(answer.status).toBe(200);
    }
    // Weighted (2, 1, 1): 4 and 2.75, a mean of 3.375; clarity 5 against 2 is a disagreement.
    await submit(leads.disputed, people.a, [5, 2, 4]);
    await submit(leads.disputed, people.b, [2, 3, 4]);
    // One evaluator, with comments a spreadsheet or XML could misread.
    await submit(leads.single, people.a, [3, 3, 2], { clarity: '=SUM(A1)', impact: HOSTILE_COMMENT });
    // Weighted 1, 1.25 and 1.25: a mean of 7/6; impact's mean is 5/3.
    await submit(leads.thirds, people.a, [1, 1, 1]);
    await submit(leads.thirds, people.b, [1, 2, 1]);
    await submit(leads.thirds, people.c, [1, 2, 1]);
  });

  it('adds the mean, the count, the disagreement and each criterion’s mean after the review’s columns', async () => {
    const rows = csvRows(await exportAs('?area=gender'));
    expect(rows[0].slice(9, 17)).toEqual([
      'ייתכן שכפול של',
      'ציון ממוצע',
      'מספר הערכות',
      'מחלוקת',
      `'=1+1 "בהירות"`,
      '<b>השפעה</b> & _x0041_',
      'ישימות',
      'איש קשר 1 – שם מלא',
    ]);
    const scores = (lead: { reference: string }) => byReference(rows).get(lead.reference)!.slice(10, 16);
    expect(scores(leads.disputed)).toEqual(['3.38', '2', 'כן', '3.5', '2.5', '4']);
    expect(scores(leads.single)).toEqual(['2.75', '1', '', '3', '3', '2']);
    expect(scores(leads.thirds)).toEqual(['1.17', '3', '', '1', '1.67', '1']);
    expect(scores(leads.unscored)).toEqual(['', '0', '', '', '', '']);
  });

  it('writes them into the XLSX as numbers, and every submitted score on a second sheet, right to left', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportAs('?format=xlsx&area=gender')) as unknown as ArrayBuffer);
    const [first, second] = workbook.worksheets;
    const row = (reference: string) => {
      for (let number = 2; number <= first.rowCount; number += 1) {
        const cells = Array.from({ length: 6 }, (_, index) => first.getRow(number).getCell(index + 11).value);
        if (first.getRow(number).getCell(1).value === reference) return cells;
      }
      throw new Error(`no row for ${reference}`);
    };
    expect(first.getRow(1).getCell(14).value).toBe(`'=1+1 "בהירות"`);
    expect(first.getRow(1).getCell(14).font?.bold).toBe(true);
    expect(row(leads.disputed.reference)).toEqual([3.38, 2, 'כן', 3.5, 2.5, 4]);
    expect(row(leads.unscored.reference)).toEqual([null, 0, null, null, null, null]);

    expect(second.name).toBe('ציונים');
    expect(second.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    const values = (number: number) =>
      Array.from({ length: 6 }, (_, index) => second.getRow(number).getCell(index + 1).value);
    expect(values(1)).toEqual(['מספר אסמכתא', 'מעריך/ה', 'הוגשה בתאריך', 'קריטריון', 'ציון', 'הערה']);
    expect(second.getRow(1).getCell(1).font?.bold).toBe(true);
    // Six submissions of three criteria each; the unscored lead has none.
    expect(second.rowCount).toBe(1 + 6 * 3);
    const rows = Array.from({ length: second.rowCount - 1 }, (_, index) => values(index + 2));
    expect(rows.map((cells) => cells[0])).toEqual([
      ...Array(6).fill(leads.disputed.reference),
      ...Array(3).fill(leads.single.reference),
      ...Array(9).fill(leads.thirds.reference),
    ]);
    // exceljs leaves `_x005F_` as written; Excel and LibreOffice read it as an underscore.
    expect(rows.slice(6, 9)).toEqual([
      [
        leads.single.reference,
        'אלה בודק',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        `'=1+1 "בהירות"`,
        3,
        "'=SUM(A1)",
      ],
      [
        leads.single.reference,
        'אלה בודק',
        rows[6][2],
        '<b>השפעה</b> & _x005F_x0041_',
        3,
        HOSTILE_COMMENT.replace('_x', '_x005F_x'),
      ],
      [leads.single.reference, 'אלה בודק', rows[6][2], 'ישימות', 2, null],
    ]);
    expect(rows[17].slice(1, 5)).toEqual([`'=HYPERLINK("x") <&> בודק`, rows[17][2], 'ישימות', 1]);
    for (const cells of [values(1), ...rows]) {
      for (const cell of cells) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('writes the same cells and sheet rows whichever writer writes them (on PostgreSQL the database does)', async () => {
    const filters = { area: 'gender' as const };
    const labels = (await app().service('api::setting.settings-snapshot').get()).areaLabels;
    const criteria = await app().service('api::evaluation.evaluation-rubric').criteria();
    const layout: ExportLayout = exportLayout(criteria);
    let csv = CSV_BOM + csvLine(layout.headers);
    let sheet = sheetHead(layout);
    const batches = leadBatches(app(), filters);
    let number = 1;
    for (let batch = await batches.next(); batch; batch = await batches.next()) {
      for (const lead of batch.leads) {
        const cells = exportRow(lead, batch, labels, layout);
        csv += csvLine(cells);
        number += 1;
        sheet += xlsxRow(number, cells, layout.thousandsColumn);
      }
    }
    sheet += SHEET_TAIL;
    let scores = '';
    for await (const piece of scoreSheetXml(app(), filters, layout.criteria, await evaluatorNames(app()))) {
      scores += String(piece);
    }
    // The database ends each of its rows with a line break, XML whitespace.
    const rowsOf = (xml: string) => xml.replaceAll('</row>\n', '</row>');

    expect((await exportAs('?area=gender')).toString('utf8')).toBe(csv);
    const workbook = await exportAs('?format=xlsx&area=gender');
    expect(rowsOf(zipEntryText(workbook, 'xl/worksheets/sheet1.xml'))).toBe(sheet);
    expect(rowsOf(zipEntryText(workbook, 'xl/worksheets/sheet2.xml'))).toBe(scores);
    expect(scores.match(/<row /g)).toHaveLength(1 + 6 * 3);
  });

  it('leaves a reopened score out of the next export', async () => {
    const reopened = await sendJson(
      app(),
      'POST',
      `/api/leads/${leads.single.documentId}/scores/${people.a.id}/reopen`,
      people.manager.token,
      {},
    );
    expect(reopened.status).toBe(200);

    const rows = byReference(csvRows(await exportAs('?area=gender')));
    expect(rows.get(leads.single.reference)!.slice(10, 16)).toEqual(['', '0', '', '', '', '']);
    expect(rows.get(leads.disputed.reference)!.slice(10, 12)).toEqual(['3.38', '2']);
    const scores = zipEntryText(await exportAs('?format=xlsx&area=gender'), 'xl/worksheets/sheet2.xml');
    expect(scores).not.toContain(leads.single.reference);
    expect(scores.match(/<row /g)).toHaveLength(1 + 5 * 3);
  });
});
