import type { Criterion } from '@vision/config';
import { neighboursIn, problemsOf, scoreBody, scoreProblem, valuesOf } from '../score-form';

const criteria: Criterion[] = [
  { key: 'impact', name: 'השפעה', description: '', weight: 2, scale: { min: 1, max: 5 } },
  { key: 'feasibility', name: 'היתכנות', description: '', weight: 1, scale: { min: 0, max: 10 } },
];

describe("an evaluator's score as the scoring view holds it", () => {
  it('starts from the stored score, empty where there is none', () => {
    expect(valuesOf(criteria, { scores: { impact: 4 } })).toEqual({ impact: '4', feasibility: '' });
    expect(valuesOf(criteria, undefined)).toEqual({ impact: '', feasibility: '' });
  });

  it('takes whole numbers within the scale only', () => {
    expect(scoreProblem(criteria[0], '3', true)).toBeNull();
    expect(scoreProblem(criteria[0], '3.5', false)).toBe('whole');
    expect(scoreProblem(criteria[0], 'שלוש', false)).toBe('whole');
    expect(scoreProblem(criteria[0], '6', false)).toBe('range');
    expect(scoreProblem(criteria[1], '0', false)).toBeNull();
  });

  it('lets a draft leave criteria empty, and asks for every one to submit', () => {
    const values = { impact: '4', feasibility: '' };
    expect(problemsOf(criteria, values, false)).toEqual({});
    expect(problemsOf(criteria, values, true)).toEqual({ feasibility: 'required' });
  });

  it('sends the filled-in scores as numbers and the comments that say something', () => {
    expect(
      scoreBody(criteria, { impact: ' 4 ', feasibility: '' }, { impact: ' טוב ', feasibility: ' ' }, false),
    ).toEqual({
      scores: { impact: 4 },
      comments: { impact: 'טוב' },
    });
    expect(scoreBody(criteria, { impact: '4', feasibility: '9' }, {}, true)).toEqual({
      scores: { impact: 4, feasibility: 9 },
      comments: {},
      submit: true,
    });
  });

  it('finds the leads before and after one in the queue', () => {
    expect(neighboursIn(['a', 'b', 'c'], 'b')).toEqual({ previous: 'a', next: 'c' });
    expect(neighboursIn(['a', 'b', 'c'], 'a')).toEqual({ previous: undefined, next: 'b' });
    expect(neighboursIn(['a', 'b', 'c'], 'c')).toEqual({ previous: 'b', next: undefined });
    expect(neighboursIn(['a', 'b'], 'gone')).toEqual({ next: 'a' });
  });
});
