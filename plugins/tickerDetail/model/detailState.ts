/**
 * Which view the detail page shows for the answer of /assetData (document 2 section 2):
 * - `unknown`: no row, or a row without (enough) history: 'No (resp. not enough) data found for
 *   the given ticker';
 * - `preview`: a ticker the user has not revealed (`isActive: false`): the preview card, the
 *   blurred teaser and 'Reveal Data';
 * - `splitError`: a suspected unadjusted split: 'There is no range or trend data available for
 *   this Ticker right now.' under the price and the chart;
 * - `ready`: everything.
 */
import type { AssetData } from '../../../contracts';

export type DetailView = 'unknown' | 'preview' | 'splitError' | 'ready';

const NOT_ENOUGH = new Set(['noData', 'insufficientHistory']);

export function detailView(asset: AssetData | null | undefined): DetailView {
  if (!asset) return 'unknown';
  if (!asset.isActive) return asset.latestPrice === null ? 'unknown' : 'preview';
  if (asset.potentialSplitError || asset.metaInfo?.strippedReason === 'potentialSplitError') return 'splitError';
  if (asset.latestPrice === null || NOT_ENOUGH.has(asset.metaInfo?.strippedReason ?? '')) return 'unknown';
  return 'ready';
}

/** Recent Changes: only for tickers that are not crypto-like and whose range is revealed. */
export function hasRecentChanges(asset: AssetData | null | undefined, crypto: boolean): boolean {
  return !!asset && asset.isActive && !crypto;
}
