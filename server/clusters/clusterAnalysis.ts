/**
 * The two analyses over a resolved universe, free of HTTP: the closes of each ticker as of the
 * snapshot (the rows' own candles; pairs as their legs' ratio), one return grid, then the clusters
 * (analytics marketClusters) or the lead-lag relations (analytics leadLag). Formulas:
 * docs/methodology.md, "Market clusters" and "Leadership chains".
 */
import {
  leadLag, leadLagChains, marketClusters, meanPairCorrelation, returnGrid, type DatedSeries, type ReturnGrid,
} from '../market/analytics';
import type { MarketSnapshot } from '../market/marketService';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { CLUSTER_RULES } from '../../product/clusterRules';
import type { ClusterAnswer, FlatCluster, LeadershipAnswer, LeadershipRelation, UniverseSummary } from '../../contracts';
import { tooFewInstruments, type ResolvedUniverse } from './clusterUniverse';

export interface AnalysedUniverse {
  summary: UniverseSummary;
  grid: ReturnGrid;
}

/** Rounded to `digits` decimals (Math.round: toFixed is ten times slower over a 500 × 500 matrix). */
const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** The closes of every analysed ticker as of the snapshot, on one grid of `windowDays` returns; 400 below two instruments. */
export function analyseUniverse(snapshot: MarketSnapshot, source: MarketDataSource, universe: ResolvedUniverse, windowDays: number): AnalysedUniverse {
  const at = new Date(snapshot.at);
  const series: DatedSeries[] = universe.tickers.map((ticker) => {
    const instrument = source.getInstrument(ticker);
    const candles = instrument ? loadCandles(source, instrument, at) : null;
    return candles ? { dates: candles.dates, values: candles.close } : { dates: [], values: new Float64Array(0) };
  });
  const grid = returnGrid(series, { window: windowDays, minCoverage: CLUSTER_RULES.minCoverage });
  const tickers = grid.kept.map((i) => universe.tickers[i]!);
  if (tickers.length < CLUSTER_RULES.minInstruments) throw tooFewInstruments(tickers.length);
  const summary: UniverseSummary = {
    requested: universe.requested,
    tickers,
    names: tickers.map((t) => source.getInstrument(t)?.name ?? t),
    notRevealed: universe.notRevealed,
    unknown: universe.unknown,
    shortHistory: grid.excluded.map((i) => universe.tickers[i]!),
    from: grid.dates[1] ?? null,
    to: grid.dates.at(-1) ?? null,
    returns: grid.length,
  };
  return { summary, grid };
}

export function clusterAnswer(analysed: AnalysedUniverse, asOf: string, minCorrelation: number): ClusterAnswer {
  const { summary, grid } = analysed;
  const n = summary.tickers.length;
  const result = marketClusters(grid.returns, grid.length, minCorrelation);
  const groups = new Map<number, number[]>();
  for (const row of result.order) groups.set(result.labels[row]!, [...(groups.get(result.labels[row]!) ?? []), row]);
  const clusters: FlatCluster[] = [...groups.entries()].sort(([a], [b]) => a - b).map(([label, rows]) => {
    const mean = meanPairCorrelation(result.correlations, n, rows);
    return { id: label + 1, members: rows.map((r) => summary.tickers[r]!), averageCorrelation: mean === null ? null : round(mean, 3) };
  });
  return {
    universe: summary,
    asOf,
    order: result.order,
    correlations: Array.from({ length: n }, (_, i) => Array.from(result.correlations.subarray(i * n, (i + 1) * n), (v) => round(v, 3))),
    merges: result.merges.map((m) => ({ ...m, height: round(m.height, 6) })),
    minCorrelation,
    cutHeight: round(result.cutHeight, 6),
    clusters,
  };
}

export function leadershipAnswer(analysed: AnalysedUniverse, asOf: string): LeadershipAnswer {
  const { summary, grid } = analysed;
  const found = leadLag(grid.returns, grid.length, { maxLag: CLUSTER_RULES.maxLag, falseDiscoveryRate: CLUSTER_RULES.falseDiscoveryRate });
  const kept = found.relations.slice(0, CLUSTER_RULES.maxRelations);
  const relations: LeadershipRelation[] = kept.map((r) => ({
    leader: summary.tickers[r.leader]!,
    follower: summary.tickers[r.follower]!,
    lagDays: r.lag,
    correlation: round(r.correlation, 4),
    pValue: Number(r.pValue.toPrecision(4)),
    qValue: Number(r.qValue.toPrecision(4)),
    observations: r.observations,
  }));
  return {
    universe: summary,
    asOf,
    tests: found.tests,
    maxLag: CLUSTER_RULES.maxLag,
    falseDiscoveryRate: CLUSTER_RULES.falseDiscoveryRate,
    relations,
    omitted: found.relations.length - kept.length,
    chains: leadLagChains(kept),
  };
}
