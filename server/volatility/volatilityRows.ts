/**
 * The rows of the volatility page (issue 21 scope 3): per ticker of the six fixed groups
 * (product/volatilityRules.ts) the realised volatility over the last 20 and 60 sessions, computed
 * here from the closes the snapshot was computed from (annualised with 252 sessions, 365 days for
 * crypto), and the implied-volatility figures the snapshot carries (volData: IV, premium IV − RV21,
 * IV rank, IV percentile; docs/methodology.md). Tickers the snapshot does not hold are left out; a
 * ticker with a suspected split has no realised volatility (its row withholds its analytics).
 */
import { CRYPTO_DAYS_PER_YEAR, TRADING_DAYS_PER_YEAR, trailingRealisedVolatility } from '../market/analytics';
import type { MarketSnapshot } from '../market/marketService';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import type { MarketDataSource } from '../market/source/marketDataSource';
import type { AssetColumnStore } from '../market/store/assetColumnStore';
import { RV_WINDOWS, VOLATILITY_GROUP_IDS, VOLATILITY_PAGE_GROUPS } from '../../product/volatilityRules';
import type { VolatilityGroup, VolatilityRow } from '../../contracts';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The implied-volatility figures of a ticker's snapshot row (all null when not `ivIncluded`). */
export interface IvFigures {
  iv: number | null;
  ivPremium: number | null;
  ivRank: number | null;
  ivPercentile: number | null;
}

const NO_IV: IvFigures = { iv: null, ivPremium: null, ivRank: null, ivPercentile: null };

/**
 * One row from a ticker's closes (oldest first; null: none) and its IV figures.
 *
 * @example volatilityRow('SPY', 'SPDR S&P 500', closes, 252, iv) // {ticker: 'SPY', rv20: 0.14…, rv60: 0.16…, iv: 0.18, …}
 */
export function volatilityRow(ticker: string, name: string, closes: Float64Array | null, periodsPerYear: number, iv: IvFigures): VolatilityRow {
  return {
    ticker, name,
    rv20: closes ? trailingRealisedVolatility(closes, RV_WINDOWS.short, periodsPerYear) : null,
    rv60: closes ? trailingRealisedVolatility(closes, RV_WINDOWS.long, periodsPerYear) : null,
    ...iv,
  };
}

function ivFiguresOf(store: AssetColumnStore, i: number): IvFigures {
  return {
    iv: num(store.value(i, 'volData.currentIV')),
    ivPremium: num(store.value(i, 'volData.currentPremium')),
    ivRank: num(store.value(i, 'volData.currentIVRank')),
    ivPercentile: num(store.value(i, 'volData.currentIVPercentile')),
  };
}

/** The six groups as of the published snapshot; the IV figures only when `ivIncluded`. */
export function volatilityGroups(snapshot: MarketSnapshot, source: MarketDataSource, ivIncluded: boolean): VolatilityGroup[] {
  const store = snapshot.rows;
  const at = new Date(snapshot.at);
  return VOLATILITY_GROUP_IDS.map((id) => {
    const rows: VolatilityRow[] = [];
    for (const ticker of VOLATILITY_PAGE_GROUPS[id]) {
      const i = store.indexOf(ticker);
      const instrument = source.getInstrument(ticker);
      if (i < 0 || !instrument) continue;
      const name = typeof store.value(i, 'name') === 'string' ? String(store.value(i, 'name')) : ticker;
      const split = store.value(i, 'potentialSplitError') === true;
      const closes = split ? null : loadCandles(source, instrument, at)?.close ?? null;
      const perYear = instrument.calendar === 'crypto' ? CRYPTO_DAYS_PER_YEAR : TRADING_DAYS_PER_YEAR;
      rows.push(volatilityRow(ticker, name, closes, perYear, ivIncluded ? ivFiguresOf(store, i) : NO_IV));
    }
    return { id, rows };
  });
}
