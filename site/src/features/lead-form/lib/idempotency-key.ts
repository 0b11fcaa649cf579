// One key per submission (its retries reuse it). crypto.randomUUID exists only on secure origins
// (https, localhost); a site opened over plain http on a LAN address gets the same from random bytes.

export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
