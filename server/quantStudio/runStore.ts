/**
 * The member's Quant-Studio runs in `quant_studio_runs`. Every paid run is stored unsaved; saving
 * names it and counts against the plan's limit (product QUANT_SAVED_RUNS_BY_PLAN). Only the newest
 * UNSAVED_KEPT unsaved runs of a member are kept. Another member's run is never found (404).
 */
import { and, count, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { QuantResolvedRequest, QuantRunResult, QuantSavedRun, QuantSavedRunSummary, QuantStatistics } from '../../contracts';
import type { Db } from '../db/database';
import { quantStudioRuns } from '../db/schema';
import { notFound } from '../http/apiError';

/** Unsaved runs kept per member (a member saves one of the last few runs). */
export const UNSAVED_KEPT = 10;

type RunRow = typeof quantStudioRuns.$inferSelect;

export const RUN_NOT_FOUND = 'This run does not exist (or was deleted).';

// The jsonb columns hold exactly what was written by recordRun (contracts' shapes).
const resultOf = (row: RunRow): QuantRunResult => row.result as unknown as QuantRunResult;

export function savedRunOf(row: RunRow): QuantSavedRun {
  const result = resultOf(row);
  return {
    id: row.id, name: row.name, createdAt: (row.savedAt ?? row.createdAt).toISOString(), strategy: result.request.strategy,
    tickers: result.request.tickers, from: result.request.from, to: result.request.to, benchmark: result.request.benchmark, result,
  };
}

export async function recordRun(db: Db, userId: string, request: QuantResolvedRequest, result: QuantRunResult, at: Date): Promise<string> {
  const [row] = await db.insert(quantStudioRuns).values({
    userId, name: '', request: request as unknown as Record<string, unknown>, result: result as unknown as Record<string, unknown>, createdAt: at,
  }).returning({ id: quantStudioRuns.id });
  const keep = await db.select({ id: quantStudioRuns.id }).from(quantStudioRuns)
    .where(and(eq(quantStudioRuns.userId, userId), isNull(quantStudioRuns.savedAt)))
    .orderBy(desc(quantStudioRuns.createdAt)).limit(UNSAVED_KEPT);
  await db.delete(quantStudioRuns).where(and(
    eq(quantStudioRuns.userId, userId), isNull(quantStudioRuns.savedAt), notInArray(quantStudioRuns.id, keep.map((k) => k.id)),
  ));
  return row!.id;
}

export async function savedCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quantStudioRuns).where(and(eq(quantStudioRuns.userId, userId), isNotNull(quantStudioRuns.savedAt)));
  return Number(row?.n ?? 0);
}

export async function findRun(db: Db, userId: string, id: string): Promise<RunRow> {
  const [row] = await db.select().from(quantStudioRuns).where(and(eq(quantStudioRuns.id, id), eq(quantStudioRuns.userId, userId))).limit(1);
  if (!row) throw notFound(RUN_NOT_FOUND);
  return row;
}

export async function findSavedRun(db: Db, userId: string, id: string): Promise<RunRow> {
  const row = await findRun(db, userId, id);
  if (!row.savedAt) throw notFound(RUN_NOT_FOUND);
  return row;
}

export async function markSaved(db: Db, id: string, name: string, at: Date): Promise<RunRow> {
  const [row] = await db.update(quantStudioRuns).set({ name, savedAt: at }).where(eq(quantStudioRuns.id, id)).returning();
  return row!;
}

/** The saved runs, newest first, reading only the request and statistics of each result. */
export async function listSaved(db: Db, userId: string): Promise<QuantSavedRunSummary[]> {
  const rows = await db.select({
    id: quantStudioRuns.id, name: quantStudioRuns.name, savedAt: quantStudioRuns.savedAt,
    request: sql<QuantResolvedRequest>`${quantStudioRuns.result}->'request'`,
    statistics: sql<QuantStatistics>`${quantStudioRuns.result}->'statistics'`,
  }).from(quantStudioRuns)
    .where(and(eq(quantStudioRuns.userId, userId), isNotNull(quantStudioRuns.savedAt)))
    .orderBy(desc(quantStudioRuns.savedAt));
  return rows.map((r) => ({
    id: r.id, name: r.name, createdAt: r.savedAt!.toISOString(), strategy: r.request.strategy, tickers: r.request.tickers,
    from: r.request.from, to: r.request.to, benchmark: r.request.benchmark, statistics: r.statistics,
  }));
}

export async function deleteSaved(db: Db, userId: string, id: string): Promise<void> {
  await findSavedRun(db, userId, id);
  await db.delete(quantStudioRuns).where(and(eq(quantStudioRuns.id, id), eq(quantStudioRuns.userId, userId)));
}
