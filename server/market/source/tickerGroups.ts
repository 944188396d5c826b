/**
 * The ticker lists the specification names (documents 1 and 4). Every source should carry these
 * tickers; the simulated market does (its universe test checks it).
 */
import { DEFAULT_TICKERS } from '../../../product/accountRules';
import { DEFAULT_MAIN_MARKETS, GAMMA_TICKERS, HOME_STRIP } from '../../../product/homeRules';
import type { CftcMarket } from './marketDataSource';
import { CRYPTO_TICKERS } from './cryptoAssets';
import { FUTURES_TICKERS } from './futuresContracts';

export { DEFAULT_TICKERS };

/** Document 1 section 9: the two home lists. */
export const HOME_LISTS: readonly (readonly string[])[] = [
  ['SPY', 'QQQ', 'IWM', '^VIX', 'BIL', 'UUP'],
  ['SHY', 'IEF', 'TLT', 'GLD', 'USO', 'BITO'],
];

/** Document 4 section 9: the home strip order, the gamma tickers, the default main markets (product/homeRules.ts). */
export { HOME_STRIP, GAMMA_TICKERS, DEFAULT_MAIN_MARKETS };

/** The 11 sector ETFs (one per GICS sector) and the factor ETFs. */
export const SECTOR_ETFS: readonly string[] = ['XLK', 'XLF', 'XLV', 'XLE', 'XLI', 'XLY', 'XLP', 'XLU', 'XLB', 'XLRE', 'XLC'];
export const FACTOR_ETFS: readonly string[] = ['MTUM', 'QUAL', 'VLUE', 'USMV', 'SIZE', 'IWF', 'IWD', 'SPLV', 'SPHB', 'RSP', 'VUG', 'VTV'];

export type OverviewGroupId =
  | 'mainMarkets' | 'commodities' | 'sectorEtfs' | 'bonds' | 'currencies' | 'volatility' | 'stocks' | 'factorEtfs' | 'crypto';

export interface TickerGroup<Id extends string = string> {
  id: Id;
  title: string;
  tickers: readonly string[];
}

/** Document 4 section 2.4: the nine groups of the market overview (/data/overview). The members are ours. */
export const OVERVIEW_GROUPS: readonly TickerGroup<OverviewGroupId>[] = [
  { id: 'mainMarkets', title: 'Main markets', tickers: ['SPY', 'QQQ', 'IWM', 'DIA', 'EFA', 'EEM', 'GLD', 'UUP', 'USO', 'TLT', '^VIX'] },
  { id: 'commodities', title: 'Commodities', tickers: ['GLD', 'SLV', 'USO', 'UNG', 'CPER', 'PPLT', 'DBA', 'DBC', 'WEAT', 'CORN', 'GC_F', 'CL_F'] },
  { id: 'sectorEtfs', title: 'Sector ETFs', tickers: SECTOR_ETFS },
  { id: 'bonds', title: 'Bonds', tickers: ['BIL', 'SHY', 'IEI', 'IEF', 'TLT', 'AGG', 'LQD', 'HYG', 'TIP', 'MUB', 'EMB', '^TNX'] },
  { id: 'currencies', title: 'Currencies', tickers: ['UUP', '^DXY', 'EURUSD', 'USDJPY', 'GBPUSD', 'AUDUSD', 'USDCAD', 'USDCHF', 'FXE', 'FXY'] },
  { id: 'volatility', title: 'Volatility', tickers: ['^VIX', '^VVIX', '^VIX9D', '^VIX3M', '^VVIX:^VIX', '^VIX:^VIX3M', '^VXN', '^MOVE', 'VXX', 'SVXY'] },
  { id: 'stocks', title: 'Stocks', tickers: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'BRK-B', 'JPM', 'LLY', 'AVGO', 'XOM'] },
  { id: 'factorEtfs', title: 'Factor ETFs', tickers: FACTOR_ETFS },
  { id: 'crypto', title: 'Crypto', tickers: ['CRYPTO.BTC', 'CRYPTO.ETH', 'CRYPTO.SOL', 'CRYPTO.XRP', 'CRYPTO.BNB', 'CRYPTO.ADA', 'CRYPTO.DOGE', 'CRYPTO.AVAX', 'CRYPTO.LINK', 'CRYPTO.DOT'] },
];

/** Document 4 section 2.4: /data/volatility shows fixed groups of six tickers. The members are ours. */
export const VOLATILITY_GROUPS: readonly TickerGroup[] = [
  { id: 'vixTermStructure', title: 'VIX term structure', tickers: ['^VIX9D', '^VIX', '^VIX3M', '^VIX6M', '^VIX1Y', '^VVIX'] },
  { id: 'crossAsset', title: 'Cross-asset volatility', tickers: ['^VXN', '^RVX', '^VXEEM', '^OVX', '^GVZ', '^MOVE'] },
  { id: 'volatilityProducts', title: 'Volatility products', tickers: ['VXX', 'VIXY', 'VIXM', 'UVXY', 'SVXY', 'VX_F'] },
];

/** Ratio tickers carried in the universe (any pair of two known tickers resolves on demand). */
export const PAIR_TICKERS: readonly string[] = [
  '^VVIX:^VIX', '^VIX:^VIX3M', 'QQQ:SPY', 'IWM:SPY', 'XLY:XLP', 'GLD:SPY', 'SPY:TLT', 'HYG:IEF', 'CRYPTO.ETH:CRYPTO.BTC',
];

/** Document 4 section 2.4: the CFTC rows, grouped; `contract` is the futures ticker each belongs to. */
export const CFTC_MARKETS: readonly CftcMarket[] = [
  { code: 'es', name: 'E-mini S&P 500', group: 'equities', contract: 'ES_F' },
  { code: 'rty', name: 'E-mini Russell 2000', group: 'equities', contract: 'RTY_F' },
  { code: 'dow', name: 'E-mini Dow Jones', group: 'equities', contract: 'YM_F' },
  { code: 'nq', name: 'E-mini Nasdaq-100', group: 'equities', contract: 'NQ_F' },
  { code: 'nikkei', name: 'Nikkei 225', group: 'equities', contract: 'NKD_F' },
  { code: 'vix', name: 'VIX futures', group: 'equities', contract: 'VX_F' },
  { code: 'us30y', name: 'U.S. Treasury Bond', group: 'rates', contract: 'ZB_F' },
  { code: 'us10y', name: '10-Year T-Note', group: 'rates', contract: 'ZN_F' },
  { code: 'us5y', name: '5-Year T-Note', group: 'rates', contract: 'ZF_F' },
  { code: 'us2y', name: '2-Year T-Note', group: 'rates', contract: 'ZT_F' },
  { code: 'eurodollar', name: 'Eurodollar / Three-Month SOFR', group: 'rates', contract: 'SR3_F' },
  { code: 'usd', name: 'U.S. Dollar Index', group: 'currencies', contract: 'DX_F' },
  { code: 'eur', name: 'Euro FX', group: 'currencies', contract: '6E_F' },
  { code: 'jpy', name: 'Japanese Yen', group: 'currencies', contract: '6J_F' },
  { code: 'gbp', name: 'British Pound', group: 'currencies', contract: '6B_F' },
  { code: 'aud', name: 'Australian Dollar', group: 'currencies', contract: '6A_F' },
  { code: 'cad', name: 'Canadian Dollar', group: 'currencies', contract: '6C_F' },
  { code: 'chf', name: 'Swiss Franc', group: 'currencies', contract: '6S_F' },
  { code: 'wti', name: 'Crude Oil WTI', group: 'commodities', contract: 'CL_F' },
  { code: 'wheat', name: 'Wheat', group: 'commodities', contract: 'ZW_F' },
  { code: 'corn', name: 'Corn', group: 'commodities', contract: 'ZC_F' },
  { code: 'silver', name: 'Silver', group: 'commodities', contract: 'SI_F' },
  { code: 'natgas', name: 'Natural Gas', group: 'commodities', contract: 'NG_F' },
  { code: 'copper', name: 'Copper', group: 'commodities', contract: 'HG_F' },
  { code: 'gold', name: 'Gold', group: 'commodities', contract: 'GC_F' },
];

/** Every ticker named by the lists above, the crypto tickers and the futures codes (the universe must contain them all). */
export function specTickers(): string[] {
  const all = new Set<string>([...DEFAULT_TICKERS, ...HOME_STRIP, ...GAMMA_TICKERS, ...DEFAULT_MAIN_MARKETS, ...PAIR_TICKERS, ...CRYPTO_TICKERS, ...FUTURES_TICKERS]);
  for (const g of [...OVERVIEW_GROUPS, ...VOLATILITY_GROUPS]) for (const t of g.tickers) all.add(t);
  for (const m of CFTC_MARKETS) all.add(m.contract);
  return [...all];
}
