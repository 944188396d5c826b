/**
 * The newsletters' content, composed from a published snapshot with the code the summary and the
 * recent changes use (no second computation):
 * - the free daily issue: the main markets (the home's `snapshotFieldsOf`), the top bullish and
 *   bearish (`rankTopSignals`, the summary's ranking), the notable range breaches (the rows'
 *   above/belowEODRange: the close outside the range published after the session before) and the
 *   session's signal changes (`querySignalRows`, the recent changes' query), over the tickers the
 *   free summary ranks (`allActiveTickers`);
 * - the monthly Elite issue: trigger (short-term range), target (long-term range) and gamma levels
 *   of every eligible instrument (US stocks and ETFs above the sizes of product/newsletterRules.ts,
 *   sized by `capitalisationOf`), largest first.
 */
import type { DailyNewsletterContent, EliteNewsletterLine, MonthlyNewsletterContent, NewsletterBreach, NewsletterSignalChange } from '../../contracts';
import { DEFAULT_MAIN_MARKETS } from '../../product/homeRules';
import { NEWSLETTER_RULES } from '../../product/newsletterRules';
import { querySignalRows } from '../assets/assetDatasets';
import { snapshotFieldsOf } from '../home/snapshotFields';
import { rankTopSignals } from '../home/topSignals';
import type { MarketSnapshot } from '../market/marketSnapshot';
import { capitalisationOf } from '../market/source/capitalisation';
import type { Instrument } from '../market/source/marketDataSource';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export type IssueSnapshot = Pick<MarketSnapshot, 'asOf' | 'rows' | 'signals'>;

/** The daily issue's key: one issue per session. */
export const dailyIssueKey = (asOf: string): string => `daily:${asOf}`;
/** The Elite issue's key: one issue per month of the session. */
export const monthlyIssueKey = (asOf: string): string => `monthly:${asOf.slice(0, 7)}`;

function breachesOf(snapshot: IssueSnapshot, universe: readonly string[]): NewsletterBreach[] {
  const out: NewsletterBreach[] = [];
  const store = snapshot.rows;
  for (const ticker of universe) {
    const i = store.indexOf(ticker);
    if (i < 0) continue;
    const above = store.value(i, 'aboveEODRange') === true;
    const below = store.value(i, 'belowEODRange') === true;
    if (!above && !below) continue;
    out.push({
      ticker, name: text(store.value(i, 'name')) ?? ticker, direction: above ? 'above' : 'below',
      latestPrice: num(store.value(i, 'latestPrice')), percentChange: num(store.value(i, 'daily_percentChange')),
      lowerRange: num(store.value(i, 'lowerVolatilityRange')), upperRange: num(store.value(i, 'upperVolatilityRange')),
    });
  }
  const size = (b: NewsletterBreach): number => Math.abs(b.percentChange ?? 0);
  return out.sort((a, b) => size(b) - size(a) || a.ticker.localeCompare(b.ticker)).slice(0, NEWSLETTER_RULES.dailyBreachesMax);
}

function changesOf(snapshot: IssueSnapshot, universe: readonly string[]): NewsletterSignalChange[] {
  const inUniverse = new Set(universe);
  const { rows } = querySignalRows(snapshot.signals, {
    filterQuery: [{ filterKey: 'date', type: 'eq', val: snapshot.asOf }],
    sort: { key: 'ticker', direction: 'asc' }, page: 1, pageSize: NEWSLETTER_RULES.dailySignalChangesMax, idIn: [...universe],
  }, { revealed: (t) => inUniverse.has(t), listsOf: () => [] });
  return rows.map((r) => ({
    ticker: String(r.ticker), name: String(r.tickerName), signalClass: r.signalClass as NewsletterSignalChange['signalClass'],
    from: String(r.signalDirectionPrior), to: String(r.signalDirectionNew), change: r.signalChange as NewsletterSignalChange['change'],
    currentTrend: r.currentTrend as NewsletterSignalChange['currentTrend'],
  }));
}

export function composeDaily(snapshot: IssueSnapshot, universe: readonly string[]): DailyNewsletterContent {
  const markets = snapshotFieldsOf(snapshot.rows, DEFAULT_MAIN_MARKETS).map((f) => ({
    ticker: f.ticker, name: f.name, latestPrice: f.latestPrice, percentChange: f.percentChange,
    positionOnRange: f.positionOnRange, trend: text(f.trend), momentum: text(f.momentum),
  }));
  const { bullish, bearish } = rankTopSignals(snapshotFieldsOf(snapshot.rows, universe), NEWSLETTER_RULES.dailyTopSignals);
  return {
    kind: 'daily', asOfDate: snapshot.asOf, markets, bullish, bearish,
    breaches: breachesOf(snapshot, universe), changes: changesOf(snapshot, universe), universe: universe.length,
  };
}

/** The size that makes an instrument eligible for the Elite issue (null: not eligible). */
export function eliteCapitalisation(instrument: Instrument, price: number | null): number | null {
  const { marketCap, aum } = capitalisationOf(instrument, price);
  if (marketCap !== null && instrument.country === NEWSLETTER_RULES.eliteStockCountry && marketCap > NEWSLETTER_RULES.eliteMinStockMarketCapUsd) return marketCap;
  if (aum !== null && aum > NEWSLETTER_RULES.eliteMinEtfAumUsd) return aum;
  return null;
}

export function composeMonthly(snapshot: IssueSnapshot, instruments: readonly Instrument[]): MonthlyNewsletterContent {
  const store = snapshot.rows;
  const lines: EliteNewsletterLine[] = [];
  for (const instrument of instruments) {
    const i = store.indexOf(instrument.ticker);
    if (i < 0) continue;
    const price = num(store.value(i, 'latestPrice'));
    const capitalisation = eliteCapitalisation(instrument, price);
    if (capitalisation === null) continue;
    const v = (path: string): number | null => num(store.value(i, path));
    lines.push({
      ticker: instrument.ticker, name: instrument.name, type: instrument.type, capitalisation, latestPrice: price,
      trend: text(store.value(i, 'overallTARating')) as EliteNewsletterLine['trend'],
      momentum: text(store.value(i, 'ltTARating')) as EliteNewsletterLine['momentum'],
      triggerLow: v('stRange.lowerVolatilityRange'), triggerHigh: v('stRange.upperVolatilityRange'),
      targetLow: v('ltRange.lowerVolatilityRange'), targetHigh: v('ltRange.upperVolatilityRange'),
      zeroGamma: v('gammaMetrics.gamma.zeroGamma'), putWall: v('gammaMetrics.gamma.putWallLevel'), callWall: v('gammaMetrics.gamma.callWallLevel'),
    });
  }
  lines.sort((a, b) => b.capitalisation - a.capitalisation || a.ticker.localeCompare(b.ticker));
  return { kind: 'monthly', asOfDate: snapshot.asOf, month: snapshot.asOf.slice(0, 7), lines };
}
