import { ALL, autoAssignBody, canAssign, DEFAULT_CHOICE } from '../auto-assign';
import { placeOf, rankingQuery } from '../ranking-query';

describe('the automatic assignment as a request', () => {
  it('sends no filter for "all", and every evaluator unless some are chosen', () => {
    expect(autoAssignBody(DEFAULT_CHOICE)).toEqual({ filters: {}, perLead: 2 });
  });

  it('filters by area and status, and by registration for the area only when an area is chosen', () => {
    const choice = { ...DEFAULT_CHOICE, area: 'economy', status: 'new', perLead: '3', registeredOnly: true };
    expect(autoAssignBody(choice)).toEqual({
      filters: { area: 'economy', status: 'new' },
      perLead: 3,
      area: 'economy',
    });
    expect(autoAssignBody({ ...choice, area: ALL })).toEqual({ filters: { status: 'new' }, perLead: 3 });
    expect(autoAssignBody({ ...choice, evaluatorIds: [4, 9] })).toMatchObject({ evaluatorIds: [4, 9] });
  });

  it('needs 1 to 10 evaluators per lead, and some evaluator when only some take part', () => {
    expect(canAssign({ ...DEFAULT_CHOICE, perLead: '0' })).toBe(false);
    expect(canAssign({ ...DEFAULT_CHOICE, perLead: '11' })).toBe(false);
    expect(canAssign({ ...DEFAULT_CHOICE, perLead: 'שניים' })).toBe(false);
    expect(canAssign({ ...DEFAULT_CHOICE, evaluatorIds: [] })).toBe(false);
    expect(canAssign({ ...DEFAULT_CHOICE, evaluatorIds: [4] })).toBe(true);
  });
});

describe('the ranking as a query', () => {
  it('asks for a page and only the filters that are set', () => {
    expect(rankingQuery({ area: ALL, status: ALL, disagreement: ALL, page: 1 })).toBe('page=1&pageSize=50');
    expect(rankingQuery({ area: 'economy', status: 'inReview', disagreement: 'true', page: 2 })).toBe(
      'page=2&pageSize=50&area=economy&status=inReview&disagreement=true',
    );
  });

  it('numbers the places across pages', () => {
    expect(placeOf(1, 0)).toBe(1);
    expect(placeOf(3, 4)).toBe(105);
  });
});
