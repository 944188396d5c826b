/**
 * The track record, computed in the background after every published snapshot and kept until the
 * next one is done (issue 21 scope 7; docs/methodology.md "Track record"). The request path only
 * reads the kept answer. The computation reads the closes of a sample of the universe as of the
 * snapshot instant, evaluates one instrument at a time and yields to the event loop in between, and
 * gives up a version as soon as a newer one is published.
 */
import type { FastifyInstance } from 'fastify';
import type { TrackRecordAnswer } from '../../contracts';
import type { MarketService, MarketSnapshot } from '../market/marketService';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import {
  emptyTally,
  evaluateSeries,
  MOMENTUM_ORDER,
  summariseTally,
  TRACK_RECORD_SETTINGS,
  TREND_ORDER,
} from '../market/analytics/trackRecord';
import { sampleByClass, TRACK_RECORD_SAMPLE_SIZE } from './trackRecordSample';

const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

interface Log {
  error(details: Record<string, unknown>, message: string): void;
}

/** Computes the track record of one snapshot; `stale()` true abandons it (null). */
export async function computeTrackRecord(
  market: MarketService,
  snapshot: MarketSnapshot,
  now: () => Date,
  stale: () => boolean = () => false,
  sampleSize = TRACK_RECORD_SAMPLE_SIZE,
): Promise<TrackRecordAnswer | null> {
  const universe = market.source.listInstruments();
  const sample = sampleByClass(universe, sampleSize);
  const at = new Date(snapshot.at);
  const tally = emptyTally();
  let evaluated = 0;
  for (const instrument of sample) {
    await pause();
    if (stale()) return null;
    const candles = loadCandles(market.source, instrument, at);
    if (!candles || candles.close.length === 0) continue;
    evaluateSeries({ assetClass: instrument.type, dates: candles.dates, closes: candles.close }, TRACK_RECORD_SETTINGS, undefined, tally);
    evaluated++;
  }
  const summary = summariseTally(tally, { trend: TREND_ORDER, momentum: MOMENTUM_ORDER });
  return {
    snapshotVersion: snapshot.version,
    asOfDate: snapshot.asOf,
    computedAt: now().toISOString(),
    instruments: evaluated,
    universe: universe.length,
    step: TRACK_RECORD_SETTINGS.step,
    warmUp: TRACK_RECORD_SETTINGS.warmUp,
    forwardSessions: TRACK_RECORD_SETTINGS.forward,
    ...summary,
  };
}

export class TrackRecordService {
  private latest: TrackRecordAnswer | null = null;
  private wanted = 0;
  private running: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly market: MarketService | undefined,
    private readonly now: () => Date,
    private readonly log: Log,
  ) {}

  /** Subscribes to the published snapshots and computes for the current one (idempotent). */
  start(): void {
    if (this.unsubscribe || !this.market) return;
    this.unsubscribe = this.market.onPublished((snapshot) => this.schedule(snapshot));
    const current = this.market.snapshot();
    if (current) this.schedule(current);
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.wanted = Number.POSITIVE_INFINITY;
  }

  /** The latest computed track record (possibly of the previous snapshot while the next computes); null before the first. */
  answer(): TrackRecordAnswer | null {
    return this.latest;
  }

  /** Resolves when the computation in flight (if any) is over; for tests and the bench. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(snapshot: MarketSnapshot): void {
    if (snapshot.version <= this.wanted) return;
    this.wanted = snapshot.version;
    if (this.running) return; // the loop picks the newest version up when the current one gives up
    this.running = this.loop(snapshot).finally(() => (this.running = null));
  }

  private async loop(first: MarketSnapshot): Promise<void> {
    let snapshot: MarketSnapshot | null = first;
    while (snapshot) {
      const version: number = snapshot.version;
      try {
        const answer = await computeTrackRecord(this.market!, snapshot, this.now, () => this.wanted !== version);
        if (answer) this.latest = answer;
      } catch (err) {
        this.log.error({ err }, 'track record computation failed');
      }
      const current = this.market?.snapshot() ?? null;
      snapshot = current && current.version === this.wanted && current.version !== version ? current : null;
    }
  }
}

const services = new WeakMap<object, TrackRecordService>();

/** The app's one service (main.ts starts it at server start; the route starts it on first use too). */
export function trackRecordServiceOf(app: FastifyInstance): TrackRecordService {
  let service = services.get(app.deps);
  if (!service) services.set(app.deps, (service = new TrackRecordService(app.deps.market, app.deps.now, app.log)));
  return service;
}
