const SECRET_PARAMS = new Set(['password', 'resettoken', 'hash', 'token', 'email']);

/** Blanks secret query values (password hashes, reset tokens, addresses) before a URL is logged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}
