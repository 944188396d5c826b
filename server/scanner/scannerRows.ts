/**
 * One page of scanner results as the user receives it: a revealed ticker's whole row
 * (`isActive: true`), an unrevealed one's preview fields plus the fields the search scanned
 * (`isActive: false`). Both without the heavy per-row series (`volData.series` null,
 * `recentTrendSignals` empty), as the DomainAsset list sends them.
 */
import { readField, writeField } from '../../engine/core/filters/filterQuery';
import type { ScannerResultRow } from '../../contracts';
import type { RevealCheck } from '../assets/activeTickers';
import { assetView } from '../assets/assetView';
import type { AssetColumnStore } from '../market/store/assetColumnStore';

export interface RowContext {
  revealed: RevealCheck;
  isUSMarketOpen: boolean;
  /** The paths the search scanned (scannedPaths). */
  scanned: readonly string[];
}

/** The rows at `indices` (one page), each as the user may see it. */
export function resultRows(store: AssetColumnStore, indices: ArrayLike<number>, ctx: RowContext): ScannerResultRow[] {
  return Array.from(indices, (index) => {
    const row = store.rowAt(index);
    if (ctx.revealed(row.ticker)) return assetView(row, { revealed: true, isUSMarketOpen: ctx.isUSMarketOpen, slim: true });
    const view = assetView(row, { revealed: false, isUSMarketOpen: ctx.isUSMarketOpen }) as Record<string, unknown>;
    for (const path of ctx.scanned) writeField(view, path, readField(row, path) ?? null);
    return view as ScannerResultRow;
  });
}

/** The indices of one page (1-based) of a selection. */
export function pageOf(selection: Uint32Array, page: number, pageSize: number): Uint32Array {
  const start = (page - 1) * pageSize;
  return selection.subarray(start, start + pageSize);
}
