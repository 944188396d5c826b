/**
 * One load of the recent changes, free of React: the model, then the rows; a 503 (no snapshot
 * yet) or an empty answer while the cache status is UPDATING means "processing".
 */
import type { ListModel } from '../../../engine/core';
import { isMarketLoading } from '../../marketStatus';
import type { SignalRowData, SignalsApi } from '../data/signalsApi';
import { stillComputing } from '../logic/screenMessage';

export type SignalsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; model: ListModel; rows: SignalRowData[]; processing: boolean };

export async function loadSignals(api: SignalsApi): Promise<SignalsState> {
  let model: ListModel;
  try {
    model = await api.model();
  } catch {
    return { status: 'failed' };
  }
  try {
    const rows = await api.signals();
    // The cache status matters only for an empty answer: asked then only.
    const processing = stillComputing(rows.length, rows.length === 0 ? await api.cacheStatus() : null);
    return { status: 'ready', model, rows, processing };
  } catch (err) {
    if (isMarketLoading(err)) return { status: 'ready', model, rows: [], processing: true };
    return { status: 'failed' };
  }
}
