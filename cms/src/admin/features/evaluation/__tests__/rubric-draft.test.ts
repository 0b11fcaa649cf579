import type { Criterion } from '@vision/config';
import {
  addCriterion,
  changeCriterion,
  draftsOf,
  freshKey,
  hasProblems,
  moveCriterion,
  problemsOf,
  removeCriterion,
  rubricBody,
} from '../rubric-draft';

const stored: Criterion[] = [
  { key: 'impact', name: 'השפעה', description: 'מה ישתנה', weight: 2, scale: { min: 1, max: 5 } },
  { key: 'criterion-2', name: 'היתכנות', description: '', weight: 1, scale: { min: 0, max: 10 } },
];

describe('the rubric as its editor holds it', () => {
  it('keeps a stored criterion’s key and gives a new one a key no other has', () => {
    const drafts = addCriterion(draftsOf(stored));
    expect(drafts.map((draft) => draft.key)).toEqual(['impact', 'criterion-2', 'criterion-3']);
    expect(drafts[2]).toMatchObject({ name: '', weight: '1', min: '1', max: '5', stored: false });
    expect(freshKey(drafts)).toBe('criterion-4');
  });

  it('moves a criterion up or down, and leaves the list as it is at either end', () => {
    const drafts = addCriterion(draftsOf(stored));
    expect(moveCriterion(drafts, 2, -1).map((draft) => draft.key)).toEqual(['impact', 'criterion-3', 'criterion-2']);
    expect(moveCriterion(drafts, 0, 1).map((draft) => draft.key)).toEqual(['criterion-2', 'impact', 'criterion-3']);
    expect(moveCriterion(drafts, 0, -1)).toEqual(drafts);
    expect(moveCriterion(drafts, 2, 1)).toEqual(drafts);
  });

  it('removes and changes one criterion only', () => {
    const drafts = draftsOf(stored);
    expect(removeCriterion(drafts, 0).map((draft) => draft.key)).toEqual(['criterion-2']);
    expect(changeCriterion(drafts, 1, { name: 'ישימות' })[1].name).toBe('ישימות');
    expect(changeCriterion(drafts, 1, { name: 'ישימות' })[0]).toEqual(drafts[0]);
  });

  it('asks for a name, a weight above zero up to 100 and a whole scale from 0 to 100 going up', () => {
    const [draft] = draftsOf(stored);
    expect(problemsOf(draft)).toEqual({});
    expect(problemsOf({ ...draft, name: '  ' })).toEqual({ name: 'required' });
    expect(problemsOf({ ...draft, weight: '0' })).toEqual({ weight: 'weight' });
    expect(problemsOf({ ...draft, weight: '101' })).toEqual({ weight: 'weight' });
    expect(problemsOf({ ...draft, weight: '1.5' })).toEqual({});
    expect(problemsOf({ ...draft, min: '1.5' })).toEqual({ min: 'scale' });
    expect(problemsOf({ ...draft, max: '101' })).toEqual({ max: 'scale' });
    expect(problemsOf({ ...draft, min: '5', max: '5' })).toEqual({ max: 'scale-order' });
    expect(hasProblems([])).toBe(true);
    expect(hasProblems(draftsOf(stored))).toBe(false);
  });

  it('sends every criterion in its order, trimmed, with numbers', () => {
    const drafts = changeCriterion(addCriterion(draftsOf(stored)), 2, { name: ' חדשנות ', weight: '3', max: '7' });
    expect(rubricBody(moveCriterion(drafts, 2, -1))).toEqual({
      criteria: [
        { key: 'impact', name: 'השפעה', description: 'מה ישתנה', weight: 2, scale: { min: 1, max: 5 } },
        { key: 'criterion-3', name: 'חדשנות', description: '', weight: 3, scale: { min: 1, max: 7 } },
        { key: 'criterion-2', name: 'היתכנות', description: '', weight: 1, scale: { min: 0, max: 10 } },
      ],
    });
  });
});
