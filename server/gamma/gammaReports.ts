/**
 * One underlying's gamma report from the market source's option chain at an instant (the
 * analytics' `gammaReport`), and the delayed reports kept per snapshot version: the delayed report
 * of a ticker is computed from the chain at the snapshot's instant (the last close), so its walls
 * and flip are exactly the snapshot row's (server/market/snapshot/gammaLevels.ts, tested equal).
 */
import type { GammaAnswer, GammaMode } from '../../contracts';
import { GAMMA_RULES } from '../../product/gammaRules';
import { gammaReport } from '../market/analytics';
import type { MarketSnapshot } from '../market/marketService';
import { gammaMarketOf } from '../market/snapshot/gammaLevels';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { gammaReportData, gammaStrikeRows } from './gammaWire';

/** What a report answers before charging: the spec's `gamma` and `df_agg`, the chain's instant. */
export type GammaReportAnswer = Pick<GammaAnswer, 'gamma' | 'df_agg' | 'asOf'>;

/** The answer for a ticker without a report (unknown, or no options): an empty gamma object. */
export const EMPTY_REPORT: GammaReportAnswer = { gamma: {}, df_agg: [], asOf: null };

/** The report of `ticker` from its chain at `at`; null without a chain or live contracts. */
export function computeGammaReport(source: MarketDataSource, ticker: string, at: Date): GammaReportAnswer | null {
  const chain = source.getOptionChain(ticker, at);
  if (!chain || chain.contracts.length === 0) return null;
  const report = gammaReport(chain.contracts, gammaMarketOf(chain));
  if (report.dfAgg.length === 0) return null;
  return { gamma: gammaReportData(report), df_agg: gammaStrikeRows(report), asOf: chain.asOf };
}

/** Delayed reports of the published snapshot, the most recently asked GAMMA_RULES.serverCachedReports. */
export class DelayedGammaCache {
  private version = -1;
  private readonly kept = new Map<string, GammaReportAnswer | null>();

  constructor(private readonly size: number = GAMMA_RULES.serverCachedReports) {}

  get(snapshot: MarketSnapshot, source: MarketDataSource, ticker: string): GammaReportAnswer | null {
    if (snapshot.version !== this.version) {
      this.kept.clear();
      this.version = snapshot.version;
    }
    if (this.kept.has(ticker)) {
      const hit = this.kept.get(ticker) ?? null;
      // Most recently asked last: the first key is the one to drop.
      this.kept.delete(ticker);
      this.kept.set(ticker, hit);
      return hit;
    }
    const report = computeGammaReport(source, ticker, new Date(snapshot.at));
    this.kept.set(ticker, report);
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
    return report;
  }
}

export function modeOf(allowDelay: string | undefined): GammaMode {
  return allowDelay === 'false' ? 'realtime' : 'delayed';
}
