import type { AreaProgress } from '@vision/config';
import { areasChanged, orderedAreas } from '../evaluator-areas';
import { areasWithLeads, percentOf } from '../progress';

const area = (key: AreaProgress['area']['key'], leads: number): AreaProgress => ({
  area: { key, label: key },
  leads,
  assignedLeads: 0,
  fullyScored: 0,
  assignments: 0,
  submitted: 0,
  drafts: 0,
  disagreements: 0,
});

describe('the evaluation progress as the home page shows it', () => {
  it('gives whole percents, and 0 when nothing is assigned', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('lists only the areas with leads, in their order', () => {
    const rows = [area('securityIDF', 0), area('economy', 4), area('health', 1)];
    expect(areasWithLeads(rows).map((row) => row.area.key)).toEqual(['economy', 'health']);
  });
});

describe("an evaluator's registered areas as the evaluators page saves them", () => {
  it('sends each chosen area once, in the areas’ order, and nothing unknown', () => {
    expect(orderedAreas(['health', 'economy', 'health', 'nowhere'])).toEqual(['economy', 'health']);
  });

  it('sees a change only when the set of areas differs', () => {
    expect(areasChanged(['economy', 'health'], ['health', 'economy'])).toBe(false);
    expect(areasChanged([], [])).toBe(false);
    expect(areasChanged(['economy'], [])).toBe(true);
    expect(areasChanged(['economy'], ['economy', 'gender'])).toBe(true);
  });
});
