/**
 * The user's webhook secret: 32 random bytes (256 bits), shown once when made, kept only
 * AES-256-GCM encrypted. The key comes from ALERT_SECRET_KEY when set (keep it out of the
 * database in production); otherwise an installation key is generated once and kept in
 * system_state, as the billing secrets are (server/billing/secrets.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alertWebhookSecrets } from '../db/schema';
import { persistedSecret } from '../billing/secrets';
import type { WebhookSecretAnswer, WebhookSecretState } from '../../contracts';

export const WEBHOOK_KEY_STATE = 'alerts:webhookSecretKey';
const SECRET_PREFIX = 'whsec_';

export type SecretKey = Buffer;

/** The 32-byte encryption key: SHA-256 of ALERT_SECRET_KEY, or of the installation's stored key. */
export async function loadSecretKey(db: Db, configured: string | undefined): Promise<SecretKey> {
  const material = configured ?? (await persistedSecret(db, WEBHOOK_KEY_STATE));
  return createHash('sha256').update(material).digest();
}

export function encryptSecret(key: SecretKey, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptSecret(key: SecretKey, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export async function secretState(db: Db, userId: string): Promise<WebhookSecretState> {
  const rows = await db.select({ createdAt: alertWebhookSecrets.createdAt }).from(alertWebhookSecrets).where(eq(alertWebhookSecrets.userId, userId)).limit(1);
  return { exists: rows.length > 0, createdAt: rows[0]?.createdAt.toISOString() ?? null };
}

/** Makes a new secret (replacing the old one at once) and answers it; this is the only time it is shown. */
export async function rotateSecret(db: Db, key: SecretKey, userId: string, now: Date): Promise<WebhookSecretAnswer> {
  const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
  const secretEncrypted = encryptSecret(key, secret);
  await db.insert(alertWebhookSecrets).values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({ target: alertWebhookSecrets.userId, set: { secretEncrypted, createdAt: now } });
  return { secret, createdAt: now.toISOString() };
}

/** The secret that signs the user's webhooks now; null when they have none. */
export async function secretOf(db: Db, key: SecretKey, userId: string): Promise<string | null> {
  const rows = await db.select({ sealed: alertWebhookSecrets.secretEncrypted }).from(alertWebhookSecrets).where(eq(alertWebhookSecrets.userId, userId)).limit(1);
  return rows[0] ? decryptSecret(key, rows[0].sealed) : null;
}
