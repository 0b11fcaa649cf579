import {
  countLeads,
  expectFailure,
  expectStorageConsistent,
  postLead,
  useLeadCms,
} from '../../../../tests/lead-requests';

describe('POST /api/leads/create: the per-IP rate limit', () => {
  const context = useLeadCms({ LEAD_RATE_LIMIT_MAX: '3', LEAD_RATE_LIMIT_WINDOW_SECONDS: '60' });

  it('answers 429 RATE_LIMITED with Retry-After once one address sent the allowed number of leads', async () => {
    for (let sent = 0; sent < 3; sent++) expect((await postLead(context.app)).status).toBe(201);

    const answer = await postLead(context.app);

    expectFailure(answer, 429, 'RATE_LIMITED');
    const retryAfter = Number(answer.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await countLeads(context.app)).toBe(3);
    await expectStorageConsistent(context);
  });

  it('keeps serving visitors from other addresses', async () => {
    expectFailure(await postLead(context.app), 429, 'RATE_LIMITED');

    const other = await postLead(context.app, { localAddress: '127.0.0.2' });

    expect(other.status).toBe(201);
  });

  it('cannot be dodged with a made-up X-Forwarded-For header when not behind a proxy', async () => {
    const answer = await postLead(context.app, { headers: { 'X-Forwarded-For': '203.0.113.9' } });

    expectFailure(answer, 429, 'RATE_LIMITED');
  });
});
