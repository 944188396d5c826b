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

/** The part of a row's view that does not depend on the request, as JSON text; per snapshot row (a new snapshot has new rows). */
const viewJson = new WeakMap<object, { full?: string; preview?: string }>();

/**
 * `assetView(row, options)` as JSON text, the same value (issue 24): each snapshot row is serialised
 * once per view (full / preview) and only the per-request flags are written per request. For rows of
 * the snapshot only; a row built per request (a live quote laid over it) is serialised as usual.
 */
export function assetViewJson(row: AssetRow, options: AssetViewOptions): string {
  if (options.slim) return JSON.stringify(assetView(row, options));
  let cached = viewJson.get(row);
  if (!cached) viewJson.set(row, (cached = {}));
  const kind = options.revealed ? 'full' : 'preview';
  let body = cached[kind];
  if (body === undefined) {
    const { isUSMarketOpen: _open, isActive: _active, ...rest } = assetView(row, options) as Record<string, unknown>;
    body = JSON.stringify(rest);
    cached[kind] = body;
  }
  const flags = `"isUSMarketOpen":${options.isUSMarketOpen},"isActive":${options.revealed}}`;
  return body === '{}' ? `{${flags}` : `${body.slice(0, -1)},${flags}`;
}
