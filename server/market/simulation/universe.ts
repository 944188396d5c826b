/**
 * The simulated universe: every ticker the specification names (indices, volatility indices,
 * yields, currencies, ETFs, well-known stocks, futures, ~120 crypto assets, pairs) followed by
 * generated companies up to the configured size. Instruments are built once, on first use
 * (100,000 in a fraction of a second); prices are generated per instrument only when asked for.
 */
import type { Instrument } from '../source/marketDataSource';
import { parsePairTicker } from '../source/marketDataSource';
import { PAIR_TICKERS } from '../source/tickerGroups';
import { LruCache } from './lruCache';
import type { SimInstrument } from './modelSpec';
import { namedCrypto } from './namedCrypto';
import { namedEtfs } from './namedEtfs';
import { namedFutures } from './namedFutures';
import { namedIndices } from './namedIndices';
import { namedStocks } from './namedStocks';
import { StockGenerator } from './stockGenerator';

export const DEFAULT_UNIVERSE_SIZE = 3000;
export const MAX_UNIVERSE_SIZE = 100_000;

function pairInstrument(ticker: string, a: SimInstrument, b: SimInstrument): SimInstrument {
  const crypto = a.instrument.calendar === 'crypto' && b.instrument.calendar === 'crypto';
  return {
    instrument: {
      ticker, name: `${a.instrument.name} / ${b.instrument.name}`, type: 'pair', sector: 'Pair', country: null, industry: 'Ratio',
      isEtf: false, website: null, currency: 'XXX', exchange: 'Derived', exchangeShort: 'PAIR', isin: null,
      calendar: crypto ? 'crypto' : 'nyse', hasOptions: false, underlying: null,
      legs: [a.instrument.ticker, b.instrument.ticker], sharesOutstanding: null,
    },
    model: { kind: 'combo', legs: [[a.instrument.ticker, 1], [b.instrument.ticker, -1]] },
    volume: 0,
    gapShare: 0.25,
    options: null,
    splits: [],
  };
}

export class Universe {
  private readonly named: SimInstrument[] = [];
  private readonly instruments: Instrument[] = [];
  /** Ticker → index into `instruments`; the first `namedCount` are the named ones. */
  private readonly index = new Map<string, number>();
  /** Price models of generated companies, rebuilt on demand (a few microseconds) beyond the cache. */
  private readonly generated = new LruCache<number, SimInstrument>(20_000);
  private readonly generator: StockGenerator;
  private readonly dynamicPairs = new Map<string, SimInstrument>();
  readonly namedCount: number;

  constructor(seed: string, size: number, startDay: number) {
    if (!Number.isInteger(size) || size < 0 || size > MAX_UNIVERSE_SIZE) throw new RangeError(`universe size must be an integer from 0 to ${MAX_UNIVERSE_SIZE}`);
    for (const s of [...namedIndices(), ...namedEtfs(), ...namedStocks(), ...namedFutures(), ...namedCrypto()]) this.addNamed(s);
    for (const ticker of PAIR_TICKERS) {
      const legs = parsePairTicker(ticker);
      const a = legs && this.named[this.index.get(legs[0]) ?? -1];
      const b = legs && this.named[this.index.get(legs[1]) ?? -1];
      if (!a || !b) throw new Error(`pair ${ticker} has an unknown leg`);
      this.addNamed(pairInstrument(ticker, a, b));
    }
    this.namedCount = this.named.length;
    const taken = new Set<string>(this.index.keys());
    for (const e of this.named) if (e.instrument.isin) taken.add(e.instrument.isin);
    this.generator = new StockGenerator(seed, startDay, taken);
    this.generator.generateUpTo(Math.max(0, size - this.namedCount));
    for (const inst of this.generator.instruments) {
      this.index.set(inst.ticker, this.instruments.length);
      this.instruments.push(inst);
    }
  }

  private addNamed(s: SimInstrument): void {
    if (this.index.has(s.instrument.ticker)) throw new Error(`duplicate ticker ${s.instrument.ticker}`);
    this.index.set(s.instrument.ticker, this.instruments.length);
    this.named.push(s);
    this.instruments.push(s.instrument);
  }

  get size(): number {
    return this.instruments.length;
  }

  list(): readonly Instrument[] {
    return this.instruments;
  }

  /** The listed instrument, without building its price model. */
  instrument(ticker: string): Instrument | undefined {
    const i = this.index.get(ticker.trim().toUpperCase());
    return i === undefined ? this.get(ticker)?.instrument : this.instruments[i];
  }

  /** Case-insensitive; an unlisted pair of two known legs is made on demand. */
  get(ticker: string): SimInstrument | undefined {
    const t = ticker.trim().toUpperCase();
    const i = this.index.get(t);
    if (i !== undefined) return this.at(i);
    const found = this.dynamicPairs.get(t);
    if (found) return found;
    const legs = parsePairTicker(t);
    if (!legs) return undefined;
    const a = this.get(legs[0]);
    const b = this.get(legs[1]);
    if (!a || !b || a.instrument.type === 'pair' || b.instrument.type === 'pair') return undefined;
    const pair = pairInstrument(`${legs[0]}:${legs[1]}`, a, b);
    if (this.dynamicPairs.size > 10_000) this.dynamicPairs.clear();
    // Pairs that differ only in spelling (spaces) share one entry.
    if (pair.instrument.ticker !== t) return this.get(pair.instrument.ticker);
    this.dynamicPairs.set(pair.instrument.ticker, pair);
    return pair;
  }

  private at(i: number): SimInstrument | undefined {
    if (i < this.namedCount) return this.named[i];
    const g = i - this.namedCount;
    let s = this.generated.get(g);
    if (!s) {
      s = this.generator.simInstrument(g);
      this.generated.set(g, s);
    }
    return s;
  }
}
