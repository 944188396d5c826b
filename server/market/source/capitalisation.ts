/**
 * The size of an instrument at a price: a stock's market capitalisation and an ETF's assets under
 * management. The source's own figure when it gives one (`Instrument.marketCap` / `aum`, e.g. from
 * an imported metadata file), else price × shares outstanding (the source's current share basis:
 * the simulated market's stocks and ETFs). Null where neither is known (indices, futures, crypto,
 * FX, pairs, imported instruments without a size).
 */
import type { Instrument } from './marketDataSource';

export interface Capitalisation {
  /** Stocks, in the quote currency. */
  marketCap: number | null;
  /** ETFs, in the quote currency. */
  aum: number | null;
}

type Sized = Pick<Instrument, 'type' | 'sharesOutstanding'> & Partial<Pick<Instrument, 'marketCap' | 'aum'>>;

const positive = (v: number | null | undefined): number | null => (v !== null && v !== undefined && Number.isFinite(v) && v > 0 ? v : null);

export function capitalisationOf(instrument: Sized, price: number | null): Capitalisation {
  const shares = positive(instrument.sharesOutstanding);
  const atPrice = shares !== null && positive(price) !== null ? shares * price! : null;
  return {
    marketCap: instrument.type === 'stock' ? positive(instrument.marketCap) ?? atPrice : null,
    aum: instrument.type === 'etf' ? positive(instrument.aum) ?? atPrice : null,
  };
}
