/**
 * The data integrity check of the system admin screen (issue 28 scope 3, GET /checkIntegrity):
 * read-only queries that look for what must never happen, each answering how many it found and a
 * few examples. Nothing is repaired here: an admin decides.
 */
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { balanceLedger, billingInvoices, billingOrders, billingSubscriptions, entities, users, watchlists } from '../db/schema';
import type { IntegrityCheckAnswer, IntegrityFinding } from '../../contracts';

/** Examples shown per check. */
const EXAMPLES = 5;
/** Order states that were paid (and so must have an invoice and may carry a subscription). */
const PAID_STATES = ['paid', 'partially_refunded', 'refunded'];

const finding = (id: IntegrityFinding['id'], rows: readonly string[]): IntegrityFinding => ({ id, count: rows.length, examples: rows.slice(0, EXAMPLES) });

export async function checkIntegrity(deps: Pick<AppDeps, 'db' | 'market' | 'now'>): Promise<IntegrityCheckAnswer> {
  const { db } = deps;
  const started = Date.now();

  // Balances are ledger sums: a token or reset balance below zero means a spend went past the lock.
  const negative = await db.select({ userId: balanceLedger.userId, account: balanceLedger.account, balance: sql<number>`sum(${balanceLedger.delta})` })
    .from(balanceLedger).where(inArray(balanceLedger.account, ['token', 'reset']))
    .groupBy(balanceLedger.userId, balanceLedger.account).having(sql`sum(${balanceLedger.delta}) < 0`);

  // A subscription points at the order that paid its last period: that order must exist and be paid.
  const subscriptionOrders = await db.select({ id: billingSubscriptions.id, status: billingOrders.status })
    .from(billingSubscriptions).leftJoin(billingOrders, eq(billingOrders.id, billingSubscriptions.lastOrderId))
    .where(isNotNull(billingSubscriptions.lastOrderId));
  const unpaidSubscriptions = subscriptionOrders.filter((r) => r.status === null || !PAID_STATES.includes(r.status));

  // Every paid order has its invoice.
  const withoutInvoice = await db.select({ id: billingOrders.id }).from(billingOrders)
    .leftJoin(billingInvoices, eq(billingInvoices.orderId, billingOrders.id))
    .where(and(inArray(billingOrders.status, PAID_STATES), isNull(billingInvoices.id)));

  // A running plan subscription gives its plan: its user must not be on the free plan.
  const planMismatch = await db.select({ id: billingSubscriptions.id, username: users.username }).from(billingSubscriptions)
    .innerJoin(users, eq(users.id, billingSubscriptions.userId))
    .where(and(eq(billingSubscriptions.kind, 'plan'), isNull(billingSubscriptions.endedAt), eq(users.plan, 'demo')));

  // Records owned by an account that no longer exists.
  const userIds = db.select({ id: users.id }).from(users);
  const orphans = await db.select({ id: entities.id, model: entities.model }).from(entities)
    .where(and(isNotNull(entities.createdBy), notInArray(entities.createdBy, userIds)));

  // List entries the market does not know (checked against the current snapshot, when there is one).
  const store = deps.market?.store() ?? null;
  const unknownInLists: string[] = [];
  if (store) {
    const lists = await db.select({ owner: users.username, name: watchlists.name, tickers: watchlists.tickers }).from(watchlists)
      .innerJoin(users, eq(users.id, watchlists.ownerId));
    for (const list of lists) {
      for (const ticker of list.tickers) if (store.indexOf(ticker) < 0) unknownInLists.push(`${list.owner} / ${list.name}: ${ticker}`);
    }
  }

  const findings: IntegrityFinding[] = [
    finding('negativeBalances', negative.map((r) => `${r.userId} ${r.account} ${Number(r.balance)}`)),
    finding('subscriptionsWithoutPaidOrder', unpaidSubscriptions.map((r) => `${r.id} (${r.status ?? 'no order'})`)),
    finding('paidOrdersWithoutInvoice', withoutInvoice.map((r) => r.id)),
    finding('runningPlanOnFreeAccount', planMismatch.map((r) => `${r.username}: ${r.id}`)),
    finding('orphanRecords', orphans.map((r) => `${r.model} ${r.id}`)),
    finding('unknownTickersInLists', unknownInLists),
  ];
  return {
    ok: findings.every((f) => f.count === 0),
    checkedAt: deps.now().toISOString(),
    durationMs: Date.now() - started,
    marketChecked: store !== null,
    findings,
  };
}
