import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { API_RETRIES, createApiClient, serializeParams, SESSION_COOKIE } from '../api-client';

type Seen = InternalAxiosRequestConfig;

/** Stands in for the network under axios: answers each request with the next status. */
const network = (...statuses: (number | 'down')[]) => {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const status = statuses.shift() ?? 200;
    if (status === 'down')
      throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', config, isAxiosError: true, request: {} });
    const response = { data: { success: status < 400 }, status, statusText: '', headers: {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`HTTP ${status}`), { config, response, isAxiosError: true, request: {} });
    }
    return response;
  };
  return { seen, adapter };
};

const clearCookies = () =>
  document.cookie.split('; ').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

afterEach(clearCookies);

describe('the API client', () => {
  it('serialises arrays comma-joined and leaves out null values', () => {
    expect(serializeParams({ area: ['economy', 'health'], q: null, page: 2, none: undefined })).toBe(
      'area=economy%2Chealth&page=2',
    );
  });

  it('calls /api with JSON and credentials, and the query as serialised', async () => {
    const { seen, adapter } = network(200);
    const client = createApiClient();
    await client.get('/leads/paginate', { adapter, params: { area: ['economy', 'gender'], from: null } });
    const [config] = seen;
    expect(config!.baseURL).toBe('/api');
    expect(config!.withCredentials).toBe(true);
    expect(config!.headers.get('Content-Type')).toBe('application/json');
    expect(client.getUri(config)).toBe('/api/leads/paginate?area=economy%2Cgender');
    expect(config!.headers.get('Authorization')).toBeUndefined();
  });

  it('sends the session cookie as a bearer token, and the anti-forgery cookie on writes', async () => {
    document.cookie = `${SESSION_COOKIE}=session-token-1`;
    document.cookie = 'vision_csrf=csrf-1';
    const { seen, adapter } = network(200, 200);
    const client = createApiClient();
    await client.get('/auth/admin', { adapter });
    await client.post('/auth/session-out', {}, { adapter });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer session-token-1');
    expect(seen[0]!.headers.get('X-CSRF-Token')).toBeUndefined();
    expect(seen[1]!.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('retries 3 times on a dropped connection or a server error, never on a 4xx', async () => {
    const client = createApiClient({ retryDelay: () => 0 });
    const failing = network('down', 503, 500, 200);
    await expect(client.get('/settings/get', { adapter: failing.adapter })).resolves.toMatchObject({ status: 200 });
    expect(failing.seen).toHaveLength(API_RETRIES + 1);

    const refused = network(403, 200);
    await expect(client.get('/leads/paginate', { adapter: refused.adapter })).rejects.toThrow('HTTP 403');
    expect(refused.seen).toHaveLength(1);
  });
});
