// The restore's call without a browser: the transport is replaced by a recorder, so the test sees
// the header the panel sends and what each refusal says.

class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`HTTP ${status}`);
  }
}

const postJson = jest.fn();

jest.mock('../../../shared/transport', () => ({
  postJson: (...args: unknown[]) => postJson(...args),
  toApiError: (error: unknown) => (error instanceof FakeApiError ? error : new FakeApiError(0)),
}));

import { restoreRefusal, restoreVersion } from '../restore';

beforeEach(() => postJson.mockReset());

describe('restoring a version', () => {
  it("sends the draft's updatedAt it last saw in X-Document-Version", async () => {
    postJson.mockResolvedValue({ data: { locale: 'he', restoredFrom: 3, draftUpdatedAt: '2026-05-01T10:00:00.000Z' } });
    const outcome = await restoreVersion(12, '2026-04-30T08:00:00.000Z');
    expect(postJson).toHaveBeenCalledWith(
      '/api/settings/versions/12/restore',
      {},
      {
        'X-Document-Version': '2026-04-30T08:00:00.000Z',
      },
    );
    expect(outcome).toEqual({
      ok: true,
      restored: { locale: 'he', restoredFrom: 3, draftUpdatedAt: '2026-05-01T10:00:00.000Z' },
    });
  });

  it("says in Hebrew to reload when a colleague's newer draft refuses it (409)", async () => {
    postJson.mockRejectedValue(new FakeApiError(409, 'VERSION_CONFLICT'));
    const outcome = await restoreVersion(12, '2026-04-30T08:00:00.000Z');
    expect(outcome).toEqual({ ok: false, conflict: true, message: expect.stringContaining('טענו מחדש') });
    expect(outcome.ok === false && outcome.message).toContain('השחזור לא בוצע');
  });

  it('says the other refusals as the panel says any failed call', async () => {
    postJson.mockRejectedValue(new FakeApiError(403, 'FORBIDDEN'));
    expect(await restoreVersion(12, null)).toEqual({
      ok: false,
      conflict: false,
      message: 'אין לכם הרשאה לפעולה הזאת.',
    });
    expect(restoreRefusal(404).message).toBe('הפריט לא נמצא. ייתכן שנמחק בינתיים.');
    expect(restoreRefusal(0).conflict).toBe(false);
  });

  it('sends no version header when the draft was never saved', async () => {
    postJson.mockResolvedValue({ data: { locale: 'he', restoredFrom: 1, draftUpdatedAt: 'x' } });
    await restoreVersion(5, null);
    expect(postJson).toHaveBeenCalledWith('/api/settings/versions/5/restore', {}, undefined);
  });
});
