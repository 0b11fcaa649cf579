import { areaSeries, daySeries, jerusalemDay, statusSeries, sumOf } from '../stats-data';

describe("the dashboard's figures", () => {
  it('draws every day of the campaign, a day without submissions as a zero', () => {
    const days = daySeries(
      [
        { day: '2026-11-20', count: 4 },
        { day: '2026-11-23', count: 1 },
      ],
      { today: '2026-11-24' },
    );
    expect(days.map((day) => [day.key, day.count])).toEqual([
      ['2026-11-20', 4],
      ['2026-11-21', 0],
      ['2026-11-22', 0],
      ['2026-11-23', 1],
      ['2026-11-24', 0],
    ]);
    expect(days[0]).toMatchObject({ label: '20.11', longLabel: '20.11.2026' });
    expect(sumOf(days)).toBe(5);
  });

  it('runs from and to the days asked for, across a month and a year', () => {
    const days = daySeries([{ day: '2027-01-01', count: 2 }], {
      from: '2026-12-30',
      to: '2027-01-02',
      today: '2027-03-01',
    });
    expect(days.map((day) => day.key)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('draws nothing before the first submission', () => {
    expect(daySeries([], { today: '2026-11-24' })).toEqual([]);
  });

  it('names the day in Israel, not on the reader’s clock', () => {
    // 23:30 UTC on 23 November is already 24 November in Israel (UTC+2).
    expect(jerusalemDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });

  it('lists every area in the site’s order by its Hebrew name, zeros included', () => {
    const bars = areaSeries({ health: 3, economy: 1 }, { economy: 'כלכלה', health: 'בריאות', gender: 'מגדר' });
    expect(bars).toEqual([
      { key: 'economy', label: 'כלכלה', count: 1 },
      { key: 'health', label: 'בריאות', count: 3 },
      { key: 'gender', label: 'מגדר', count: 0 },
    ]);
  });

  it('lists every status in its working order by its Hebrew name', () => {
    expect(statusSeries({ shortlisted: 2, new: 5 })).toEqual([
      { key: 'new', label: 'חדשה', count: 5 },
      { key: 'inReview', label: 'בבדיקה', count: 0 },
      { key: 'shortlisted', label: 'ברשימה הקצרה', count: 2 },
      { key: 'declined', label: 'לא נבחרה', count: 0 },
    ]);
  });
});
