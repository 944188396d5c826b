/**
 * One chunk of a snapshot: the rows and signals of a run of instruments, encoded for the column
 * store. Worker threads and the in-process path both compute chunks with this function, so they
 * give the same result.
 */
import { encodeAssetRows } from '../store/assetColumnStore';
import type { ColumnBatch } from '../store/columnBatch';
import type { MarketDataSource } from '../source/marketDataSource';
import type { SignalRow } from './assetRow';
import { computeAssetRow } from './computeAssetRow';
import { SnapshotReferences } from './snapshotReferences';

export interface ChunkRequest {
  /** Row position of the first ticker in the snapshot. */
  offset: number;
  tickers: string[];
}

export interface ChunkResult {
  offset: number;
  batch: ColumnBatch;
  signals: SignalRow[];
}

export interface ChunkSettings {
  /** The snapshot instant (ISO). */
  at: string;
  signalDays: number;
}

/**
 * `references` (SPY's closes, the CFTC z-scores) belong to the source and the instant: a worker and
 * the in-process job pass the one they keep for the whole job; without it the chunk loads its own.
 */
export function computeChunk(
  source: MarketDataSource,
  request: ChunkRequest,
  settings: ChunkSettings,
  references = new SnapshotReferences(source, new Date(settings.at)),
): ChunkResult {
  const at = new Date(settings.at);
  const rows = [];
  const signals: SignalRow[] = [];
  for (const ticker of request.tickers) {
    const instrument = source.getInstrument(ticker);
    if (!instrument) throw new Error(`snapshot: the source has no instrument ${ticker}`);
    const computed = computeAssetRow(instrument, { source, at, signalDays: settings.signalDays, references });
    rows.push(computed.row);
    signals.push(...computed.signals);
  }
  return { offset: request.offset, batch: encodeAssetRows(rows), signals };
}
