/**
 * The unsubscribe link of every newsletter mail: one click, no sign-in. Its token names whom it
 * unsubscribes (`s:<subscriber id>` for a visitor's daily newsletter, `u:<user id>` for a
 * member's Elite newsletter) and carries an HMAC-SHA256 of that name with the installation's
 * newsletter secret (system_state, like the billing return links), so it cannot be made up for
 * somebody else and needs no table of its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { persistedSecret } from '../billing/secrets';

export const UNSUBSCRIBE_SECRET_KEY = 'newsletter:unsubscribeSecret';

export type Recipient = { kind: 'subscriber'; id: string } | { kind: 'member'; userId: string };

export const recipientName = (r: Recipient): string => (r.kind === 'subscriber' ? `s:${r.id}` : `u:${r.userId}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function parseRecipient(name: string): Recipient | null {
  const id = name.slice(2);
  if (!UUID.test(id)) return null;
  if (name.startsWith('s:')) return { kind: 'subscriber', id };
  if (name.startsWith('u:')) return { kind: 'member', userId: id };
  return null;
}

const mac = (secret: string, name: string): string => createHmac('sha256', secret).update(`unsubscribe:${name}`).digest('base64url');

export async function unsubscribeSecret(db: Db): Promise<string> {
  return persistedSecret(db, UNSUBSCRIBE_SECRET_KEY);
}

/** `<base64url(name)>.<mac>`: URL-safe. */
export function unsubscribeToken(secret: string, recipient: Recipient): string {
  const name = recipientName(recipient);
  return `${Buffer.from(name).toString('base64url')}.${mac(secret, name)}`;
}

/** Whom a token unsubscribes, or null when it was not made with this secret. */
export function readUnsubscribeToken(secret: string, token: string): Recipient | null {
  const [encoded, given, extra] = token.split('.');
  if (!encoded || !given || extra !== undefined) return null;
  const name = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, name));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return parseRecipient(name);
}

export function unsubscribeUrl(appUrl: string, token: string): string {
  return `${appUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function confirmUrl(appUrl: string, token: string): string {
  return `${appUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}
