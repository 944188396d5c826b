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

/** Per owner: each row's view as UTF-8 JSON, under 'full|T|open', 'preview|T|closed|slim', ... (see assetViewBytes). */
const viewBytes = new WeakMap<object, Map<string, Buffer>>();

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
 * `assetView(row, options)` as UTF-8 JSON, the same value (issue 24): a snapshot row is serialised
 * once per view (full / preview) and kept with its owner, the snapshot's store (or `liveOwnerOf`
 * for the row with a quote laid over it) (a snapshot's stores never change; a new snapshot has
 * new ones, and the old bytes go with them) and market state (open / closed: the same for every
 * request of a moment), so an answer is copied together, neither serialised nor encoded. `build`
 * makes the row, only when its bytes are not kept yet; the owner must change whenever the row would.
 */
export function assetViewBytes(owner: object, ticker: string, build: () => AssetRow, options: AssetViewOptions): Buffer {
  let bytes = viewBytes.get(owner);
  if (!bytes) viewBytes.set(owner, (bytes = new Map()));
  const key = `${options.revealed ? 'full' : 'preview'}|${ticker}|${options.isUSMarketOpen ? 'open' : 'closed'}${options.slim ? '|slim' : ''}`;
  let answer = bytes.get(key);
  if (answer === undefined) {
    answer = Buffer.from(JSON.stringify(assetView(build(), options)));
    bytes.set(key, answer);
  }
  return answer;
}

const COMMA = Buffer.from(',');
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

/** A JSON array of JSON values given as bytes. */
export function jsonArrayBytes(items: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  items.forEach((item, i) => parts.push(...(i > 0 ? [COMMA, item] : [item])));
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
