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

/** The part of each row's view that does not depend on the request, as JSON text, per owner (see assetViewJson) and view. */
const viewText = new WeakMap<object, Map<string, string>>();

const liveOwners = new WeakMap<object, WeakMap<object, object>>();

/**
 * The key to keep a row's text under when a quote is laid over it: one per snapshot store and
 * quote object (the quote cache hands out one object per ticker and 15-second window).
 */
export function liveOwnerOf(store: object, quote: object): object {
  let byQuote = liveOwners.get(store);
  if (!byQuote) liveOwners.set(store, (byQuote = new WeakMap()));
  let owner = byQuote.get(quote);
  if (!owner) byQuote.set(quote, (owner = {}));
  return owner;
}

/**
 * `assetView(row, options)` as JSON text, the same value (issue 24): a snapshot row is serialised
 * once per view (full / preview) and kept with its owner, the snapshot's store (or `liveOwnerOf`
 * for the row with a quote laid over it) (a snapshot's stores never change; a new
 * snapshot has new ones, and the old text goes with them); only the per-request flags are written
 * per request. `build` makes the row, only when its text is not kept yet; the owner must change
 * whenever the row would.
 */
export function assetViewJson(owner: object, ticker: string, build: () => AssetRow, options: AssetViewOptions): string {
  if (options.slim) return JSON.stringify(assetView(build(), options));
  let texts = viewText.get(owner);
  if (!texts) viewText.set(owner, (texts = new Map()));
  const key = `${options.revealed ? 'full' : 'preview'}|${ticker}`;
  let body = texts.get(key);
  if (body === undefined) {
    const { isUSMarketOpen: _open, isActive: _active, ...rest } = assetView(build(), options) as Record<string, unknown>;
    body = JSON.stringify(rest);
    texts.set(key, body);
  }
  const flags = `"isUSMarketOpen":${options.isUSMarketOpen},"isActive":${options.revealed}}`;
  return body === '{}' ? `{${flags}` : `${body.slice(0, -1)},${flags}`;
}
