// The committee's arithmetic and the rubric's rules, as the CMS stores and checks them.

import { aggregateScores, criterionMeans, inputProblem, RubricBody, weightedScore } from '../index';

const criteria = [
  { key: 'clarity', weight: 2 },
  { key: 'impact', weight: 1 },
];

describe('evaluation', () => {
  it("weighs one evaluator's scores by the criteria's weights", () => {
    expect(weightedScore(criteria, { clarity: 4, impact: 1 })).toBe(3);
    // A criterion it does not have is left out of the weights too.
    expect(weightedScore(criteria, { impact: 5 })).toBe(5);
    expect(weightedScore(criteria, {})).toBeNull();
  });

  it('averages the evaluators and marks a gap of two points on one criterion', () => {
    expect(aggregateScores(criteria, [])).toEqual({ scoreMean: null, scoreCount: 0, scoreDisagreement: false });
    expect(
      aggregateScores(criteria, [
        { clarity: 4, impact: 1 },
        { clarity: 5, impact: 2 },
      ]),
    ).toEqual({ scoreMean: 3.5, scoreCount: 2, scoreDisagreement: false });
    expect(
      aggregateScores(criteria, [
        { clarity: 2, impact: 1 },
        { clarity: 5, impact: 1 },
      ]).scoreDisagreement,
    ).toBe(true);
  });

  it('averages each criterion over the evaluators who scored it, for the exports', () => {
    expect(criterionMeans(criteria, [])).toEqual({});
    expect(criterionMeans(criteria, [{ clarity: 4, impact: 1 }, { clarity: 5 }])).toEqual({ clarity: 4.5, impact: 1 });
  });

  it('refuses a rubric with a repeated key or an empty scale, naming the criterion', () => {
    const criterion = { key: 'a', name: 'א', weight: 1, scale: { min: 1, max: 5 } };
    const repeated = RubricBody.safeParse({ criteria: [criterion, criterion] });
    expect(inputProblem(repeated.error!)).toMatchObject({
      kind: 'refused',
      fields: { 'criteria[1].key': 'INVALID_FORMAT' },
    });
    const empty = RubricBody.safeParse({ criteria: [{ ...criterion, scale: { min: 5, max: 5 } }] });
    expect(inputProblem(empty.error!)).toMatchObject({
      kind: 'refused',
      fields: { 'criteria[0].scale': 'INVALID_FORMAT' },
    });
    const bad = RubricBody.safeParse({ criteria: [{ ...criterion, key: 'Bad key', weight: 0 }] });
    expect(inputProblem(bad.error!)).toEqual({ kind: 'fields', fields: { criteria: 'INVALID_FORMAT' } });
    expect(RubricBody.safeParse({ criteria: [criterion] }).success).toBe(true);
  });
});
