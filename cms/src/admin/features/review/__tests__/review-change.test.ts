import { bulkOutcome } from '../bulk-outcome';
import { changedFrom, isEmptyChange, KEEP, NOBODY, reviewChange, reviewerValue } from '../review-change';

describe('a review change as the selects say it', () => {
  it('sends a status, a reviewer by id, or nobody', () => {
    expect(reviewChange('shortlisted', '7')).toEqual({ status: 'shortlisted', reviewerId: 7 });
    expect(reviewChange('new', NOBODY)).toEqual({ status: 'new', reviewerId: null });
  });

  it('leaves out what the bulk dialog keeps as it is, and any unknown status', () => {
    expect(reviewChange(KEEP, '7')).toEqual({ reviewerId: 7 });
    expect(reviewChange('archived', KEEP)).toEqual({});
    expect(isEmptyChange(reviewChange(KEEP, KEEP))).toBe(true);
  });

  it("sends from a lead's page only what differs from what is stored", () => {
    const stored = { status: 'inReview', reviewerId: 7 };
    expect(changedFrom(stored, reviewChange('inReview', '7'))).toEqual({});
    expect(changedFrom(stored, reviewChange('declined', '7'))).toEqual({ status: 'declined' });
    expect(changedFrom(stored, reviewChange('inReview', NOBODY))).toEqual({ reviewerId: null });
  });

  it('shows a stored reviewer, or nobody, in the select', () => {
    expect(reviewerValue({ id: 7 })).toBe('7');
    expect(reviewerValue(null)).toBe(NOBODY);
  });
});

describe('what a bulk change reports', () => {
  it('counts the updated leads in Hebrew', () => {
    expect(bulkOutcome(3, []).summary).toBe('עודכנו 3 הצעות.');
    expect(bulkOutcome(1, []).summary).toBe('עודכנה הצעה אחת.');
  });

  it('names the leads that were not updated, and why', () => {
    const outcome = bulkOutcome(2, [{ reference: 'VN-AAAA-0001', message: 'אין לכם הרשאה לפעולה הזאת.' }]);
    expect(outcome.summary).toBe('עודכנו 2 הצעות; הצעה אחת לא עודכנה.');
    expect(outcome.failed).toEqual(['VN-AAAA-0001: אין לכם הרשאה לפעולה הזאת.']);
    expect(
      bulkOutcome(0, [
        { reference: 'a', message: 'x' },
        { reference: 'b', message: 'y' },
      ]).summary,
    ).toBe('2 הצעות לא עודכנו.');
  });
});
