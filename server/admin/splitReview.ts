/**
 * 'Asset Actions' (issue 28 scope 7): the split detector's suspected splits as a review queue.
 *
 * After every published snapshot (and so after every import, upload and routing, which publish
 * one), each ticker the snapshot stripped with `potentialSplitError` is run through the same
 * detector (server/market/analytics/splitDetection.ts) on the same candles to learn the date and
 * the ratio, and queued once per ticker and date. Confirming a split of imported data multiplies
 * the stored prices before its date by the ratio's factor (and divides the volumes), in one
 * transaction, and asks for a snapshot from the new data: the ticker is served again with its
 * ranges, and every cache keyed by the snapshot version (search, correlations, volatility, gamma,
 * the heartbeat's fingerprints) picks it up. The simulated market is a pure function of its seed
 * and cannot be adjusted, so its suspected splits can only be dismissed.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { dailyCandles, instruments, suspectedSplits } from '../db/schema';
import type { MarketService, MarketSnapshot } from '../market/marketService';
import { detectSplitError, splitCheckOptionsFor, SPLIT_RATIOS } from '../market/analytics/splitDetection';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import { isImportedInstrument } from '../market/import/importedMarketSource';
import type { MarketDataSource } from '../market/source/marketDataSource';
import type { SuspectedSplit } from '../../contracts';

export type DetectedSplit = Pick<SuspectedSplit, 'ticker' | 'date' | 'ratio' | 'factor' | 'closeBefore' | 'closeAfter' | 'source'>;

/** The suspected split of one ticker in `source` at `at` (the detector's latest one), or null. */
export function detectedSplitOf(source: MarketDataSource, ticker: string, at: Date): DetectedSplit | null {
  const instrument = source.getInstrument(ticker);
  if (!instrument || instrument.type === 'pair') return null;
  const candles = loadCandles(source, instrument, at);
  if (!candles || candles.close.length < 2) return null;
  const close = candles.close;
  const found = detectSplitError(close, splitCheckOptionsFor(instrument.type));
  if (!found.potentialSplitError || found.index === null || found.ratio === null) return null;
  const ratio = SPLIT_RATIOS.find((r) => r.label === found.ratio);
  if (!ratio) return null;
  return {
    ticker: instrument.ticker, date: candles.dates[found.index]!, ratio: ratio.label, factor: ratio.factor,
    closeBefore: close[found.index - 1]!, closeAfter: close[found.index]!, source: isImportedInstrument(instrument) ? 'import' : 'simulated',
  };
}

/** Queues the suspected splits of a published snapshot; answers how many were new. */
export async function queueSuspectedSplits(db: Db, snapshot: MarketSnapshot, source: MarketDataSource, now: Date): Promise<number> {
  const flags = snapshot.rows.columnValues('potentialSplitError') as (boolean | null)[];
  const tickers = snapshot.rows.columnValues('ticker') as string[];
  const at = new Date(snapshot.at);
  let added = 0;
  for (let i = 0; i < flags.length; i++) {
    if (flags[i] !== true) continue;
    const found = detectedSplitOf(source, tickers[i]!, at);
    if (!found) continue;
    const inserted = await db.insert(suspectedSplits).values({ ...found, status: 'pending', detectedAt: now })
      .onConflictDoNothing({ target: [suspectedSplits.ticker, suspectedSplits.date] }).returning({ id: suspectedSplits.id });
    added += inserted.length;
  }
  return added;
}

type SplitRow = typeof suspectedSplits.$inferSelect;

/** A queue entry for the screen; `adjustable` when the ticker's history is stored (imported and served from the import). */
export function splitView(row: SplitRow, importedTickers: ReadonlySet<string>, names: ReadonlyMap<string, string>): SuspectedSplit {
  return {
    id: row.id, ticker: row.ticker, date: row.date, ratio: row.ratio, factor: row.factor, closeBefore: row.closeBefore, closeAfter: row.closeAfter,
    source: row.source === 'import' ? 'import' : 'simulated', adjustable: importedTickers.has(row.ticker), status: row.status as SuspectedSplit['status'],
    detectedAt: row.detectedAt.toISOString(), resolvedBy: row.resolvedBy ? names.get(row.resolvedBy) ?? null : null, resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export async function listSplits(db: Db, status: SuspectedSplit['status'] | 'all', limit: number): Promise<SplitRow[]> {
  const query = db.select().from(suspectedSplits);
  return (status === 'all' ? query : query.where(eq(suspectedSplits.status, status))).orderBy(desc(suspectedSplits.detectedAt), suspectedSplits.ticker).limit(limit);
}

/** The tickers whose history is stored and served from the import (those a confirmed split can adjust). */
export async function importedTickers(db: Db): Promise<Set<string>> {
  const rows = await db.select({ ticker: instruments.ticker }).from(instruments).where(eq(instruments.source, 'import'));
  return new Set(rows.map((r) => r.ticker));
}

export interface Adjustment {
  /** Bars before the split date whose prices were multiplied by the factor. */
  bars: number;
  /** The last close before the split, before and after the adjustment. */
  closeBefore: number | null;
  closeAfter: number | null;
}

/**
 * Adjusts the stored history of `row.ticker` for a confirmed split and marks it confirmed, in one
 * transaction: prices before the split date × factor (Adj Close too), volumes ÷ factor.
 */
export async function applySplit(db: Db, row: SplitRow, actorId: string, now: Date): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const lastBefore = async (): Promise<number | null> => (await tx.select({ close: dailyCandles.close }).from(dailyCandles)
      .where(and(eq(dailyCandles.ticker, row.ticker), lt(dailyCandles.date, row.date))).orderBy(desc(dailyCandles.date)).limit(1))[0]?.close ?? null;
    const closeBefore = await lastBefore();
    const f = row.factor;
    const adjusted = await tx.update(dailyCandles).set({
      open: sql`${dailyCandles.open} * ${f}`, high: sql`${dailyCandles.high} * ${f}`, low: sql`${dailyCandles.low} * ${f}`,
      close: sql`${dailyCandles.close} * ${f}`, adjClose: sql`${dailyCandles.adjClose} * ${f}`, volume: sql`round(${dailyCandles.volume} / ${f})`,
    }).where(and(eq(dailyCandles.ticker, row.ticker), lt(dailyCandles.date, row.date))).returning({ date: dailyCandles.date });
    await tx.update(suspectedSplits).set({ status: 'confirmed', resolvedBy: actorId, resolvedAt: now }).where(eq(suspectedSplits.id, row.id));
    return { bars: adjusted.length, closeBefore, closeAfter: await lastBefore() };
  });
}

/** Subscribes the queue to the market's published snapshots; answers the unsubscribe. */
export function followSnapshots(db: Db, market: MarketService, now: () => Date, onError: (err: unknown) => void): () => void {
  const run = (snapshot: MarketSnapshot): void => {
    queueSuspectedSplits(db, snapshot, market.source, now()).catch(onError);
  };
  const off = market.onPublished(run);
  const current = market.snapshot();
  if (current) run(current);
  return off;
}
