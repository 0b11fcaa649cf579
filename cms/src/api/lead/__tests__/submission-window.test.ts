import request from 'supertest';
import { countLeads, expectFailure, postLead, useLeadCms } from '../../../../tests/lead-requests';

const SETTINGS_PATH = '/api/settings/get';

/** A whole second at least `ms` from now: the window's edges are kept to the second. */
const wholeSecondAfter = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);

const sleepUntil = (instant: Date) => new Promise((resolve) => setTimeout(resolve, instant.getTime() - Date.now()));

describe('the submission window on POST /api/leads/create', () => {
  const context = useLeadCms();
  const getSettings = (etag?: string) => {
    const call = request(context.app.server.httpServer).get(SETTINGS_PATH);
    return etag ? call.set('If-None-Match', etag) : call;
  };

  const setWindow = async (data: { opensAt?: Date | null; closesAt?: Date | null; isClosed?: boolean }) => {
    const documents = context.app.documents('api::setting.setting');
    const entry = await documents.findFirst({ locale: 'he' });
    await documents.update({ documentId: entry!.documentId, locale: 'he', data } as never);
  };

  afterEach(() => setWindow({ opensAt: null, closesAt: null, isClosed: false }));

  it('refuses from the second the window ends, although the settings answer was cached while open', async () => {
    const closesAt = wholeSecondAfter(2_500);
    await setWindow({ closesAt });

    // A visitor loads the page while the window is open: the answer says when it ends, and caches
    // are told to keep it no later than that.
    const cached = await getSettings().expect(200);
    expect(Date.parse(cached.body.data.general.closesAt)).toBe(closesAt.getTime());
    const maxAge = Number(/max-age=(\d+)/.exec(cached.headers['cache-control'])![1]);
    expect(maxAge).toBeLessThanOrEqual(3);
    expect((await postLead(context.app)).status).toBe(201);

    await sleepUntil(closesAt);
    const before = await countLeads(context.app);

    // Nothing about the settings changed: a cache revalidating is told its copy is still good...
    await getSettings(cached.headers.etag).expect(304);
    // ...and the server refuses all the same.
    expectFailure(await postLead(context.app), 403, 'SUBMISSIONS_CLOSED');
    expect(await countLeads(context.app)).toBe(before);
  });

  it('refuses before the window opens and accepts from the second it opens', async () => {
    const opensAt = wholeSecondAfter(1_500);
    await setWindow({ opensAt, closesAt: new Date(opensAt.getTime() + 3_600_000) });

    expectFailure(await postLead(context.app), 403, 'SUBMISSIONS_CLOSED');

    await sleepUntil(opensAt);
    expect((await postLead(context.app)).status).toBe(201);
  });

  it('keeps submissions closed by the switch inside an open window', async () => {
    await setWindow({
      isClosed: true,
      opensAt: new Date(Date.now() - 3_600_000),
      closesAt: new Date(Date.now() + 3_600_000),
    });

    expectFailure(await postLead(context.app), 403, 'SUBMISSIONS_CLOSED');
  });
});
