import { AREA_KEYS, FILE_SCAN_STATES, REVIEW_STATUSES } from '@vision/config';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import {
  createCallers,
  get,
  seededLead,
  seedLeads,
  sendJson,
  type Callers,
  type SeededLead,
} from '../../../../tests/lead-admin';
import { expectFailure, findLead, postLead, useLeadCms } from '../../../../tests/lead-requests';
import { jerusalemDate } from '../../../lib/time/jerusalem';

type ListedLead = {
  id: string;
  reference: string;
  receivedAt: string;
  area: { key: string };
  status: string;
  fileScan: string;
  reviewer: { id: number; name: string } | null;
  notesCount: number;
  duplicateOf: string[];
};

// The review on the lead admins' lists: the fields and filters of GET /api/leads/paginate, and
// GET /api/leads/stats, whose numbers must be those of the rows the same filters list.
describe('the review in the lead lists and the statistics', () => {
  const context = useLeadCms();
  let callers: Callers;
  let me: number;
  let colleague: number;
  const references: Record<string, string> = {};
  const documentIds: Record<string, string> = {};
  const sharedFile = pdfBytes(3000);

  // Jerusalem is UTC+2 in winter and UTC+3 in summer: each pair sits either side of its midnight.
  const dated: Record<string, SeededLead> = {
    winterEvening: seededLead({ createdAt: new Date('2025-03-10T21:30:00Z'), area: 'health' }),
    winterNight: seededLead({ createdAt: new Date('2025-03-10T23:30:00Z'), area: 'health' }),
    summerEvening: seededLead({ createdAt: new Date('2025-07-01T20:30:00Z'), area: 'gender' }),
    summerNight: seededLead({ createdAt: new Date('2025-07-01T21:30:00Z'), area: 'economy' }),
  };

  const token = () => callers.tokens['leads-manager'];
  const review = (name: string, body: object) =>
    sendJson(context.app, 'PUT', `/api/leads/${documentIds[name]}/review`, token(), body);

  beforeAll(async () => {
    callers = await createCallers(context.app);
    me = (await context.app.db.query('admin::user').findOne({ where: { email: callers.emails['leads-manager'] } })).id;
    colleague = (await context.app.db.query('admin::user').findOne({ where: { email: callers.emails['super-admin'] } }))
      .id;
    await seedLeads(context.app, Object.values(dated));
    for (const [name, lead] of Object.entries(dated)) {
      references[name] = lead.reference;
      documentIds[name] = (await findLead(context.app, lead.reference)).documentId;
    }
    const submit = async (name: string, email: string, file: Buffer, area = 'economy') => {
      const answer = await postLead(context.app, {
        fields: { visionSubmissionArea: area },
        contacts: [validContact({ email })],
        file: { filename: 'vision.pdf', content: file },
      });
      expect(answer.status).toBe(201);
      references[name] = answer.body.reference;
      documentIds[name] = (await findLead(context.app, answer.body.reference)).documentId;
    };
    await submit('original', 'noa@example.org', sharedFile);
    await submit('copy', 'someone@example.org', sharedFile, 'health');
    await submit('sameAddress', 'NOA@example.org', pdfBytes(3001));

    expect((await review('winterNight', { status: 'shortlisted', reviewerId: me })).status).toBe(200);
    expect((await review('copy', { status: 'inReview', reviewerId: me })).status).toBe(200);
    expect((await review('summerEvening', { status: 'declined', reviewerId: colleague })).status).toBe(200);
    const note = await sendJson(context.app, 'POST', `/api/leads/${documentIds.copy}/notes`, token(), {
      text: 'כפול?',
    });
    expect(note.status).toBe(201);
  });

  const list = async (query = '', who = token()): Promise<ListedLead[]> => {
    const answer = await get(context.app, `/api/leads/paginate?pageSize=100${query}`, who);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const namesOf = (leads: ListedLead[]) =>
    leads.map((lead) => Object.keys(references).find((name) => references[name] === lead.reference)).sort();

  describe('GET /api/leads/paginate', () => {
    it('answers each lead’s status, reviewer, notes count and earlier possible duplicates', async () => {
      const leads = new Map((await list()).map((lead) => [lead.reference, lead]));
      expect(leads.get(references.copy)).toMatchObject({
        status: 'inReview',
        reviewer: { id: me, name: 'בודק leads-manager' },
        notesCount: 1,
        duplicateOf: [references.original],
      });
      expect(leads.get(references.sameAddress)).toMatchObject({ status: 'new', reviewer: null, notesCount: 0 });
      expect(leads.get(references.sameAddress)!.duplicateOf).toEqual([references.original]);
      expect(leads.get(references.original)).toMatchObject({ status: 'new', duplicateOf: [] });
      expect(leads.get(references.summerEvening)!.reviewer).toEqual({ id: colleague, name: 'בודק strapi-super-admin' });
    });

    it.each([
      ['a status', '&status=shortlisted', ['winterNight']],
      ['another status', '&status=declined', ['summerEvening']],
      ['assigned to me', '&reviewer=me', ['copy', 'winterNight']],
      ['a reviewer by id', () => `&reviewer=${colleague}`, ['summerEvening']],
      ['nobody reviews them', '&reviewer=none', ['original', 'sameAddress', 'summerNight', 'winterEvening']],
      ['possible duplicates', '&duplicate=true', ['copy', 'sameAddress']],
      ['duplicates, assigned to me, in an area', '&duplicate=true&reviewer=me&area=health', ['copy']],
      ['not duplicates only', '&duplicate=false&status=declined', ['summerEvening']],
    ])('filters by %s', async (_case, query, names) => {
      const leads = await list(typeof query === 'function' ? query() : query);
      expect(namesOf(leads)).toEqual([...names].sort());
    });

    it.each([
      ['an unknown status', '?status=approved', { status: 'INVALID_FORMAT' }],
      ['a reviewer that is no id', '?reviewer=someone', { reviewer: 'INVALID_FORMAT' }],
      ['reviewer 0', '?reviewer=0', { reviewer: 'INVALID_FORMAT' }],
      ['duplicate=yes', '?duplicate=yes', { duplicate: 'INVALID_FORMAT' }],
    ])('refuses %s with 400 VALIDATION_FAILED', async (_case, query, fields) => {
      expectFailure(await get(context.app, `/api/leads/paginate${query}`, token()), 400, 'VALIDATION_FAILED', fields);
      expectFailure(await get(context.app, `/api/leads/stats${query}`, token()), 400, 'VALIDATION_FAILED', fields);
    });

    it('refuses reviewer=me from an API token, which is nobody', async () => {
      const created = (await context.app.service('admin::api-token-content-api').create({
        name: 'read-only for lists',
        description: '',
        type: 'read-only',
        lifespan: null,
      })) as { accessKey: string };
      expect((await get(context.app, '/api/leads/paginate', created.accessKey)).status).toBe(200);
      const answer = await get(context.app, '/api/leads/paginate?reviewer=me', created.accessKey);
      expectFailure(answer, 400, 'VALIDATION_FAILED', { reviewer: 'INVALID_FORMAT' });
      // Tokens read; they never change a review or write a note.
      const path = `/api/leads/${documentIds.original}`;
      const change = await sendJson(context.app, 'PUT', `${path}/review`, created.accessKey, { status: 'declined' });
      expectFailure(change, 403, 'FORBIDDEN');
      expectFailure(
        await sendJson(context.app, 'POST', `${path}/notes`, created.accessKey, { text: 'x' }),
        403,
        'FORBIDDEN',
      );
      expect((await list('&status=declined')).map((lead) => lead.reference)).toEqual([references.summerEvening]);
    });
  });

  describe('GET /api/leads/stats', () => {
    /** What the statistics must say about these rows. */
    const expectedStats = (leads: ListedLead[]) => {
      const byDay = new Map<string, number>();
      const byArea = Object.fromEntries(AREA_KEYS.map((key) => [key, 0]));
      const byStatus = Object.fromEntries(REVIEW_STATUSES.map((key) => [key, 0]));
      const byFileScan = Object.fromEntries(FILE_SCAN_STATES.map((key) => [key, 0]));
      for (const lead of leads) {
        const day = jerusalemDate(Date.parse(lead.receivedAt));
        byDay.set(day, (byDay.get(day) ?? 0) + 1);
        byArea[lead.area.key] += 1;
        byStatus[lead.status] += 1;
        byFileScan[lead.fileScan] += 1;
      }
      const days = [...byDay.keys()].sort().map((day) => ({ day, count: byDay.get(day) }));
      return { total: leads.length, byDay: days, byArea, byStatus, byFileScan };
    };

    it.each([
      ['no filter', ''],
      ['an area', '&area=health'],
      ['a status', '&status=new'],
      ['assigned to me', '&reviewer=me'],
      ['nobody reviews them', '&reviewer=none'],
      ['possible duplicates', '&duplicate=true'],
      ['a range of Jerusalem days', '&from=2025-03-11&to=2025-07-01'],
      // Instants inside a day: the received days narrow the read, the times decide.
      ['a range of instants', '&from=2025-03-10T21:00:00.000Z&to=2025-07-01T21:30:00.000Z'],
      ['a search', '&search=noa'],
      ['a scan state', '&fileScan=pending'],
    ])('counts exactly the rows the list shows with %s', async (_case, query) => {
      const answer = await get(context.app, `/api/leads/stats?${query.slice(1)}`, token());
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: expectedStats(await list(query)) });
    });

    it('counts a lead at 23:30 UTC on the next day in Israel', async () => {
      const { byDay } = (await get(context.app, '/api/leads/stats?area=health&to=2025-12-31', token())).body.data;
      // 21:30 UTC on 10 March is 23:30 in Jerusalem; 23:30 UTC is already 01:30 on the 11th.
      expect(byDay).toEqual([
        { day: '2025-03-10', count: 1 },
        { day: '2025-03-11', count: 1 },
      ]);
      const summer = (await get(context.app, '/api/leads/stats?from=2025-07-01&to=2025-07-02', token())).body.data;
      // In summer (UTC+3) 21:30 UTC is 00:30 the next day.
      expect(summer.byDay).toEqual([
        { day: '2025-07-01', count: 1 },
        { day: '2025-07-02', count: 1 },
      ]);
    });

    it('names every area and every status, with zero where nothing matches', async () => {
      const { data } = (await get(context.app, '/api/leads/stats?status=declined', token())).body;
      expect(data.total).toBe(1);
      expect(Object.keys(data.byArea).sort()).toEqual([...AREA_KEYS].sort());
      expect(data.byStatus).toEqual({ new: 0, inReview: 0, shortlisted: 0, declined: 1 });
      expect(data.byArea.gender).toBe(1);
    });
  });
});
