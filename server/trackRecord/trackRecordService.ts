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
import { pause, SnapshotFollower } from '../market/snapshotFollower';


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

/** The track record of the latest snapshot, recomputed in the background after each one. */
export type TrackRecordService = SnapshotFollower<TrackRecordAnswer>;

const services = new WeakMap<object, TrackRecordService>();

/** The app's one service (main.ts starts it at server start; the route starts it on first use too). */
export function trackRecordServiceOf(app: FastifyInstance): TrackRecordService {
  let service = services.get(app.deps);
  if (!service) services.set(app.deps, (service = new SnapshotFollower(app.deps.market, (snapshot, stale) => computeTrackRecord(app.deps.market!, snapshot, app.deps.now, stale), app.log, 'track record')));
  return service;
}
