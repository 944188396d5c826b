/**
 * The predefined futures codes (document 1 section 9: "long lists of futures codes"). A futures
 * ticker is the root symbol plus `_F` and stands for the continuous front contract.
 */
export type FuturesGroup = 'equity index' | 'volatility' | 'rates' | 'currencies' | 'energy' | 'metals' | 'grains' | 'softs' | 'livestock' | 'crypto';

export interface FuturesContract {
  ticker: string;
  name: string;
  group: FuturesGroup;
  exchange: string;
  exchangeShort: string;
  currency: string;
  /** The index, rate, currency or commodity price it tracks. */
  underlying: string;
}

const CME = ['Chicago Mercantile Exchange', 'CME'] as const;
const CBOT = ['Chicago Board of Trade', 'CBOT'] as const;
const NYMEX = ['New York Mercantile Exchange', 'NYMEX'] as const;
const COMEX = ['Commodity Exchange', 'COMEX'] as const;
const ICE = ['ICE Futures U.S.', 'ICE'] as const;
const EUREX = ['Eurex', 'EUREX'] as const;
const CFE = ['Cboe Futures Exchange', 'CFE'] as const;

type Row = readonly [string, string, FuturesGroup, readonly [string, string], string, string?];

const ROWS: readonly Row[] = [
  ['ES', 'E-mini S&P 500', 'equity index', CME, '^GSPC'],
  ['MES', 'Micro E-mini S&P 500', 'equity index', CME, '^GSPC'],
  ['NQ', 'E-mini Nasdaq-100', 'equity index', CME, '^NDX'],
  ['MNQ', 'Micro E-mini Nasdaq-100', 'equity index', CME, '^NDX'],
  ['RTY', 'E-mini Russell 2000', 'equity index', CME, '^RUT'],
  ['M2K', 'Micro E-mini Russell 2000', 'equity index', CME, '^RUT'],
  ['YM', 'E-mini Dow Jones ($5)', 'equity index', CBOT, '^DJI'],
  ['MYM', 'Micro E-mini Dow Jones', 'equity index', CBOT, '^DJI'],
  ['NKD', 'Nikkei 225 (Dollar)', 'equity index', CME, '^N225'],
  ['FDAX', 'DAX Futures', 'equity index', EUREX, '^GDAXI', 'EUR'],
  ['FESX', 'Euro Stoxx 50 Futures', 'equity index', EUREX, '^STOXX50E', 'EUR'],
  ['VX', 'Cboe Volatility Index (VIX) Futures', 'volatility', CFE, '^VIX'],
  ['ZB', 'U.S. Treasury Bond', 'rates', CBOT, 'TLT'],
  ['UB', 'Ultra U.S. Treasury Bond', 'rates', CBOT, 'TLT'],
  ['ZN', '10-Year T-Note', 'rates', CBOT, 'IEF'],
  ['ZF', '5-Year T-Note', 'rates', CBOT, 'IEI'],
  ['ZT', '2-Year T-Note', 'rates', CBOT, 'SHY'],
  ['SR3', 'Three-Month SOFR', 'rates', CME, '^IRX'],
  ['FGBL', 'Euro-Bund', 'rates', EUREX, 'DE10Y', 'EUR'],
  ['DX', 'U.S. Dollar Index', 'currencies', ICE, '^DXY'],
  ['6E', 'Euro FX', 'currencies', CME, 'EURUSD'],
  ['6J', 'Japanese Yen', 'currencies', CME, 'USDJPY'],
  ['6B', 'British Pound', 'currencies', CME, 'GBPUSD'],
  ['6A', 'Australian Dollar', 'currencies', CME, 'AUDUSD'],
  ['6C', 'Canadian Dollar', 'currencies', CME, 'USDCAD'],
  ['6S', 'Swiss Franc', 'currencies', CME, 'USDCHF'],
  ['6N', 'New Zealand Dollar', 'currencies', CME, 'NZDUSD'],
  ['6M', 'Mexican Peso', 'currencies', CME, 'USDMXN'],
  ['CL', 'Crude Oil WTI', 'energy', NYMEX, 'CL_F'],
  ['BZ', 'Brent Crude Oil', 'energy', NYMEX, 'CL_F'],
  ['NG', 'Henry Hub Natural Gas', 'energy', NYMEX, 'NG_F'],
  ['RB', 'RBOB Gasoline', 'energy', NYMEX, 'CL_F'],
  ['HO', 'NY Harbor ULSD', 'energy', NYMEX, 'CL_F'],
  ['GC', 'Gold', 'metals', COMEX, 'GC_F'],
  ['SI', 'Silver', 'metals', COMEX, 'SI_F'],
  ['HG', 'Copper', 'metals', COMEX, 'HG_F'],
  ['PL', 'Platinum', 'metals', NYMEX, 'PL_F'],
  ['PA', 'Palladium', 'metals', NYMEX, 'PA_F'],
  ['ZC', 'Corn', 'grains', CBOT, 'ZC_F'],
  ['ZW', 'Chicago SRW Wheat', 'grains', CBOT, 'ZW_F'],
  ['KE', 'KC HRW Wheat', 'grains', CBOT, 'ZW_F'],
  ['ZS', 'Soybeans', 'grains', CBOT, 'ZS_F'],
  ['ZM', 'Soybean Meal', 'grains', CBOT, 'ZS_F'],
  ['ZL', 'Soybean Oil', 'grains', CBOT, 'ZS_F'],
  ['KC', 'Coffee C', 'softs', ICE, 'KC_F'],
  ['SB', 'Sugar No. 11', 'softs', ICE, 'SB_F'],
  ['CC', 'Cocoa', 'softs', ICE, 'CC_F'],
  ['CT', 'Cotton No. 2', 'softs', ICE, 'CT_F'],
  ['LE', 'Live Cattle', 'livestock', CME, 'LE_F'],
  ['HE', 'Lean Hogs', 'livestock', CME, 'HE_F'],
  ['GF', 'Feeder Cattle', 'livestock', CME, 'LE_F'],
  ['BTC', 'Bitcoin Futures', 'crypto', CME, 'CRYPTO.BTC'],
  ['MBT', 'Micro Bitcoin Futures', 'crypto', CME, 'CRYPTO.BTC'],
  ['ETH', 'Ether Futures', 'crypto', CME, 'CRYPTO.ETH'],
];

export const FUTURES_CONTRACTS: readonly FuturesContract[] = ROWS.map(([root, name, group, [exchange, exchangeShort], underlying, currency]) => ({
  ticker: `${root}_F`,
  name,
  group,
  exchange,
  exchangeShort,
  currency: currency ?? 'USD',
  underlying,
}));

export const FUTURES_TICKERS: readonly string[] = FUTURES_CONTRACTS.map((c) => c.ticker);
