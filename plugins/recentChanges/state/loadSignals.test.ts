import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import type { SignalsApi } from '../data/signalsApi';
import { fixtureSignals, signalModel } from '../testing/signalFixtures';
import { loadSignals } from './loadSignals';

function api(overrides: Partial<SignalsApi> = {}): SignalsApi & { cacheStatus: ReturnType<typeof vi.fn> } {
  return {
    model: async () => signalModel(),
    signals: async () => fixtureSignals(),
    cacheStatus: vi.fn(async () => 'READY'),
    ...overrides,
  } as SignalsApi & { cacheStatus: ReturnType<typeof vi.fn> };
}

describe('loadSignals', () => {
  it('answers the model and the rows; the cache status is not asked when there are rows', async () => {
    const calls = api();
    const state = await loadSignals(calls);
    expect(state).toMatchObject({ status: 'ready', processing: false });
    expect(state.status === 'ready' && state.rows).toHaveLength(fixtureSignals().length);
    expect(calls.cacheStatus).not.toHaveBeenCalled();
  });

  it('is processing before the first snapshot (503) and when no signal is there while UPDATING', async () => {
    expect(await loadSignals(api({ signals: async () => { throw new ApiCallError(503, 'loading'); } }))).toMatchObject({ status: 'ready', rows: [], processing: true });
    expect(await loadSignals(api({ signals: async () => [], cacheStatus: async () => 'UPDATING' }))).toMatchObject({ status: 'ready', rows: [], processing: true });
    expect(await loadSignals(api({ signals: async () => [], cacheStatus: async () => 'READY' }))).toMatchObject({ status: 'ready', rows: [], processing: false });
  });

  it('fails when the model or the list cannot be read', async () => {
    expect(await loadSignals(api({ model: async () => { throw new ApiCallError(404, 'no model'); } }))).toEqual({ status: 'failed' });
    expect(await loadSignals(api({ signals: async () => { throw new ApiCallError(500, 'broken'); } }))).toEqual({ status: 'failed' });
  });
});
