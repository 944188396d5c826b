/**
 * The billing secrets of an installation:
 * - `sandboxWebhook` signs the sandbox's webhooks, its hosted checkout links, client secrets and
 *   portal links (SANDBOX_WEBHOOK_SECRET when set);
 * - `returnLinks` signs the return and cancel links of every checkout (/api/checkout/return).
 * Unless set in the environment, each is 32 random bytes generated the first time a server of the
 * installation needs it and kept in system_state: insert if absent, then read, so that several
 * servers on one PostgreSQL, starting together, all use the one that was stored first.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { systemState } from '../db/schema';
import type { PaymentConfig } from './paymentConfig';

export interface BillingSecrets {
  sandboxWebhook: string;
  returnLinks: string;
}

export const SANDBOX_WEBHOOK_SECRET_KEY = 'billing:sandboxWebhookSecret';
export const RETURN_LINK_SECRET_KEY = 'billing:returnLinkSecret';

/** The secret stored under `key`, generated and stored first if there is none. */
export async function persistedSecret(db: Db, key: string): Promise<string> {
  const read = async (): Promise<string | null> => {
    const rows = await db.select({ value: systemState.value }).from(systemState).where(eq(systemState.key, key)).limit(1);
    const secret = (rows[0]?.value as { secret?: unknown } | undefined)?.secret;
    return typeof secret === 'string' && secret.length >= 32 ? secret : null;
  };
  const known = await read();
  if (known) return known;
  await db.insert(systemState).values({ key, value: { secret: randomBytes(32).toString('base64url') } }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`system_state ${key} holds no usable secret`);
  return stored;
}

export async function loadBillingSecrets(db: Db, payments: Pick<PaymentConfig, 'sandboxWebhookSecret'>): Promise<BillingSecrets> {
  const [sandboxWebhook, returnLinks] = await Promise.all([
    payments.sandboxWebhookSecret ?? persistedSecret(db, SANDBOX_WEBHOOK_SECRET_KEY),
    persistedSecret(db, RETURN_LINK_SECRET_KEY),
  ]);
  return { sandboxWebhook, returnLinks };
}
