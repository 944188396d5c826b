import type { EntityEnvelope } from '../../../engine/data';
import type { ChartingAccessRequestRow, GeneratedApiToken } from '../../../contracts';

/** Two tokens of the story member: one in use, one revoked. */
export const FIXTURE_TOKENS: EntityEnvelope[] = [
  {
    id: '11111111-1111-4111-8111-111111111111', entityModelName: 'DomainAuthToken', createdBy: 'storyuser', creationDate: '2026-11-02T09:00:00.000Z', version: 1,
    payload: { name: 'Trading bot', scopes: ['assets:read', 'signals:read'], expiresAt: '2027-06-30', lastUsedAt: '2026-11-20T14:31:00.000Z' },
  },
  {
    id: '22222222-2222-4222-8222-222222222222', entityModelName: 'DomainAuthToken', createdBy: 'storyuser', creationDate: '2026-10-01T09:00:00.000Z', version: 2,
    payload: { name: 'Old sheet', scopes: ['watchlists:read'], revokedAt: '2026-10-15T10:00:00.000Z' },
  },
];

export const FIXTURE_GENERATED: GeneratedApiToken = { id: '33333333-3333-4333-8333-333333333333', token: 'rs_Zk3v9QmXb2r1T7pLw0sYhN4cJ8dF6gA5eU1iO3kR9tB', scopes: ['assets:read'], expiresAt: null };

export const FIXTURE_REQUESTS: ChartingAccessRequestRow[] = [
  { id: 'r1', username: 'elena', email: 'elena@example.com', platform: 'TradingView', platformUsername: 'elena_tv', scripts: ['MFR_RANGE', 'MFR_TREND', 'HURST_EXPONENTS'], status: 'pending', createdAt: '2026-11-20T08:00:00.000Z', decidedAt: null },
  { id: 'r2', username: 'sam', email: 'sam@example.com', platform: 'Sierra', platformUsername: '424242', scripts: ['MFR_RANGE', 'MFR_TREND', 'VAIDOTAS_MOMENTUM_SCORE'], status: 'granted', createdAt: '2026-11-18T08:00:00.000Z', decidedAt: '2026-11-19T08:00:00.000Z' },
];
