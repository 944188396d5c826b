import type { AdminNotification, LocalSubscription, StripeDiffAnswer } from '../../../contracts';

export const localSubscriptionsFixture = (): LocalSubscription[] => [
  {
    id: '7d0c3a52-6f1e-4c1b-9a53-0b6f5f1e2a10', providerSubscriptionId: 'sbsub_7d0c3a52', username: 'annamember', sku: '020', kind: 'plan', status: 'active',
    provider: 'sandbox', local: true, startedAt: '2026-11-01T09:00:00.000Z', currentPeriodEnd: '2026-12-01T00:00:00.000Z', cancelledAt: null,
  },
  {
    id: '0f4e8b2c-1a2b-4c3d-8e9f-a0b1c2d3e4f5', providerSubscriptionId: 'sbsub_0f4e8b2c', username: 'zed', sku: '060', kind: 'plan', status: 'ended',
    provider: 'sandbox', local: true, startedAt: '2026-09-01T09:00:00.000Z', currentPeriodEnd: '2026-10-01T00:00:00.000Z', cancelledAt: '2026-09-15T09:00:00.000Z',
  },
];

export const stripeDiffFixture = (): StripeDiffAnswer => ({
  provider: 'sandbox', from: '2026-11-01', to: '2026-11-27', checked: { invoices: 12, refunds: 1, transactions: 12 },
  differences: [
    { kind: 'amountMismatch', document: 'invoice', ref: 'sbpay_1', invoiceNumber: 'RS-2026-000012', oursCents: 5712, providerCents: 5700, currency: 'EUR', at: '2026-11-20T09:00:00.000Z' },
    { kind: 'missingLocally', document: 'refund', ref: 'sbre_2', invoiceNumber: 'RS-2026-000010', oursCents: null, providerCents: -1000, currency: 'EUR', at: '2026-11-21T09:00:00.000Z' },
  ],
});

const base = { content: 'Sunday 2 to 4 am.', plan: null, username: null, scheduledAt: null, publishedAt: null, recipients: null, error: null, createdBy: 'demoadmin' };

export const notificationsFixture = (): AdminNotification[] => [
  { ...base, id: 'a1', title: 'Maintenance', audience: 'all', status: 'draft', createdAt: '2026-11-27T08:00:00.000Z' },
  { ...base, id: 'a2', title: 'Elite webinar', audience: 'plan', plan: 'elite', status: 'scheduled', scheduledAt: '2026-11-28T17:00:00.000Z', createdAt: '2026-11-26T08:00:00.000Z' },
  { ...base, id: 'a3', title: 'Your refund', audience: 'user', username: 'annamember', status: 'published', publishedAt: '2026-11-25T10:00:00.000Z', recipients: 1, createdAt: '2026-11-25T09:00:00.000Z' },
  { ...base, id: 'a4', title: 'To a deleted user', audience: 'user', username: 'gone', status: 'failed', error: 'There is no user "gone".', createdAt: '2026-11-24T09:00:00.000Z' },
];
