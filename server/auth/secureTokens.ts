import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (session ids, verification and reset links). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their SHA-256 so that a database leak reveals no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A short referral code of upper-case letters and digits without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
