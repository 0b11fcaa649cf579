// JSON over fetch for the scripts: the CMS's /api and admin routes, Strapi's Content Manager, the
// stock Strapi of the benchmark. One reading of an answer (JSON, or its text when it is not), and
// one request that fails loudly with the status and the start of the body.

/**
 * The body as JSON, or `{ text }` when it is not JSON (an HTML error page, an empty answer).
 * @param {Response} response
 * @returns {Promise<any>}
 */
export const readJson = async (response) => {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
};

/**
 * @typedef {object} JsonRequest
 * @property {string} [method] GET when left out
 * @property {string | null} [token] sent as `Authorization: Bearer …`
 * @property {unknown} [body] sent as JSON (a FormData as multipart)
 * @property {Record<string, string>} [headers]
 * @property {string} [what] how an error names the call; the method and the URL by default
 */

/**
 * A JSON request; answers the parsed body, and throws with the status and the start of the body
 * unless the answer is 2xx.
 * @param {string} url
 * @param {JsonRequest} [request]
 * @returns {Promise<any>}
 */
export const fetchJson = async (url, { method = 'GET', token, body, headers = {}, what } = {}) => {
  const asJson = body !== undefined && !(body instanceof FormData);
  const response = await fetch(url, {
    method,
    headers: {
      ...(asJson ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: asJson ? JSON.stringify(body) : /** @type {FormData | undefined} */ (body),
  });
  const json = await readJson(response);
  if (!response.ok) {
    throw new Error(`${what ?? `${method} ${url}`} answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`);
  }
  return json;
};
