/** Equity indices, government yields, volatility indices and currency pairs. */
import type { Loading, SimInstrument } from './modelSpec';
import { CBOE_INDEX, factorModel, follow, FOREX, GOVT, INDEX, instrument, optionProfile, sim } from './namedBuilders';

type IndexRow = readonly [ticker: string, name: string, country: string, currency: string, start: number, loadings: readonly Loading[], idio: number];

const EQUITY_INDICES: readonly IndexRow[] = [
  ['^GSPC', 'S&P 500', 'US', 'USD', 4770, [['MKT', 1]], 0.0008],
  ['^NDX', 'Nasdaq-100', 'US', 'USD', 16800, [['MKT', 1.05], ['SEC:tech', 0.55], ['SEC:comm', 0.15]], 0.0015],
  ['^RUT', 'Russell 2000', 'US', 'USD', 2030, [['MKT', 1.1], ['SIZE', 1]], 0.0025],
  ['^DJI', 'Dow Jones Industrial Average', 'US', 'USD', 37700, [['MKT', 0.9], ['VALUE', 0.25]], 0.0015],
  ['^N225', 'Nikkei 225', 'JP', 'JPY', 33500, [['JAPAN', 1], ['MKT', 0.4], ['USD', 0.4]], 0.004],
  ['^GDAXI', 'DAX', 'DE', 'EUR', 16750, [['EUROPE', 1], ['MKT', 0.45]], 0.003],
  ['^STOXX50E', 'Euro Stoxx 50', 'EU', 'EUR', 4520, [['EUROPE', 1], ['MKT', 0.45]], 0.002],
  ['^FTSE', 'FTSE 100', 'GB', 'GBP', 7730, [['UK', 1], ['MKT', 0.35], ['OIL', 0.05]], 0.003],
  ['^HSI', 'Hang Seng Index', 'HK', 'HKD', 17050, [['CHINA', 1], ['MKT', 0.3]], 0.004],
  ['^KS11', 'KOSPI Composite Index', 'KR', 'KRW', 2650, [['KOREA', 1], ['MKT', 0.5], ['SEC:tech', 0.3]], 0.004],
  ['^DXY', 'U.S. Dollar Index', 'US', 'USD', 101.3, [['USD', 1]], 0.0008],
];

/** Yields in percent; the rates factor moves log yields. */
const YIELDS: readonly IndexRow[] = [
  ['^TNX', 'CBOE 10-Year Treasury Yield', 'US', 'USD', 3.95, [['RATES', 1]], 0.002],
  ['^TYX', 'CBOE 30-Year Treasury Yield', 'US', 'USD', 4.08, [['RATES', 0.85]], 0.003],
  ['^FVX', 'CBOE 5-Year Treasury Yield', 'US', 'USD', 3.85, [['RATES', 1.1]], 0.003],
  ['^IRX', 'CBOE 13-Week Treasury Bill Yield', 'US', 'USD', 5.2, [['RATES', 0.15]], 0.003],
  ['US2Y', 'U.S. 2-Year Treasury Yield', 'US', 'USD', 4.25, [['RATES', 1.2]], 0.004],
  ['DE10Y', 'Germany 10-Year Bund Yield', 'DE', 'EUR', 2.02, [['RATES', 0.7], ['EUROPE', 0.2]], 0.01],
  ['GB10Y', 'U.K. 10-Year Gilt Yield', 'GB', 'GBP', 3.55, [['RATES', 0.8]], 0.008],
  ['JP10Y', 'Japan 10-Year JGB Yield', 'JP', 'JPY', 0.6, [['RATES', 0.3]], 0.02],
];

function indices(): SimInstrument[] {
  const out: SimInstrument[] = [];
  for (const [ticker, name, country, currency, start, loadings, idio] of EQUITY_INDICES) {
    const options = ticker === '^GSPC' ? optionProfile('daily', 15e6, { dividendYield: 0.013, ivPremium: 1.15, skew: -0.12, fineStep: 5 })
      : ticker === '^NDX' || ticker === '^RUT' ? optionProfile('weekly', 1.5e6, { dividendYield: 0.008, ivPremium: 1.15, skew: -0.11 }) : null;
    const inst = instrument({ ticker, name, type: 'index', country, currency, sector: 'Equity index', industry: 'Equity index', exchange: INDEX.exchange, exchangeShort: INDEX.exchangeShort });
    out.push(sim(inst, factorModel(ticker, start, loadings, idio), { options }));
  }
  for (const [ticker, name, country, currency, start, loadings, idio] of YIELDS) {
    const type = ticker.startsWith('^') ? 'index' : 'bond';
    const listing = ticker.startsWith('^') ? CBOE_INDEX : GOVT;
    const inst = instrument({ ticker, name, type, country, currency, sector: 'Rates', industry: 'Government bond yield', exchange: listing.exchange, exchangeShort: listing.exchangeShort });
    const drift = ticker === 'JP10Y' ? 0.0008 : ticker === '^IRX' ? -0.0002 : 0;
    out.push(sim(inst, factorModel(ticker, start, loadings, idio, drift)));
  }
  for (const [ticker, name, base] of [['US5Y', 'U.S. 5-Year Treasury Yield', '^FVX'], ['US10Y', 'U.S. 10-Year Treasury Yield', '^TNX'], ['US30Y', 'U.S. 30-Year Treasury Yield', '^TYX']] as const) {
    const inst = instrument({ ticker, name, type: 'bond', sector: 'Rates', industry: 'Government bond yield', exchange: GOVT.exchange, exchangeShort: GOVT.exchangeShort });
    out.push(sim(inst, follow(base, null, { scale: 1, basisVol: 0.001 })));
  }
  return out;
}

type VolRow = readonly [ticker: string, name: string, base: string, exponent: number, scale: number, basisVol: number];

/** The VIX term structure and other volatility indices as functions of the VIX (level = scale · VIX^exponent · e^basis). */
const VIX_FAMILY: readonly VolRow[] = [
  ['^VIX9D', 'Cboe S&P 500 9-Day Volatility Index', '^VIX', 1.25, 18 ** -0.25, 0.03],
  ['^VIX3M', 'Cboe S&P 500 3-Month Volatility Index', '^VIX', 0.6, 20 ** 0.4 * 1.05, 0.015],
  ['^VIX6M', 'Cboe S&P 500 6-Month Volatility Index', '^VIX', 0.45, 21 ** 0.55 * 1.07, 0.015],
  ['^VIX1Y', 'Cboe S&P 500 1-Year Volatility Index', '^VIX', 0.35, 22 ** 0.65 * 1.08, 0.015],
  ['^VVIX', 'Cboe VIX of VIX Index', '^VIX', 0.5, 88 / Math.sqrt(18), 0.07],
  ['^VXN', 'Cboe Nasdaq-100 Volatility Index', '^VIX', 1, 1.22, 0.05],
  ['^RVX', 'Cboe Russell 2000 Volatility Index', '^VIX', 0.9, 1.35 * 18 ** 0.1, 0.05],
  ['^VXD', 'Cboe DJIA Volatility Index', '^VIX', 1, 0.93, 0.04],
  ['^VXEEM', 'Cboe Emerging Markets ETF Volatility Index', '^VIX', 0.7, 22 / 18 ** 0.7, 0.06],
];

function volatility(): SimInstrument[] {
  const make = (ticker: string, name: string) => instrument({ ticker, name, type: 'volatility', sector: 'Volatility', industry: 'Volatility index', exchange: CBOE_INDEX.exchange, exchangeShort: CBOE_INDEX.exchangeShort });
  const out: SimInstrument[] = [
    sim(make('^VIX', 'Cboe Volatility Index'), { kind: 'volIndex', factor: 'MKT', scale: 120, reversion: 0.1, shockLoading: -0.04, noiseVol: 0.015 }, { gapShare: 0.3 }),
    sim(make('^OVX', 'Cboe Crude Oil ETF Volatility Index'), { kind: 'volIndex', factor: 'OIL', scale: 112, reversion: 0.06, shockLoading: -0.02, noiseVol: 0.03 }, { gapShare: 0.3 }),
    sim(make('^GVZ', 'Cboe Gold ETF Volatility Index'), { kind: 'volIndex', factor: 'GOLD', scale: 115, reversion: 0.06, shockLoading: 0.01, noiseVol: 0.03 }, { gapShare: 0.3 }),
    sim(make('^EVZ', 'Cboe EuroCurrency ETF Volatility Index'), { kind: 'volIndex', factor: 'USD', scale: 125, reversion: 0.06, shockLoading: 0.005, noiseVol: 0.03 }, { gapShare: 0.3 }),
    sim(make('^MOVE', 'ICE BofAML MOVE Index'), { kind: 'volIndex', factor: 'RATES', scale: 430, reversion: 0.05, shockLoading: 0.01, noiseVol: 0.025 }, { gapShare: 0.3 }),
  ];
  for (const [ticker, name, base, exponent, scale, basisVol] of VIX_FAMILY) {
    out.push(sim(make(ticker, name), follow(base, null, { exponent, scale, basisVol, basisReversion: 0.12 }), { gapShare: 0.3 }));
  }
  return out;
}

type FxRow = readonly [ticker: string, name: string, quote: string, start: number, loadings: readonly Loading[], idio: number];

const FX: readonly FxRow[] = [
  ['EURUSD', 'Euro / U.S. Dollar', 'USD', 1.104, [['USD', -1]], 0.0018],
  ['USDJPY', 'U.S. Dollar / Japanese Yen', 'JPY', 141, [['USD', 1], ['RATES', 0.08], ['MKT', 0.1]], 0.0045],
  ['GBPUSD', 'British Pound / U.S. Dollar', 'USD', 1.273, [['USD', -0.9], ['UK', 0.1]], 0.0025],
  ['AUDUSD', 'Australian Dollar / U.S. Dollar', 'USD', 0.681, [['USD', -0.9], ['MKT', 0.25], ['METALS', 0.1]], 0.003],
  ['USDCAD', 'U.S. Dollar / Canadian Dollar', 'CAD', 1.324, [['USD', 0.7], ['OIL', -0.08]], 0.0025],
  ['USDCHF', 'U.S. Dollar / Swiss Franc', 'CHF', 0.842, [['USD', 1]], 0.002],
  ['NZDUSD', 'New Zealand Dollar / U.S. Dollar', 'USD', 0.632, [['USD', -0.85], ['MKT', 0.2]], 0.0035],
  ['USDMXN', 'U.S. Dollar / Mexican Peso', 'MXN', 16.97, [['USD', 0.5], ['MKT', -0.3]], 0.005],
  ['USDCNH', 'U.S. Dollar / Chinese Yuan (offshore)', 'CNH', 7.13, [['USD', 0.3]], 0.0015],
  ['USDSEK', 'U.S. Dollar / Swedish Krona', 'SEK', 10.08, [['USD', 1.1]], 0.003],
  ['USDNOK', 'U.S. Dollar / Norwegian Krone', 'NOK', 10.16, [['USD', 1], ['OIL', -0.05]], 0.0035],
];

const CROSSES: readonly (readonly [string, string, string, readonly (readonly [string, number])[]])[] = [
  ['EURGBP', 'Euro / British Pound', 'GBP', [['EURUSD', 1], ['GBPUSD', -1]]],
  ['EURJPY', 'Euro / Japanese Yen', 'JPY', [['EURUSD', 1], ['USDJPY', 1]]],
  ['GBPJPY', 'British Pound / Japanese Yen', 'JPY', [['GBPUSD', 1], ['USDJPY', 1]]],
  ['EURCHF', 'Euro / Swiss Franc', 'CHF', [['EURUSD', 1], ['USDCHF', 1]]],
  ['AUDJPY', 'Australian Dollar / Japanese Yen', 'JPY', [['AUDUSD', 1], ['USDJPY', 1]]],
];

function currencies(): SimInstrument[] {
  const make = (ticker: string, name: string, currency: string) =>
    instrument({ ticker, name, type: 'fx', currency, country: null, sector: 'Currencies', industry: 'Currency pair', exchange: FOREX.exchange, exchangeShort: FOREX.exchangeShort });
  return [
    ...FX.map(([ticker, name, quote, start, loadings, idio]) => sim(make(ticker, name, quote), factorModel(ticker, start, loadings, idio), { gapShare: 0.05 })),
    ...CROSSES.map(([ticker, name, quote, legs]) => sim(make(ticker, name, quote), { kind: 'combo', legs })),
  ];
}

export function namedIndices(): SimInstrument[] {
  return [...indices(), ...volatility(), ...currencies()];
}
