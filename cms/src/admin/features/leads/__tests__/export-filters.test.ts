import { exportQuery, planExport } from '../export-filters';

// The Content Manager's list URL, parsed as the panel parses it (qs), for the filters it offers.
const list = (...conditions: Record<string, Record<string, unknown>>[]) => ({ filters: { $and: conditions } });

describe('the export of what the lead list shows', () => {
  it('exports everything when the list is not filtered', () => {
    expect(planExport({})).toEqual({ filters: {}, unsupported: [] });
  });

  it('carries the search, the area and whole days in Israel time', () => {
    // Midnight in Israel (UTC+2 in winter, UTC+3 in summer), as the date picker sends it.
    const plan = planExport({
      _q: ' כהן ',
      ...list(
        { visionSubmissionArea: { $eq: 'economy' } },
        { createdAt: { $gte: '2026-01-09T22:00:00.000Z' } },
        { createdAt: { $lt: '2026-07-31T21:00:00.000Z' } },
      ),
    });

    expect(plan).toEqual({
      filters: { search: 'כהן', area: 'economy', from: '2026-01-10', to: '2026-07-31' },
      unsupported: [],
    });
    expect(exportQuery('xlsx', plan.filters)).toBe(
      'format=xlsx&area=economy&from=2026-01-10&to=2026-07-31&search=%D7%9B%D7%94%D7%9F',
    );
  });

  it("carries the list's language filter, and names a second one it cannot", () => {
    const plan = planExport(list({ submissionLocale: { $eq: 'ar' } }));
    expect(plan).toEqual({ filters: { locale: 'ar' }, unsupported: [] });
    expect(exportQuery('csv', plan.filters)).toBe('format=csv&locale=ar');
    const two = planExport(list({ submissionLocale: { $eq: 'ar' } }, { submissionLocale: { $eq: 'en' } }), {
      submissionLocale: (code) => ({ ar: 'ערבית', en: 'אנגלית' })[code] ?? code,
    });
    expect(two.filters).toEqual({ locale: 'ar' });
    expect(two.unsupported).toEqual([expect.stringContaining('אנגלית')]);
    expect(two.unsupported[0]).toContain('שפה');
  });

  it('reads "up to 23:59" as that whole day', () => {
    expect(planExport(list({ createdAt: { $lte: '2026-03-05T21:59:00.000Z' } })).filters).toEqual({
      to: '2026-03-05',
    });
  });

  it.each([
    ['a time of day', { createdAt: { $gte: '2026-01-10T08:30:00.000Z' } }, 'תאריך הקבלה'],
    ['an exact instant', { createdAt: { $eq: '2026-01-09T22:00:00.000Z' } }, 'תאריך הקבלה'],
    ['an excluded area', { visionSubmissionArea: { $ne: 'economy' } }, 'תחום'],
    ['another field', { recaptchaScore: { $lt: '0.5' } }, 'recaptchaScore'],
  ])('refuses, and names, a filter on %s the export cannot express', (_what, condition, named) => {
    const plan = planExport(list(condition));
    expect(plan.filters).toEqual({});
    expect(plan.unsupported).toHaveLength(1);
    expect(plan.unsupported[0]).toContain(named);
  });

  it('refuses two different areas at once', () => {
    const plan = planExport(
      list({ visionSubmissionArea: { $eq: 'economy' } }, { visionSubmissionArea: { $eq: 'health' } }),
    );
    expect(plan.unsupported).toHaveLength(1);
  });

  it('carries the review status and the reviewer the list is filtered by', () => {
    const plan = planExport(
      list(
        { reviewStatus: { $eq: 'shortlisted' } },
        { reviewer: { id: { $eq: '7' } } },
        { visionSubmissionArea: { $eq: 'health' } },
      ),
    );
    expect(plan).toEqual({ filters: { status: 'shortlisted', reviewer: '7', area: 'health' }, unsupported: [] });
    expect(exportQuery('csv', plan.filters)).toBe('format=csv&area=health&status=shortlisted&reviewer=7');
  });

  it('carries "assigned to me" as the admin\'s own id, as the list\'s button writes it', () => {
    expect(planExport(list({ reviewer: { id: { $eq: '12' } } })).filters).toEqual({ reviewer: '12' });
  });

  it.each([
    ['a status it excludes', { reviewStatus: { $ne: 'declined' } }, 'סטטוס שונה מ־ לא נבחרה'],
    ['a reviewer it excludes', { reviewer: { id: { $ne: '7' } } }, 'בודק/ת שונה מ־ דנה לוי'],
  ])('refuses %s, naming it in Hebrew rather than by its key or id', (_what, condition, said) => {
    const plan = planExport(list(condition), {
      reviewStatus: (key) => (key === 'declined' ? 'לא נבחרה' : key),
      reviewer: (id) => (id === '7' ? 'דנה לוי' : id),
    });
    expect(plan.filters).toEqual({});
    expect(plan.unsupported).toEqual([said]);
  });

  it('refuses two different statuses at once', () => {
    const plan = planExport(list({ reviewStatus: { $eq: 'new' } }, { reviewStatus: { $eq: 'declined' } }));
    expect(plan.filters).toEqual({ status: 'new' });
    expect(plan.unsupported).toHaveLength(1);
  });
});
