import { describe, expect, it } from 'vitest';
import { interpretHeartbeat } from './heartbeatOutcome';

const known = { serverVersion: '1.0.0', userStateVersion: 3, appVersion: '1.0.0' };

describe('interpretHeartbeat', () => {
  it('reports a server update when the server version changed', () => {
    expect(interpretHeartbeat(known, { serverVersion: '1.1.0', userStateVersion: 3 })).toEqual({ kind: 'serverUpdated', serverVersion: '1.1.0' });
  });

  it('reports a changed user entry when the user state version differs', () => {
    expect(interpretHeartbeat(known, { serverVersion: '1.0.0', userStateVersion: 4 })).toEqual({ kind: 'userStateChanged', userStateVersion: 4 });
  });

  it('hands out stale tickers and balances otherwise', () => {
    expect(interpretHeartbeat(known, {
      serverVersion: '1.0.0', userStateVersion: 3, staleData: ['SPY', ''],
      userBalance: { tokenBalance: 40, resetBalance: 1, tickersInLastMonth: 2, tickersPerMonth: 50 },
    })).toEqual({
      kind: 'ok', staleTickers: ['SPY'], versionMismatch: false,
      balances: { tokenBalance: 40, resetBalance: 1, tickersInLastMonth: 2, tickersPerMonth: 50 },
    });
  });

  it('offers the new version when the session started on a server other than this build', () => {
    const outcome = interpretHeartbeat({ ...known, appVersion: '0.9.0' }, { serverVersion: '1.0.0', userStateVersion: 3 });
    expect(outcome).toMatchObject({ kind: 'ok', versionMismatch: true });
  });

  it('tolerates missing fields and an unknown starting version', () => {
    expect(interpretHeartbeat({ serverVersion: null, userStateVersion: null, appVersion: '1.0.0' }, { serverVersion: '1.0.0' }))
      .toEqual({ kind: 'ok', staleTickers: [], balances: null, versionMismatch: false });
  });
});
