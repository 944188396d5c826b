/**
 * What every row of one snapshot compares itself with, loaded once per worker thread (or once per
 * in-process job) instead of once per instrument: SPY's closes as of the snapshot instant (the SPY
 * correlation) and the CFTC z-scores of the futures contracts, from the reports released by then.
 * Both are loaded on first use and kept.
 */
import type { DatedSeries } from '../analytics';
import type { MarketDataSource } from '../source/marketDataSource';
import { cftcZScores, SPY_TICKER, type CftcZScores } from './scanMetrics';

export class SnapshotReferences {
  private spy: DatedSeries | null | undefined;
  private cftcMarkets: Map<string, string> | undefined;
  private readonly cftc = new Map<string, CftcZScores | null>();

  constructor(
    private readonly source: MarketDataSource,
    private readonly at: Date,
  ) {}

  /** SPY's closes as of the snapshot instant; null when the source has no SPY. */
  spyCloses(): DatedSeries | null {
    if (this.spy === undefined) {
      const c = this.source.getCandleColumns(SPY_TICKER, { asOf: this.at });
      this.spy = c && c.close.length > 0 ? { dates: c.dates, values: c.close } : null;
    }
    return this.spy;
  }

  /** The CFTC z-scores of the market whose contract is `ticker`; null for any other ticker. */
  cftcFor(ticker: string): CftcZScores | null {
    // Contract → market code; reversed so that the first market listed for a contract wins.
    this.cftcMarkets ??= new Map([...this.source.listCftcMarkets()].reverse().map((m) => [m.contract.toUpperCase(), m.code]));
    const key = ticker.toUpperCase();
    const market = this.cftcMarkets.get(key);
    if (market === undefined) return null;
    if (!this.cftc.has(key)) {
      const records = this.source.getCftc(market);
      this.cftc.set(key, records ? cftcZScores(records, this.at) : null);
    }
    return this.cftc.get(key) ?? null;
  }
}
