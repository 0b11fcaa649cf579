import { DEFAULT_AREAS } from '@vision/config';
import { validContact, type Contact } from '../../../../tests/lead-fixtures';
import { createCallers, get, seededLead, seedLeads, type Callers, type SeededLead } from '../../../../tests/lead-admin';
import { expectFailure, postLead, scansDone, useLeadCms } from '../../../../tests/lead-requests';

// GET /api/leads/paginate: the lead admins' list, newest first, with its filters.
describe('GET /api/leads/paginate', () => {
  const context = useLeadCms();
  let callers: Callers;
  const references: Record<string, string> = {};

  const HEBREW_NAMES = ['אלף', 'בית', 'גימל', 'דלת', 'הא'];
  const fiveContacts: Contact[] = HEBREW_NAMES.map((name, index) =>
    validContact({
      fullName: `${name} כהן`,
      role: `רכז ${name}`,
      phoneNumber: `050000000${index + 1}`,
      email: `c${index + 1}@example.org`,
    }),
  );

  // Jerusalem is UTC+2 in winter and UTC+3 in summer: these sit either side of local midnight.
  const dated: Record<string, SeededLead> = {
    winterLate: seededLead({ createdAt: new Date('2025-01-15T21:30:00Z'), area: 'gender' }),
    winterEarly: seededLead({ createdAt: new Date('2025-01-15T22:30:00Z'), area: 'gender' }),
    summerLate: seededLead({ createdAt: new Date('2025-07-01T20:30:00Z'), area: 'gender' }),
    summerEarly: seededLead({ createdAt: new Date('2025-07-01T21:30:00Z'), area: 'gender' }),
    percent: seededLead({ createdAt: new Date('2024-05-01T10:00:00Z'), visionPresenters: 'שקיפות 100% בממשל' }),
    noPercent: seededLead({ createdAt: new Date('2024-05-01T11:00:00Z'), visionPresenters: 'שקיפות 1000 בממשל' }),
    underscore: seededLead({ createdAt: new Date('2024-05-02T10:00:00Z'), attachmentName: 'my_vision.pdf' }),
    noUnderscore: seededLead({ createdAt: new Date('2024-05-02T11:00:00Z'), attachmentName: 'myXvision.pdf' }),
  };

  beforeAll(async () => {
    callers = await createCallers(context.app);
    await seedLeads(context.app, Object.values(dated));
    for (const [name, lead] of Object.entries(dated)) references[name] = lead.reference;
    const jerusalem = await postLead(context.app, {
      fields: { visionPresenters: 'עמותת ירושלים הירוקה', visionSubmissionArea: 'economy' },
      contacts: [validContact({ fullName: 'דנה כהן', email: 'Dana.Cohen@Example.COM', phoneNumber: '0541234567' })],
    });
    const health = await postLead(context.app, {
      fields: { visionPresenters: 'ישראל ישראלי', visionSubmissionArea: 'health' },
      contacts: fiveContacts,
    });
    expect([jerusalem.status, health.status]).toEqual([201, 201]);
    references.jerusalem = jerusalem.body.reference;
    references.health = health.body.reference;
    await scansDone(context.app);
  });

  const list = async (query: string, role: 'leads-manager' | 'super-admin' = 'leads-manager') => {
    const answer = await get(context.app, `/api/leads/paginate${query}`, callers.tokens[role]);
    expect(answer.status).toBe(200);
    return answer;
  };
  const referencesOf = (answer: { body: { data: { reference: string }[] } }) =>
    answer.body.data.map((lead) => lead.reference);

  it('answers the newest leads first, with contacts, area label and the attachment, never a private key', async () => {
    const answer = await list('');

    expect(answer.body.success).toBe(true);
    expect(answer.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 10 });
    const times = answer.body.data.map((lead: { receivedAt: string }) => Date.parse(lead.receivedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(referencesOf(answer).slice(0, 2)).toEqual([references.health, references.jerusalem]);
    const [health] = answer.body.data;
    expect(Object.keys(health).sort()).toEqual(
      [
        'id',
        'reference',
        'receivedAt',
        'visionPresenters',
        'area',
        'contacts',
        'attachment',
        'fileScan',
        'status',
        'reviewer',
        'notesCount',
        'duplicateOf',
        'scoreMean',
        'scoreCount',
        'scoreDisagreement',
        'locale',
      ].sort(),
    );
    expect(health).toMatchObject({
      id: expect.stringMatching(/^[a-z0-9]{24}$/),
      locale: 'he',
      scoreMean: null,
      scoreCount: 0,
      scoreDisagreement: false,
      visionPresenters: 'ישראל ישראלי',
      area: { key: 'health', label: DEFAULT_AREAS.find((area) => area.key === 'health')!.label },
      contacts: fiveContacts,
      attachment: {
        name: 'file.pdf',
        type: 'application/pdf',
        size: expect.any(Number),
        sha256: expect.stringMatching(/^[a-f0-9]{64}$/),
        downloadPath: `/api/leads/${health.id}/file`,
      },
      fileScan: 'clean',
      status: 'new',
      reviewer: null,
      notesCount: 0,
      duplicateOf: [],
    });
    expect(answer.text).not.toMatch(/attachmentKey|idempotencyKey|recaptchaScore|attachment_key/);
  });

  it('walks every lead exactly once page by page', async () => {
    const all = referencesOf(await list('?pageSize=100'));
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await list(`?page=${page}&pageSize=3`);
      expect(answer.body.meta.pagination).toEqual({ page, pageSize: 3, pageCount: 4, total: 10 });
      expect(answer.body.data).toHaveLength(page < 4 ? 3 : 1);
      seen.push(...referencesOf(answer));
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(10);
    expect((await list('?page=5&pageSize=3')).body.data).toEqual([]);
  });

  it.each([
    ['pageSize 101', '?pageSize=101', { pageSize: 'INVALID_FORMAT' }],
    ['pageSize 0', '?pageSize=0', { pageSize: 'INVALID_FORMAT' }],
    ['page 0', '?page=0', { page: 'INVALID_FORMAT' }],
    ['a page that is not a number', '?page=abc', { page: 'INVALID_FORMAT' }],
    ['a fractional page', '?page=1.5', { page: 'INVALID_FORMAT' }],
    ['an unknown area', '?area=space', { area: 'INVALID_FORMAT' }],
    ['a day that does not exist', '?from=2025-02-30', { from: 'INVALID_FORMAT' }],
    ['a date in another format', '?to=15/01/2025', { to: 'INVALID_FORMAT' }],
    ['a range that ends before it starts', '?from=2025-02-01&to=2025-01-31', { to: 'INVALID_FORMAT' }],
    ['a repeated parameter', '?area=health&area=gender', { area: 'INVALID_FORMAT' }],
    ['an overlong search', `?search=${'א'.repeat(201)}`, { search: 'MAX_LENGTH' }],
    [
      'several bad values',
      '?pageSize=500&area=x&from=x',
      { pageSize: 'INVALID_FORMAT', area: 'INVALID_FORMAT', from: 'INVALID_FORMAT' },
    ],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_case, query, fields) => {
    const answer = await get(context.app, `/api/leads/paginate${encodeURI(query)}`, callers.tokens['leads-manager']);
    expectFailure(answer, 400, 'VALIDATION_FAILED', fields);
  });

  it('filters by area', async () => {
    const answer = await list('?area=gender');
    expect(referencesOf(answer).sort()).toEqual(
      [references.winterLate, references.winterEarly, references.summerLate, references.summerEarly].sort(),
    );
    expect(answer.body.meta.pagination.total).toBe(4);
  });

  it.each([
    ['one winter day in Jerusalem', '?from=2025-01-16&to=2025-01-16', ['winterEarly']],
    ['up to a winter day, inclusive', '?area=gender&to=2025-01-15', ['winterLate']],
    ['one summer day in Jerusalem', '?from=2025-07-02&to=2025-07-02', ['summerEarly']],
    ['from a summer day on', '?area=gender&from=2025-07-01', ['summerLate', 'summerEarly']],
    ['full timestamps', '?from=2025-01-15T22:00:00Z&to=2025-07-01T20:30:00Z', ['winterEarly', 'summerLate']],
    ['a timestamp with an offset', '?area=gender&to=2025-01-16T00:30:00%2B02:00', ['winterLate', 'winterEarly']],
  ])('filters by date: %s', async (_case, query, names) => {
    const answer = await list(query);
    expect(referencesOf(answer).sort()).toEqual(names.map((name) => references[name]).sort());
  });

  it.each([
    ['Hebrew words of the presenters', 'ירושלים', ['jerusalem']],
    ['a contact’s e-mail in another case', 'dana.cohen@example.com', ['jerusalem']],
    ['a contact’s name', 'דנה', ['jerusalem']],
    ['part of a contact’s phone number', '054123', ['jerusalem']],
    ['a fifth contact', 'c5@example.org', ['health']],
    ['a % taken literally', '100%', ['percent']],
    ['an _ taken literally', 'my_v', ['underscore']],
  ])('searches %s', async (_case, search, names) => {
    const answer = await list(`?search=${encodeURIComponent(search)}`);
    expect(referencesOf(answer).sort()).toEqual(names.map((name) => references[name]).sort());
  });

  it('searches the reference, whatever its case', async () => {
    const answer = await list(`?search=${references.winterLate.toLowerCase()}`);
    expect(referencesOf(answer)).toEqual([references.winterLate]);
  });

  it('combines the filters', async () => {
    const answer = await list(`?area=economy&search=${encodeURIComponent('ירושלים')}&from=2020-01-01`);
    expect(referencesOf(answer)).toEqual([references.jerusalem]);
    expect((await list(`?area=health&search=${encodeURIComponent('ירושלים')}`)).body.data).toEqual([]);
  });
});
