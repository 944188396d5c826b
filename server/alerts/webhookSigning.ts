/**
 * The webhook signature: header `X-RangeScope-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` with the user's webhook secret. A receiver recomputes v1 over the raw body and
 * rejects old timestamps (replay).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-RangeScope-Signature';

export function signatureOf(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Checks a signature header against a body (for receivers and tests); `toleranceSeconds` bounds its age. */
export function verifySignature(secret: string, body: string, header: string, now: Date, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
