// Builds answers of GET /api/settings/get for tests, and stubs fetch (the network boundary) with them.

import {
  DEFAULT_AREAS,
  DEFAULT_CLOSED_TEXT,
  type LocaleCode,
  type SettingsPayload,
  type SettingsResponse,
} from '@vision/config';

type TextOverrides = { [group: string]: Record<string, string | undefined> };

/**
 * A complete answer as a freshly seeded CMS sends it, with the given texts changed or removed;
 * `lang`: the language asked for (?locale=), whose texts the answer carries. Hebrew by default.
 */
export const settingsAnswer = (
  overrides: {
    lang?: LocaleCode;
    texts?: TextOverrides;
    general?: Partial<SettingsPayload['general']>;
    recaptchaSiteKey?: string | null;
  } = {},
): SettingsResponse => {
  const lang = overrides.lang ?? 'he';
  const localized: Record<string, unknown> = { areas: DEFAULT_AREAS };
  for (const [group, texts] of Object.entries(overrides.texts ?? {})) {
    // undefined removes the key: the CMS left the text out.
    localized[group] = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined));
  }
  return {
    success: true,
    data: {
      lang,
      texts: { [lang]: localized as SettingsPayload['texts'][string] },
      general: {
        isClosed: false,
        closedText: DEFAULT_CLOSED_TEXT,
        opensAt: null,
        closesAt: null,
        ...overrides.general,
      },
      media: {},
      recaptchaSiteKey: overrides.recaptchaSiteKey ?? null,
    },
  };
};

const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/** Every fetch answers with `body`; returns the mock to inspect the calls. */
export const stubFetch = (body: unknown, status = 200) => {
  const fetchMock = jest.fn(async () => jsonResponse(status, body));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

/** Every fetch fails as a dropped connection does. */
export const stubFetchFailure = () => {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};
