/**
 * What a paid order credits: tokens and reset requests, booked on the ledger with the order's id
 * as reference (so a replayed payment never credits twice), and taken back, as far as unspent,
 * when the order is refunded in full.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balanceLedger } from '../db/schema';
import { balanceOf, book, type BalanceAccount } from '../users/balances';
import type { CatalogueProduct } from '../../product/catalogue';

export function creditReference(orderId: string, account: BalanceAccount): string {
  return `order:${orderId}:${account}`;
}

export async function bookOrderCredits(tx: Db, userId: string, orderId: string, product: Pick<CatalogueProduct, 'tokens' | 'resets' | 'sku'>, at: Date): Promise<void> {
  if (product.tokens > 0) {
    await book(tx, { userId, account: 'token', delta: product.tokens, reason: `purchase ${product.sku}`, reference: creditReference(orderId, 'token'), at });
  }
  if (product.resets > 0) {
    await book(tx, { userId, account: 'reset', delta: product.resets, reason: `purchase ${product.sku}`, reference: creditReference(orderId, 'reset'), at });
  }
}

/** Takes back an order's credits after a full refund, never below a balance of zero. */
export async function clawBackOrderCredits(tx: Db, userId: string, orderId: string, at: Date): Promise<void> {
  for (const account of ['token', 'reset'] as const) {
    const rows = await tx.select({ delta: balanceLedger.delta }).from(balanceLedger)
      .where(and(eq(balanceLedger.userId, userId), eq(balanceLedger.reference, creditReference(orderId, account)))).limit(1);
    const credited = rows[0]?.delta ?? 0;
    if (credited <= 0) continue;
    const take = Math.min(credited, Math.max(0, await balanceOf(tx, userId, account)));
    if (take > 0) await book(tx, { userId, account, delta: -take, reason: 'refund', reference: `refund:${orderId}:${account}`, at });
  }
}
