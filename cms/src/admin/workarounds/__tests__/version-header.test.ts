import { installVersionHeader } from '../version-header';

/** What the concurrency feature does with a refusal: opens its dialog. */
const conflict = { open: false };

const SETTINGS = 'http://cms.test/content-manager/single-types/api::setting.setting?locale=he';
const LOADED = '2026-11-23T10:00:00.123Z';
const SAVED = '2026-11-23T10:05:00.456Z';

type Sent = { url: string; method: string; version: string | null };

// The panel's fetch, as Strapi's fetch client calls it, in front of a fake CMS.
const panel = (answer: (sent: Sent) => Response) => {
  const sent: Sent[] = [];
  const browserWindow = {
    location: { href: 'http://cms.test/admin/content-manager' },
    fetch: async (input: string, init?: RequestInit) => {
      const request = {
        url: input,
        method: init?.method ?? 'GET',
        version: new Headers(init?.headers).get('X-Document-Version'),
      };
      sent.push(request);
      return answer(request);
    },
  };
  Object.assign(globalThis, { window: browserWindow });
  installVersionHeader(() => {
    conflict.open = true;
  });
  const call = (method: string, url = SETTINGS) =>
    browserWindow.fetch(url, { method, headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' } });
  return { sent, call };
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the version a panel save carries', () => {
  afterEach(() => {
    conflict.open = false;
  });

  it('sends the updatedAt of the document the edit view loaded, then of what it saved', async () => {
    const { sent, call } = panel(({ method }) => json(200, { data: { updatedAt: method === 'GET' ? LOADED : SAVED } }));

    await call('GET');
    await call('PUT');
    await call('PUT');

    expect(sent.map(({ method, version }) => [method, version])).toEqual([
      ['GET', null],
      ['PUT', LOADED],
      ['PUT', SAVED],
    ]);
  });

  it('sends it with a publish too, which saves the form first, and learns the published version', async () => {
    const PUBLISH = SETTINGS.replace('?locale', '/actions/publish?locale');
    const PUBLISHED = '2026-11-23T10:09:00.789Z';
    const { sent, call } = panel(({ method, url }) =>
      json(200, {
        data: { updatedAt: url.includes('/actions/publish') ? PUBLISHED : method === 'GET' ? LOADED : SAVED },
      }),
    );

    await call('GET');
    await call('POST', PUBLISH);
    await call('PUT');

    expect(sent.map(({ method, version }) => [method, version])).toEqual([
      ['GET', null],
      ['POST', LOADED],
      ['PUT', PUBLISHED],
    ]);
  });

  it('opens the conflict dialog when a publish from an older version is refused', async () => {
    const { call } = panel(({ method }) =>
      method === 'GET' ? json(200, { data: { updatedAt: LOADED } }) : json(409, { error: { status: 409 } }),
    );
    await call('GET');
    expect((await call('POST', SETTINGS.replace('?locale', '/actions/publish?locale'))).status).toBe(409);
    expect(conflict.open).toBe(true);
  });

  it('keeps the loaded version after a refusal and opens the conflict dialog', async () => {
    const { sent, call } = panel(({ method }) =>
      method === 'GET' ? json(200, { data: { updatedAt: LOADED } }) : json(409, { error: { status: 409 } }),
    );

    await call('GET');
    const refused = await call('PUT');

    expect(refused.status).toBe(409);
    expect(conflict.open).toBe(true);
    await call('PUT');
    expect(sent.at(-1)?.version).toBe(LOADED);
  });

  it('sends no version for a document it never received, nor on other requests', async () => {
    const { sent, call } = panel(() => json(200, { data: { updatedAt: LOADED } }));

    await call('GET', 'http://cms.test/content-manager/collection-types/api::lead.lead/abc');
    await call('PUT', 'http://cms.test/content-manager/collection-types/api::lead.lead/other');
    await call('PUT', `${SETTINGS.replace('locale=he', 'locale=en')}`);
    await call('POST', 'http://cms.test/api/leads/quarantine/abc/accept');

    expect(sent.slice(1).map(({ version }) => version)).toEqual([null, null, null]);
  });
});
