/**
 * What a request's Authorization header presents, worked out once per header value (issue 24): a
 * signed-in client sends the same header on every call, and decoding it and hashing its token
 * (SHA-256) was a twentieth of a cached read's CPU. Only the pure work is kept (header → name,
 * token and hash), in memory, a bounded number of entries, the oldest dropped first; whether the
 * session or API token still lives is decided per request, as before.
 */
import { boundedMemo } from '../boundedMemo';
import { tokenHash } from './secureTokens';

/** Reads `Authorization: Basic base64(username:sessionId)`; null when absent or malformed. */
export function parseBasicAuth(header: string | undefined): { username: string; token: string } | null {
  if (!header || !header.startsWith('Basic ')) return null;
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  // A NUL character can match no account, and PostgreSQL refuses it in a query.
  if (colon <= 0 || colon === decoded.length - 1 || decoded.includes('\u0000')) return null;
  return { username: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

export interface BasicCredentials {
  username: string;
  token: string;
  /** tokenHash(token): how the session is stored. */
  hash: string;
}

const basicOf = boundedMemo((header: string): BasicCredentials | null => {
  const creds = parseBasicAuth(header);
  return creds && creds.token.length <= 200 ? { ...creds, hash: tokenHash(creds.token) } : null;
});

/** The credentials of `Authorization: Basic base64(username:sessionId)`; null when absent, malformed or too long. */
export function basicCredentialsOf(header: string | undefined): BasicCredentials | null {
  return header && header.length <= 1_000 ? basicOf(header) : null;
}

/** tokenHash of a presented token (an API token, at most 200 characters). */
export const presentedTokenHash = boundedMemo(tokenHash);
