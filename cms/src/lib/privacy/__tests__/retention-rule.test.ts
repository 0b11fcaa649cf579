import { retentionCutoff } from '../retention-rule';

const CLOSES_AT = '2026-10-24T21:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const closes = Date.parse(CLOSES_AT);

describe('when leads are due for deletion', () => {
  it('is never without a closing time or a retention period', () => {
    expect(retentionCutoff(closes + 1000 * DAY, { closesAt: null, retentionDays: 30 })).toBeNull();
    expect(retentionCutoff(closes + 1000 * DAY, { closesAt: CLOSES_AT, retentionDays: null })).toBeNull();
    expect(retentionCutoff(closes + 1000 * DAY, { closesAt: CLOSES_AT, retentionDays: 0 })).toBeNull();
  });

  it('is from closesAt + retentionDays × 24 hours on, and then covers what was received before closesAt', () => {
    expect(retentionCutoff(closes + 30 * DAY - 1, { closesAt: CLOSES_AT, retentionDays: 30 })).toBeNull();
    expect(retentionCutoff(closes + 30 * DAY, { closesAt: CLOSES_AT, retentionDays: 30 })).toEqual(new Date(closes));
    expect(retentionCutoff(closes + 30 * DAY, { closesAt: new Date(closes), retentionDays: 30 })).toEqual(
      new Date(closes),
    );
  });
});
