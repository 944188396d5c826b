import { mulberry32, type ListFixture } from '../../../engine/core';
import { fixtureFor } from '../../../models/fixtures';
import type { AssetRecord } from '../state/assetApi';
import type { StoredList, UserLists } from '../../../contracts';

const TRENDS = ['trendBullish', 'trendNeutral', 'trendBearish'] as const;
const MOMENTUM = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'] as const;
const SECTORS = ['Technology', 'Energy', 'Health Care', 'Financials', 'Broad Market'] as const;

const round = (n: number, d: number): number => Math.round(n * 10 ** d) / 10 ** d;

/**
 * A complete asset row as /assetData sends it, deterministic per ticker and index, laid over the
 * DomainAsset model fixture's row of the same ticker (models/fixtures) where there is one.
 */
export function assetRow(ticker: string, index: number, extra: Record<string, unknown> = {}): AssetRecord {
  const random = mulberry32(index + 7);
  const price = round(5 + random() * 500, 2);
  const low = round(price * (0.9 + random() * 0.08), 3);
  const high = round(price * (1.02 + random() * 0.08), 3);
  const range = (lo: number, hi: number) => ({
    lowerVolatilityRange: lo, upperVolatilityRange: hi,
    upside: round(((hi - price) / price) * 100, 2), downside: round(((price - lo) / price) * 100, 2),
    upsideDownsideRatio: round((hi - price) / Math.max(price - lo, 0.01), 2), positionOnRange: round(((price - lo) / (hi - lo)) * 100, 1),
  });
  const st = range(low, high);
  const fixture = (fixtureFor('ListModel', 'DomainAsset') as ListFixture | undefined)?.rows.find((r) => r.ticker === ticker) ?? {};
  return {
    ticker, name: `${ticker} Holdings`, type: 'stock', currency: 'USD', isActive: true, noRealtime: false,
    latestPrice: price, latestPriceDate: '2026-11-20', latestSource: 'demo',
    daily_percentChange: round(random() * 6 - 3, 2), daily_absoluteChange: round(random() * 4 - 2, 2),
    ...st, stRange: st, ltRange: range(round(low * 0.95, 3), round(high * 1.05, 3)),
    h64: round(0.3 + random() * 0.45, 2), h256: round(0.3 + random() * 0.45, 2),
    overallTARating: TRENDS[index % 3], ltTARating: MOMENTUM[index % 4],
    volData: {
      currentIV: null, currentRV: null, currentPremium: round(random() * 0.1 - 0.05, 4), currentIVRank: round(random() * 100, 1),
      currentIVPercentile: round(random() * 100, 1), series: null,
    },
    gammaMetrics: { gamma: { putWallLevel: round(low, 2), callWallLevel: round(high, 2), zeroGamma: round(price * 0.99, 2), absGammaLevel: null } },
    sector: SECTORS[index % SECTORS.length]!,
    companyInfo: { country: index % 9 === 8 ? null : 'US', sector: SECTORS[index % SECTORS.length]!, industry: null, isEtf: false, website: null },
    isUSMarketOpen: false, primaryExchange: 'Nasdaq', primaryExchangeShort: 'NASDAQ', isin: null, asOfDate: null,
    fingerprint: `fp-${ticker}`,
    ...fixture,
    ...extra,
  };
}

/** The rows of a list of tickers. */
export const assetRows = (tickers: readonly string[]): AssetRecord[] => tickers.map((t, i) => assetRow(t, i));

/** Tickers of the stories: the model fixture's (SPY ...) and a few more. */
export const STORY_TICKERS = ['SPY', 'QQQ', 'GLD', 'TLT', 'AAPL', 'MSFT', 'EURUSD', 'NVDA'];
export const CRYPTO_TICKERS = ['CRYPTO.BTC', 'CRYPTO.ETH', 'CRYPTO.SOL', 'CRYPTO.ETH:CRYPTO.BTC'];
export const FUTURES_TICKERS = ['ES_F', 'NQ_F', 'CL_F', 'GC_F', '6E_F'];

/** A row of each special state: not revealed, a ratio above 100 and one above the range, high Hurst. */
export function specialRows(): AssetRecord[] {
  return [
    assetRow('HIDDEN', 20, { isActive: false, name: 'Hidden Corp.', h64: null, stRange: null }),
    assetRow('CAPPED', 21, { upsideDownsideRatio: 250, stRange: { ...assetRow('CAPPED', 21).stRange as object, upsideDownsideRatio: 250, positionOnRange: -12 } }),
    assetRow('ABOVE', 22, { aboveEODRange: true, stRange: { ...assetRow('ABOVE', 22).stRange as object, upsideDownsideRatio: -0.4, positionOnRange: 134 } }),
    assetRow('HURST', 23, { h64: 0.71, overallTARating: 'trendBullish' }),
  ];
}

const list = (name: string, tickers: string[], wlType: 'GENERAL' | 'CRYPTO' = 'GENERAL'): StoredList => ({ name, includedTicker: tickers, owner: 'storyuser', wlType });

/** The lists of the stories: a portfolio and seven watchlists (See More shows). */
export function storyLists(): UserLists {
  return {
    dashboard: list('Market overview', [...STORY_TICKERS, 'HIDDEN', 'CAPPED', 'ABOVE', 'HURST']),
    regular: ['TECH', 'energy', 'BONDS', 'asia', 'Growth', 'INCOME', 'momentum'].map((n, i) => list(n.toUpperCase(), STORY_TICKERS.slice(i % 4, (i % 4) + 4))),
    crypto: [list('MAJORS', CRYPTO_TICKERS, 'CRYPTO')],
    alerts: list('Server-Side Alerts', []),
  };
}
