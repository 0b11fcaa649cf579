import { stringify } from 'qs';
import { isAssignedToMe, toggleAssignedToMe } from '../assigned-to-me';

const ME = 12;

describe('"assigned to me" on the lead list', () => {
  it('adds the reviewer filter for the signed-in admin to an unfiltered list', () => {
    const filters = toggleAssignedToMe(undefined, ME);
    expect(filters).toEqual({ $and: [{ reviewer: { id: { $eq: '12' } } }] });
    expect(decodeURIComponent(stringify({ filters }))).toBe('filters[$and][0][reviewer][id][$eq]=12');
    expect(isAssignedToMe(filters, ME)).toBe(true);
  });

  it('takes it out again on the second click, leaving no filter', () => {
    const on = toggleAssignedToMe(undefined, ME);
    expect(toggleAssignedToMe(on, ME)).toBeUndefined();
  });

  it("keeps the list's other filters both ways", () => {
    const area = { visionSubmissionArea: { $eq: 'health' } };
    const on = toggleAssignedToMe({ $and: [area] }, ME);
    expect(on).toEqual({ $and: [area, { reviewer: { id: { $eq: '12' } } }] });
    expect(toggleAssignedToMe(on, ME)).toEqual({ $and: [area] });
  });

  it("is not pressed for a colleague's filter, and adds mine beside it", () => {
    const colleague = { $and: [{ reviewer: { id: { $eq: '7' } } }] };
    expect(isAssignedToMe(colleague, ME)).toBe(false);
    expect(toggleAssignedToMe(colleague, ME)?.$and).toHaveLength(2);
  });

  it('reads the filter as the URL parser gives it (string ids, or an object past 20 filters)', () => {
    expect(isAssignedToMe({ $and: { 0: { reviewer: { id: { $eq: '12' } } } } }, '12')).toBe(true);
    expect(isAssignedToMe({ $and: [{ reviewer: { id: { $ne: '12' } } }] }, ME)).toBe(false);
    expect(isAssignedToMe(undefined, undefined)).toBe(false);
  });
});
