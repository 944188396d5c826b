import { PLANS } from '../../../product/plans';
import type { AdminCoupon, AdminUserData, AuditLogAnswer, CatalogueEntry, IntegrityCheckAnswer, SessionUser, TickerUsageAnalysis } from '../../../contracts';

/** A premium member as the user admin screen loads them. */
export function adminUserFixture(): AdminUserData {
  const user = {
    username: 'annamember', email: 'anna@example.com', plan: 'premium', tokenBalance: 12, resetBalance: 1, modules: [...PLANS.premium.modules],
    rawUserData: { tickersPerMonth: 60, tickersInLastMonth: 7 },
  } as unknown as SessionUser; // The JSON view shows whatever the server sent; the fixture needs only a few fields.
  return {
    username: 'annamember', email: 'anna@example.com', rawUserData: { tickersPerMonth: 60, tickersInLastMonth: 7 }, user, activeSessions: 2,
    subscriptions: [{
      id: '0b9f3c52-6a0e-4c7e-9a55-2f8f0f4ad101', sku: '020', type: 'card', description: 'Premium monthly', date: '2026-10-02T10:00:00.000Z',
      cycleEnd: '2026-12-02T10:00:00.000Z', cancelled: false, paymentProcessor: 'sandbox', interval: 'MONTH', status: 'active', active: true,
      priceCents: 2900, price: '29.00', currency: 'EUR', quantity: 1, kind: 'plan',
    }],
  };
}

export function usageFixture(): TickerUsageAnalysis {
  return {
    totalAmountOfTickersAvailable: 60, listOfAllTickersUsed: ['AAPL', 'MSFT', 'SPY'], listOfAllTickersCurrentlyUsedInLists: ['AAPL', 'TSLA'],
    freeOrDifferentlyPayedTickers: ['SPY'], remainingTickers: 58,
  };
}

export function catalogueFixture(): CatalogueEntry[] {
  return ['010', '020', '100'].map((sku, i) => ({
    name: `Product ${sku}`, priceCents: 1000 * (i + 1), price: `${10 * (i + 1)}.00`, currency: 'EUR', sku, quantity: 1, uiLabel: sku, hide: false,
    purchasable: i < 2, kind: 'plan', interval: 'MONTH', listPriceCents: null, listPrice: null, tier: null, tokens: 10 * i, resets: i,
    trialDays: null, renewalPriceCents: 1000 * (i + 1), monthlySku: sku, yearlySku: null,
  }));
}

export function auditLogFixture(page = 1): AuditLogAnswer {
  const lines: AuditLogAnswer['data'] = [
    { timestamp: 1_764_201_600, action: 'admin.forceLogout', metadata: { actor: 'demoadmin', targetType: 'user', targetId: 'u1', ip: '127.0.0.1', role: 'target', details: { before: { activeSessions: 2 }, after: { activeSessions: 0 } } } },
    { timestamp: 1_764_201_500, action: 'admin.addRT', metadata: { actor: 'demoadmin', targetType: 'user', targetId: 'u1', ip: '127.0.0.1', role: 'target', details: { amount: 25 } } },
  ];
  return { data: lines, page, pageSize: 50, total: 2 };
}

/** One planted problem: a balance below zero. */
export function integrityFixture(): IntegrityCheckAnswer {
  const none = (id: IntegrityCheckAnswer['findings'][number]['id']) => ({ id, count: 0, examples: [] });
  return {
    ok: false, checkedAt: '2026-11-27T06:00:00.000Z', durationMs: 42, marketChecked: true,
    findings: [
      { id: 'negativeBalances', count: 1, examples: ['6b02d2a4-70cd-4ba4-9f71-a87c16a8404a token -3'] },
      none('subscriptionsWithoutPaidOrder'), none('paidOrdersWithoutInvoice'), none('runningPlanOnFreeAccount'), none('orphanRecords'), none('unknownTickersInLists'),
    ],
  };
}

export function couponsFixture(): AdminCoupon[] {
  return [
    { code: 'WINTER26', percentOff: 20, amountOffCents: null, skus: ['020'], maxRedemptions: 50, redeemedCount: 7, validUntil: '2026-12-31T23:59:59.000Z', active: true, createdAt: '2026-11-01T09:00:00.000Z' },
    { code: 'SPRING25', percentOff: null, amountOffCents: 1000, skus: null, maxRedemptions: null, redeemedCount: 31, validUntil: null, active: false, createdAt: '2025-03-01T09:00:00.000Z' },
  ];
}
