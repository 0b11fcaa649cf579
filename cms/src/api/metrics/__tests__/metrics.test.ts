// GET /api/metrics (README.md, "Metrics"): Prometheus's text format behind METRICS_TOKEN, with the
// figures an operator watches: requests by route template and status, leads written, refused by
// code, quarantined, rate limits, the database pool, the event loop and memory.

import { freshToken } from '../../../../tests/fake-siteverify';
import { get } from '../../../../tests/lead-admin';
import { postLead, send, useLeadCms } from '../../../../tests/lead-requests';
import { useCms } from '../../../../tests/harness';

const TOKEN = 'metrics-test-token-0123456789';

/** The value of one series in Prometheus's text format (0 when absent). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  const context = useLeadCms({ METRICS_TOKEN: TOKEN, LEAD_RATE_LIMIT_MAX: '3' });
  const scrape = () => get(context.app, '/api/metrics', TOKEN);

  it('refuses a missing or wrong token with 401 in the contract shape', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong' }, { Authorization: TOKEN }];
    for (const headers of attempts) {
      const answer = await send(context.app, { method: 'GET', path: '/api/metrics', headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
      expect(answer.text).not.toContain('http_requests_total');
    }
  });

  it('answers the Prometheus text format with the Node figures', async () => {
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toMatch(/^# TYPE nodejs_eventloop_lag_seconds gauge$/m);
    expect(valueOf(answer.text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(answer.text).toMatch(/^# TYPE vision_db_pool_connections gauge$/m);
    expect(valueOf(answer.text, 'vision_db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(answer.text, 'vision_db_pool_max')).toBeGreaterThanOrEqual(1);
  });

  it('counts requests by route template and status, never by raw path', async () => {
    const before = await scrape();
    const series = 'http_requests_total{method="GET",route="/api/leads/:id/file",status="401"}';
    for (const id of ['abc123abc123abc123abc123', 'def456def456def456def456']) {
      expect((await get(context.app, `/api/leads/${id}/file`)).status).toBe(401);
    }
    await send(context.app, { method: 'GET', path: '/api/no/such/path/with-id-991' });
    const after = await scrape();
    expect(valueOf(after.text, series) - valueOf(before.text, series)).toBe(2);
    expect(after.text).not.toContain('abc123abc123');
    expect(after.text).not.toContain('with-id-991');
    expect(
      valueOf(after.text, 'http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(after.text, 'http_request_duration_seconds_count{method="GET",route="/api/leads/:id/file",status="401"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts leads written, refused by code, quarantined and rate limited', async () => {
    const before = await scrape();
    expect((await postLead(context.app)).status).toBe(201);
    expect((await postLead(context.app, { token: freshToken('low') })).status).toBe(403);
    expect((await postLead(context.app, { fields: { visionSubmissionArea: 'nowhere' } })).status).toBe(400);
    // LEAD_RATE_LIMIT_MAX is 3 for this address: the fourth is refused.
    expect((await postLead(context.app)).status).toBe(429);
    const after = await scrape();
    const grew = (series: string) => valueOf(after.text, series) - valueOf(before.text, series);
    expect(grew('vision_leads_created_total')).toBe(1);
    expect(grew('vision_leads_quarantined_total')).toBe(1);
    expect(grew('vision_leads_refused_total{code="BOT_CHECK_FAILED"}')).toBe(1);
    expect(grew('vision_leads_refused_total{code="VALIDATION_FAILED"}')).toBe(1);
    expect(grew('vision_leads_refused_total{code="RATE_LIMITED"}')).toBe(1);
    expect(grew('vision_rate_limited_total{route="/api/leads/create"}')).toBe(1);
    expect(grew('http_requests_total{method="POST",route="/api/leads/create",status="201"}')).toBe(1);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const context = useCms({ METRICS_TOKEN: '' });

  it('answers 404 in the contract shape, as if the route did not exist', async () => {
    const answer = await get(context.app, '/api/metrics', 'anything');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});
