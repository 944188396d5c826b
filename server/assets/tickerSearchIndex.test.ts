import { describe, expect, it } from 'vitest';
import type { Instrument, InstrumentType } from '../market/source/marketDataSource';
import { cryptoBase, cryptoDisplay, cryptoKey, searchIndexFor, TickerSearchIndex } from './tickerSearchIndex';

function instrument(ticker: string, name: string, type: InstrumentType = 'stock', isin: string | null = null): Instrument {
  return {
    ticker, name, type, sector: null, country: type === 'crypto' ? null : 'US', industry: null, isEtf: type === 'etf', website: null,
    currency: 'USD', exchange: type === 'crypto' ? 'Crypto composite' : 'Nasdaq', exchangeShort: type === 'crypto' ? 'CRYPTO' : 'NASDAQ',
    isin, calendar: type === 'crypto' ? 'crypto' : 'nyse', hasOptions: false, underlying: null, legs: null, sharesOutstanding: null,
  };
}

const UNIVERSE: Instrument[] = [
  instrument('APPS', 'Digital Turbine Inc.'),
  instrument('AAPL', 'Apple Inc.', 'stock', 'US0378331005'),
  instrument('APLE', 'Apple Hospitality REIT Inc.'),
  instrument('AP', 'Ampco-Pittsburgh Corp.'),
  instrument('PINE', 'Pineapple Growers Ltd.'),
  instrument('GAPP', 'Big Apple Holdings'),
  instrument('APP', 'AppLovin Corp.'),
  instrument('SPY', 'SPDR S&P 500 ETF Trust', 'etf', 'US78462F1030'),
  instrument('^VVIX:^VIX', 'Cboe VIX of VIX Index / Cboe Volatility Index', 'pair'),
  instrument('CRYPTO.BTC', 'Bitcoin', 'crypto'),
  instrument('CRYPTO.BCH', 'Bitcoin Cash', 'crypto'),
  instrument('CRYPTO.APT', 'Aptos', 'crypto'),
  instrument('CRYPTO.ETH:CRYPTO.BTC', 'Ethereum / Bitcoin', 'pair'),
];

describe('TickerSearchIndex', () => {
  const index = new TickerSearchIndex(UNIVERSE);
  const tickers = (entries: { ticker: string }[]): string[] => entries.map((e) => e.ticker);

  it('ranks exact ticker, ticker prefix (shortest first), name word prefix (first word first), then name contains', () => {
    expect(tickers(index.searchTicker('app', 50))).toEqual([
      'APP', // exact
      'APPS', // ticker prefix
      'AAPL', 'APLE', // name starts with "apple" … by name length
      'GAPP', // a later word starts with "app"
      'PINE', // the name contains "app"
    ]);
    expect(tickers(index.searchTicker('AP', 3))).toEqual(['AP', 'APP', 'APLE']);
    expect(tickers(index.searchTicker('  apple ', 50))).toEqual(['AAPL', 'APLE', 'GAPP', 'PINE']);
  });

  it('answers the entry shape, never crypto, and finds an exact ISIN', () => {
    expect(index.searchTicker('spy', 5)).toEqual([{ ticker: 'SPY', name: 'SPDR S&P 500 ETF Trust', type: 'etf', exchange: 'NASDAQ', isin: 'US78462F1030' }]);
    expect(index.searchTicker('bitcoin', 50)).toEqual([]);
    expect(tickers(index.searchTicker('apt', 50))).toEqual([]);
    expect(tickers(index.searchTicker('us0378331005', 50))).toEqual(['AAPL']);
    expect(tickers(index.searchTicker('^vv', 50))).toEqual(['^VVIX:^VIX']);
    expect(index.searchTicker('', 50)).toEqual([]);
    expect(index.searchTicker('zzz', 50)).toEqual([]);
  });

  it('searches crypto by base, BASE/USD, full ticker and name, and shows BASE/USD', () => {
    expect(index.searchCrypto('btc', 10)).toEqual([{ ticker: 'CRYPTO.BTC', name: 'Bitcoin', type: 'crypto', exchange: 'CRYPTO', display: 'BTC/USD' }]);
    expect(tickers(index.searchCrypto('BTC/USD', 10))).toEqual(['CRYPTO.BTC']);
    expect(tickers(index.searchCrypto('crypto.btc', 10))).toEqual(['CRYPTO.BTC']);
    expect(tickers(index.searchCrypto('bitcoin', 10))).toEqual(['CRYPTO.BTC', 'CRYPTO.BCH', 'CRYPTO.ETH:CRYPTO.BTC']);
    expect(tickers(index.searchCrypto('b', 10))).toEqual(['CRYPTO.BCH', 'CRYPTO.BTC', 'CRYPTO.ETH:CRYPTO.BTC']);
    expect(tickers(index.searchCrypto('apple', 10))).toEqual([]);
    // A crypto pair is crypto too, shown with its two bases.
    expect(index.searchCrypto('eth', 10)).toEqual([{ ticker: 'CRYPTO.ETH:CRYPTO.BTC', name: 'Ethereum / Bitcoin', type: 'pair', exchange: 'NASDAQ', display: 'ETH/BTC' }]);
    expect(tickers(index.searchTicker('eth', 10))).toEqual([]);
  });

  it('resolves ISINs whatever their case and spacing', () => {
    expect(index.resolveIsin(' us0378331005 ')?.ticker).toBe('AAPL');
    expect(index.resolveIsin('US0000000000')).toBeUndefined();
  });

  it('cryptoBase strips the prefix and the quote currency', () => {
    expect(['CRYPTO.ETH', 'eth/usd', 'ETH-USD', ' eth '].map(cryptoBase)).toEqual(['ETH', 'ETH', 'ETH', 'ETH']);
    expect(cryptoKey('CRYPTO.ETH:CRYPTO.BTC')).toBe('ETH:BTC');
    expect(cryptoDisplay('CRYPTO.ETH:CRYPTO.BTC')).toBe('ETH/BTC');
    expect(cryptoDisplay('CRYPTO.SOL')).toBe('SOL/USD');
  });

  it('keeps one index per snapshot object', () => {
    const a = {};
    let builds = 0;
    const list = (): Instrument[] => {
      builds++;
      return UNIVERSE;
    };
    expect(searchIndexFor(a, list)).toBe(searchIndexFor(a, list));
    expect(builds).toBe(1);
    expect(searchIndexFor({}, list)).not.toBe(searchIndexFor(a, list));
    expect(builds).toBe(2);
  });
});

describe('TickerSearchIndex over 100,000 instruments', () => {
  // Letters-only tickers and three-word names from small vocabularies, so that prefixes and words repeat a lot.
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'xe', 'zu', 'pa', 'do'];
  const words = ['Global', 'Alpha', 'Capital', 'Holdings', 'Energy', 'Systems', 'Bio', 'Pharma', 'Micro', 'Networks', 'Realty', 'Trust'];
  const universe: Instrument[] = [];
  for (let i = 0; universe.length < 100_000; i++) {
    const a = syllables[i % 12]!;
    const b = syllables[Math.floor(i / 12) % 12]!;
    const c = syllables[Math.floor(i / 144) % 12]!;
    const ticker = `${a}${b}${c}${Math.floor(i / 1728)}`.toUpperCase().replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!);
    const name = `${a[0]!.toUpperCase()}${a.slice(1)}${b}${c} ${words[i % 12]} ${words[(i * 7) % 12]} ${i}`;
    universe.push(instrument(ticker, name, i % 50 === 0 ? 'crypto' : 'stock'));
  }

  it('builds fast and answers every kind of query in milliseconds, with the same ranking rules', () => {
    const started = performance.now();
    const index = new TickerSearchIndex(universe);
    const buildMs = performance.now() - started;
    expect(index.size).toBe(100_000);
    expect(buildMs).toBeLessThan(10_000);

    const queries = ['k', 'KA', 'kalomi', 'KALOMIA', 'global', 'hold', 'sys', 'zzzz', 'ner', 'pharma trust', '12345', 'mi'];
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of queries) {
        const t0 = performance.now();
        const result = index.searchTicker(q, 200);
        times.push(performance.now() - t0);
        expect(result.length).toBeLessThanOrEqual(200);
        expect(result.every((e) => e.type !== 'crypto')).toBe(true);
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    // Generous bounds: the machine may be loaded by other test files.
    expect(median).toBeLessThan(20);
    expect(times[times.length - 1]!).toBeLessThan(500);

    // Exact first, then prefixes by length.
    const target = universe[4321]!;
    expect(target.type).toBe('stock');
    expect(index.searchTicker(target.ticker.toLowerCase(), 5)[0]!.ticker).toBe(target.ticker);
    const prefix = index.searchTicker('ka', 200);
    expect(prefix.every((e) => e.ticker.startsWith('KA'))).toBe(true);
    for (let k = 1; k < prefix.length; k++) expect(prefix[k]!.ticker.length).toBeGreaterThanOrEqual(prefix[k - 1]!.ticker.length);
    // A name-only query: every hit has a word starting with it.
    expect(index.searchTicker('holdings', 50).every((e) => /\bholdings/i.test(e.name))).toBe(true);
    // Contains falls back to a scan and still finds the one instrument with that number in its name.
    expect(index.searchTicker('99999', 10).map((e) => e.name)).toEqual([universe[99_999]!.name]);
    // Crypto apart.
    expect(index.searchCrypto('ka', 200).every((e) => e.type === 'crypto' && e.display?.endsWith('/USD'))).toBe(true);
  });
});
