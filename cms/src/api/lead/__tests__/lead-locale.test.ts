// The language a lead was sent in: stored with it, answered by the list, filtered by, and in the
// exports by its Hebrew name. Both databases (TEST_POSTGRES_URL for PostgreSQL).

import ExcelJS from 'exceljs';
import { LeadsPaginateAnswer } from '@vision/config';
import { createCallers, get, parseCsv, type Callers } from '../../../../tests/lead-admin';
import {
  countLeads,
  expectFailure,
  expectStorageConsistent,
  findLead,
  postLead,
  scansDone,
  useLeadCms,
} from '../../../../tests/lead-requests';
import { leadTables } from '../../../lib/database/lead-tables';
import { LEAD_UID } from '../../../lib/uids';

describe("a lead's language", () => {
  const context = useLeadCms();
  let callers: Callers;
  const references: Record<'ar' | 'en' | 'none', string> = { ar: '', en: '', none: '' };

  const submit = async (locale: string | undefined, area = 'gender') => {
    const answer = await postLead(context.app, {
      fields: { visionSubmissionArea: area },
      extraParts: locale === undefined ? [] : [{ name: 'locale', value: locale }],
    });
    expect(answer.status).toBe(201);
    return answer.body.reference as string;
  };

  beforeAll(async () => {
    callers = await createCallers(context.app);
    references.ar = await submit('ar');
    references.en = await submit('en');
    references.none = await submit(undefined);
    await scansDone(context.app);
  });

  const manager = () => callers.tokens['leads-manager'];

  it('stores the language the form sent, and Hebrew when it sent none', async () => {
    expect((await findLead(context.app, references.ar)).submissionLocale).toBe('ar');
    expect((await findLead(context.app, references.en)).submissionLocale).toBe('en');
    expect((await findLead(context.app, references.none)).submissionLocale).toBe('he');
  });

  it('refuses a language the call does not have with 400 VALIDATION_FAILED, storing nothing', async () => {
    const before = await countLeads(context.app);
    for (const locale of ['xx', '', 'AR', 'he-IL']) {
      const answer = await postLead(context.app, { extraParts: [{ name: 'locale', value: locale }] });
      expectFailure(answer, 400, 'VALIDATION_FAILED', { locale: 'INVALID_FORMAT' });
    }
    // Named with the form's other faults in one answer.
    const both = await postLead(context.app, {
      fields: { visionSubmissionArea: 'space' },
      extraParts: [{ name: 'locale', value: 'fr' }],
    });
    expectFailure(both, 400, 'VALIDATION_FAILED');
    expect(both.body.error.fields).toMatchObject({
      locale: 'INVALID_FORMAT',
      visionSubmissionArea: expect.any(String),
    });
    expect(await countLeads(context.app)).toBe(before);
    // No file left behind by a refused form.
    await expectStorageConsistent(context);
  });

  it('reads a lead stored without a language (before there was one) as Hebrew', async () => {
    const t = leadTables(context.app, LEAD_UID);
    const knex = context.app.db.connection;
    const [row] = (await knex(t.table)
      .insert({
        [t.column('documentId')]: 'tlocalelessleadxxxxxxxxx',
        [t.column('reference')]: 'VN-0LD0-0LD0',
        [t.column('visionPresenters')]: 'לפני השפות',
        [t.column('visionSubmissionArea')]: 'gender',
        [t.column('createdAt')]: new Date(),
      })
      .returning('id')) as { id: number }[];
    const page = await get(context.app, '/api/leads/paginate?search=VN-0LD0-0LD0', manager());
    expect(page.body.data.map((lead: { locale: string }) => lead.locale)).toEqual(['he']);
    await knex(t.table).where('id', row.id).delete();
  });

  it('gives the leads stored before the language existed Hebrew, when the column is added at a start', async () => {
    const t = leadTables(context.app, LEAD_UID);
    const column = t.column('submissionLocale');
    const knex = () => context.app.db.connection;
    // The table as a release before this one left it: no column (nor its index), a lead in it, and
    // a schema Strapi has yet to bring up to date.
    await knex().schema.alterTable(t.table, (table) => table.dropIndex([], 'leads_submission_locale_idx'));
    await knex().schema.alterTable(t.table, (table) => table.dropColumn(column));
    await knex()(t.table)
      .where(t.column('reference'), references.ar)
      .update({ [t.column('visionPresenters')]: 'לפני' });
    await knex()('strapi_database_schema').delete();
    await context.cms.restart();

    const stored = await knex()(t.table).whereIn(t.column('reference'), [references.ar, references.en]).select(column);
    expect(stored.map((row: Record<string, string>) => row[column])).toEqual(['he', 'he']);
    // Back to the languages they were sent in, for the tests that follow.
    for (const locale of ['ar', 'en'] as const) {
      await knex()(t.table)
        .where(t.column('reference'), references[locale])
        .update({ [column]: locale });
    }
  });

  it('answers each lead with its locale, and lists one language alone', async () => {
    const all = await get(context.app, '/api/leads/paginate?area=gender', manager());
    expect(all.status).toBe(200);
    expect(LeadsPaginateAnswer.safeParse(all.body).success).toBe(true);
    const byReference = new Map(
      all.body.data.map((lead: { reference: string; locale: string }) => [lead.reference, lead.locale]),
    );
    expect(byReference.get(references.ar)).toBe('ar');
    expect(byReference.get(references.en)).toBe('en');
    expect(byReference.get(references.none)).toBe('he');

    const arabic = await get(context.app, '/api/leads/paginate?area=gender&locale=ar', manager());
    expect(arabic.body.data.map((lead: { reference: string }) => lead.reference)).toEqual([references.ar]);
    expect(arabic.body.meta.pagination.total).toBe(1);

    const stats = await get(context.app, '/api/leads/stats?locale=en', manager());
    expect(stats.status).toBe(200);
    expect(stats.body.data.total).toBe(1);

    for (const path of ['/api/leads/paginate', '/api/leads/export', '/api/leads/stats']) {
      expectFailure(await get(context.app, `${path}?locale=fr`, manager()), 400, 'VALIDATION_FAILED', {
        locale: 'INVALID_FORMAT',
      });
    }
  });

  it('exports the language by its Hebrew name, in the CSV and the XLSX, and filters the export by it', async () => {
    const csv = await get(context.app, '/api/leads/export?area=gender', manager());
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.bytes.subarray(3).toString('utf8'));
    const last = rows[0].length - 1;
    expect(rows[0][last]).toBe('שפה');
    const languages = new Map(rows.slice(1).map((row) => [row[0], row[last]]));
    expect(languages.get(references.ar)).toBe('ערבית');
    expect(languages.get(references.en)).toBe('אנגלית');
    expect(languages.get(references.none)).toBe('עברית');

    const onlyArabic = parseCsv(
      (await get(context.app, '/api/leads/export?locale=ar', manager())).bytes.subarray(3).toString('utf8'),
    );
    expect(onlyArabic.slice(1).map((row) => row[0])).toEqual([references.ar]);

    const xlsx = await get(context.app, '/api/leads/export?format=xlsx&area=gender', manager());
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const column = sheet.getRow(1).cellCount;
    expect(sheet.getRow(1).getCell(column).value).toBe('שפה');
    const sheetLanguages = new Map<string, unknown>();
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      sheetLanguages.set(String(sheet.getRow(number).getCell(1).value), sheet.getRow(number).getCell(column).value);
    }
    expect(sheetLanguages.get(references.ar)).toBe('ערבית');
    expect(sheetLanguages.get(references.en)).toBe('אנגלית');
    expect(sheetLanguages.get(references.none)).toBe('עברית');
  });
});
