import { mulberry32, type ListFixture } from '../../../engine/core';
import type { EntityEnvelope } from '../../../engine/data';
import { fixtureFor } from '../../../models/fixtures';
import type { ScannerFilterEntry } from '../../../product/scannerFilters';
import type { ResultRow } from '../state/useScannerResults';

const TRENDS = ['trendBullish', 'trendNeutral', 'trendBearish'] as const;
const MOMENTUM = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'] as const;
const SECTORS = ['Technology', 'Energy', 'Health Care', 'Financials', 'Utilities'] as const;
const COUNTRIES = ['US', 'DE', 'GB', 'CH', 'JP'] as const;

const round = (n: number, d: number): number => Math.round(n * 10 ** d) / 10 ** d;

/** Tickers of the stories: the DomainAsset fixture's and more. */
export const RESULT_TICKERS = ['SPY', 'QQQ', 'GLD', 'TLT', 'AAPL', 'MSFT', 'NVDA', 'XOM', 'JNJ', 'JPM', 'NEE', 'SAP', 'NESN', 'TM', 'CRYPTO.BTC'];

/**
 * A result row, deterministic per index, laid over the DomainAsset model fixture's row of the same
 * ticker (models/fixtures) where there is one.
 */
export function resultRow(ticker: string, index: number): ResultRow {
  const random = mulberry32(index + 11);
  const price = round(10 + random() * 400, 2);
  const low = round(price * (0.9 + random() * 0.08), 3);
  const high = round(price * (1.02 + random() * 0.08), 3);
  const range = {
    lowerVolatilityRange: low, upperVolatilityRange: high,
    upside: round(((high - price) / price) * 100, 2), downside: round(((price - low) / price) * 100, 2),
    upsideDownsideRatio: round((high - price) / Math.max(price - low, 0.01), 2), positionOnRange: round(((price - low) / (high - low)) * 100, 1),
  };
  const fixture = (fixtureFor('ListModel', 'DomainAsset') as ListFixture | undefined)?.rows.find((r) => r.ticker === ticker) ?? {};
  return {
    ticker, name: `${ticker} Holdings`, type: ticker.startsWith('CRYPTO.') ? 'crypto' : 'stock', currency: 'USD', isActive: true,
    latestPrice: price, latestPriceDate: '2026-11-20', daily_percentChange: round(random() * 6 - 3, 2),
    ...range, stRange: range, h64: round(0.3 + random() * 0.45, 2), h256: round(0.45 + random() * 0.3, 2),
    overallTARating: TRENDS[index % 3], ltTARating: MOMENTUM[index % 4],
    volData: { currentPremium: round(random() * 0.1 - 0.05, 4), currentIVRank: round(random() * 100, 1), currentIVPercentile: round(random() * 100, 1) },
    gammaMetrics: { gamma: { putWallLevel: round(low, 2), callWallLevel: round(high, 2), zeroGamma: round(price * 0.99, 2) } },
    sector: SECTORS[index % SECTORS.length], companyInfo: { country: COUNTRIES[index % COUNTRIES.length], sector: SECTORS[index % SECTORS.length] },
    scanMetrics: { h64Change5d: round(random() * 0.2 - 0.1, 3) },
    ...fixture,
  } as unknown as ResultRow;
}

export const resultRows = (tickers: readonly string[] = RESULT_TICKERS): ResultRow[] => tickers.map((t, i) => resultRow(t, i));

/** The filters of the stories' last search. */
export const STORY_SEARCH: ScannerFilterEntry[] = [
  { filterKey: 'h256', type: 'above', min: '0.5' },
  { filterKey: 'h64Change5d', type: 'between', min: '-0.1', max: '0.1' },
  { filterKey: 'sector', type: 'in', val: ['Technology', 'Energy', 'Health Care', 'Financials', 'Utilities'] },
];

/** Country codes of the country filter. */
export const STORY_COUNTRIES = ['US', 'DE', 'GB', 'CH', 'JP', 'FR', 'CA'];

/** A saved filter as the list call answers it. */
export function savedRecord(i: number, title: string): EntityEnvelope {
  return {
    id: `saved-${i}`, createdBy: 'storyuser', creationDate: `2026-11-0${(i % 9) + 1}T10:00:00Z`, version: 1, entityModelName: 'DomainScannerQuery',
    payload: { title, filterConfig: { h64: { isActive: true, type: 'above', min: String(0.5 + i / 100) } } },
  };
}

export const STORY_SAVED_TITLES = ['High Hurst', 'Energy breakouts', 'Lower range', 'IV rich', 'Near gamma flip', 'Weekly winners', 'Momentum turns'];
