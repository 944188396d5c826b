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

  it('keeps the session otherwise, whatever else the answer carries (the plugins read it)', () => {
    expect(interpretHeartbeat(known, { serverVersion: '1.0.0', userStateVersion: 3, staleData: ['SPY'], userBalance: { tokenBalance: 40 } }))
      .toEqual({ kind: 'ok', versionMismatch: false });
  });

  it('offers the new version when the session started on a server other than this build', () => {
    const outcome = interpretHeartbeat({ ...known, appVersion: '0.9.0' }, { serverVersion: '1.0.0', userStateVersion: 3 });
    expect(outcome).toMatchObject({ kind: 'ok', versionMismatch: true });
  });

  it('tolerates missing fields and an unknown starting version', () => {
    expect(interpretHeartbeat({ serverVersion: null, userStateVersion: null, appVersion: '1.0.0' }, { serverVersion: '1.0.0' }))
      .toEqual({ kind: 'ok', versionMismatch: false });
  });
});
