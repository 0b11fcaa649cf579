// A scanner outage never costs a lead: with its own clamd stopped, a lead is still taken in at
// once and listed as pending, /api/ready reports clamd without failing, and once clamd is back the
// file is scanned without a restart. Over clamd's limits a file is unscannable; with no scanner
// configured (development) every file is, and none is queued.
import { startClamd, type Clamd } from '../../../../../scripts/lib/clamd.cjs';
import { createCallers, get, type Callers } from '../../../../tests/lead-admin';
import { pdfBytes } from '../../../../tests/lead-fixtures';
import { eventually, findLead, postLead, SCAN_JOBS, useLeadCms, type Answer } from '../../../../tests/lead-requests';

const expectNotClean = (answer: Answer, fileScan: string) => {
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({ success: false, error: { code: 'FILE_NOT_CLEAN' }, fileScan });
};

describe('while clamd is down', () => {
  let clamd: Clamd;
  beforeAll(async () => {
    clamd = await startClamd();
  });
  afterAll(async () => {
    await clamd?.remove();
  });
  // Short waits between tries, so that the test sees the return within seconds.
  const context = useLeadCms(() => ({
    ...clamd.env,
    FILE_SCAN_INTERVAL_MS: '200',
    FILE_SCAN_RETRY_BASE_MS: '200',
    FILE_SCAN_RETRY_MAX_MS: '500',
  }));
  let callers: Callers;

  beforeAll(async () => {
    callers = await createCallers(context.app);
  });

  it('takes the lead, lists it as pending, and scans it once clamd returns, without a restart', async () => {
    await clamd.stop();
    const content = pdfBytes(20_000);

    const answer = await postLead(context.app, { file: { filename: 'file.pdf', content } });

    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference, { scanned: false });
    expect(lead.fileScan).toBe('pending');
    const token = callers.tokens['leads-manager'];
    expectNotClean(await get(context.app, `/api/leads/${lead.documentId}/file`, token), 'pending');
    const page = await get(context.app, '/api/leads/paginate?fileScan=pending', token);
    expect(page.body.data.map((row: { reference: string }) => row.reference)).toContain(lead.reference);
    const ready = await get(context.app, '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.clamav).toMatchObject({ status: 'failed', reason: expect.any(String) });
    // It was tried, and waits.
    await eventually(async () => {
      const [job] = await context.app.db.query(SCAN_JOBS).findMany({});
      expect(job.attempts).toBeGreaterThan(0);
      expect(job.lastError).toMatch(/^clamd: /);
    }, 5000);

    await clamd.start();

    await eventually(
      async () => expect((await findLead(context.app, lead.reference, { scanned: false })).fileScan).toBe('clean'),
      15_000,
    );
    const download = await get(context.app, `/api/leads/${lead.documentId}/file`, token);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(content)).toBe(true);
    expect((await get(context.app, '/api/ready')).body.checks.clamav.status).toBe('ok');
  });
});

describe("a file over clamd's limits", () => {
  let clamd: Clamd;
  beforeAll(async () => {
    clamd = await startClamd({ streamMaxLength: '1M' });
  });
  afterAll(async () => {
    await clamd?.remove();
  });
  const context = useLeadCms(() => clamd.env);

  it('is unscannable, and says why', async () => {
    const answer = await postLead(context.app, { file: { filename: 'file.pdf', content: pdfBytes(2_000_000) } });
    expect(answer.status).toBe(201);

    const lead = await findLead(context.app, answer.body.reference);

    expect(lead).toMatchObject({ fileScan: 'unscannable', fileScanDetail: 'over-limits' });
  });
});

describe('with no scanner configured (development without clamd)', () => {
  const context = useLeadCms({ CLAMAV_HOST: '', CLAMAV_PORT: '' });

  it('takes the lead, marks its file unscannable at once and queues nothing', async () => {
    const callers = await createCallers(context.app);
    const answer = await postLead(context.app);
    expect(answer.status).toBe(201);

    const lead = await findLead(context.app, answer.body.reference, { scanned: false });

    expect(lead).toMatchObject({ fileScan: 'unscannable', fileScanDetail: 'no-scanner' });
    expect(await context.app.db.query(SCAN_JOBS).count()).toBe(0);
    expectNotClean(
      await get(context.app, `/api/leads/${lead.documentId}/file`, callers.tokens['leads-manager']),
      'unscannable',
    );
    expect((await get(context.app, '/api/ready')).body.checks.clamav).toBeUndefined();
  });
});
