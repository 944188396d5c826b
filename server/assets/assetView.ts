/**
 * What one user receives of an asset row. A ticker the user has not revealed (not active and not
 * free for them) arrives as a preview: identity, price and company data only, with
 * `isActive: false`; the ranges, ratings, Hurst values, IV, gamma, signals and performance stay on
 * the server until the user spends an EOD request on it. `isUSMarketOpen` is set per request.
 */
import { ASSET_PREVIEW_FIELDS, type AssetData } from '../../contracts';
import type { AssetRow } from '../market/snapshot/assetRow';

/** The fields of a preview row (an unrevealed ticker): the wire's (contracts/assets.ts). */
export const PREVIEW_FIELDS = ASSET_PREVIEW_FIELDS;

/** A row as one user receives it (contracts' AssetData); the list code reads its fields by name. */
export type AssetView = AssetData & Record<string, unknown>;

export interface AssetViewOptions {
  revealed: boolean;
  isUSMarketOpen: boolean;
  /** Drop the heavy per-row series (`volData.series`, `recentTrendSignals`) a table does not show. */
  slim?: boolean;
}

export function assetView(row: AssetRow | Record<string, unknown>, options: AssetViewOptions): AssetView {
  const source = row as Record<string, unknown>;
  if (!options.revealed) {
    const preview: Record<string, unknown> = {};
    for (const field of PREVIEW_FIELDS) if (field in source) preview[field] = source[field];
    return { ...preview, ticker: String(source.ticker), isUSMarketOpen: options.isUSMarketOpen, isActive: false } as AssetView;
  }
  const view: Record<string, unknown> = { ...source, isUSMarketOpen: options.isUSMarketOpen, isActive: true };
  if (options.slim) {
    const volData = source.volData as Record<string, unknown> | undefined;
    if (volData) view.volData = { ...volData, series: null };
    view.recentTrendSignals = [];
  }
  return view as AssetView;
}
