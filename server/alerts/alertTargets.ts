/**
 * An alert's target: checked when the alert is saved (the ticker exists in the market's universe,
 * the list is one of the user's, the scan one of their saved DomainScannerQuery records) and
 * expanded to tickers for the evaluator (a list's tickers as stored now, a scan's current result
 * computed with the scanner's own selection code). Values a preview row does not show (ranges,
 * ratings, gamma, IV, Hurst) are watched only on tickers the user has revealed, as every other
 * call shows them (server/assets/activeTickers.ts).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { activeTickers, entities, users, watchlists } from '../db/schema';
import type { UserRow } from '../appDeps';
import type { AssetColumnStore } from '../market/store/assetColumnStore';
import { revealCheckFor, type RevealCheck } from '../assets/activeTickers';
import { modulesOf } from '../users/userModules';
import { previewShows, scannedPaths } from '../scanner/scannerFields';
import { selectedTickers, selectRows } from '../scanner/scannerSelection';
import { DEFAULT_SORT } from '../scanner/scannerSearch';
import { ApiError } from '../http/apiError';
import { ACCOUNT_RULES } from '../../product/accountRules';
import { hasPermission } from '../../product/permissionModules';
import { isNonBillableTicker } from '../../product/tickerAccess';
import { configToEntries, SCANNER_MODULE, toFilterQuery, type ScannerFilterConfig } from '../../product/scannerFilters';
import type { AlertCondition, AlertTarget } from '../../contracts';
import { invalid } from './alertInput';
import { needsReveal } from './conditions';
import { isUuid, type LiveAlert } from './alertRecord';

export const SCAN_MODEL = 'DomainScannerQuery';

/** The names of the user's lists (the portfolio, the crypto list, the regular and crypto watchlists) with their tickers. */
export async function listsOf(db: Db, userIds: readonly string[]): Promise<Map<string, Map<string, string[]>>> {
  const out = new Map<string, Map<string, string[]>>();
  if (userIds.length === 0) return out;
  const [owners, lists] = await Promise.all([
    db.select({ id: users.id, dashboardList: users.dashboardList, cryptoList: users.cryptoList }).from(users).where(inArray(users.id, [...userIds])),
    db.select({ ownerId: watchlists.ownerId, name: watchlists.name, wlType: watchlists.wlType, tickers: watchlists.tickers })
      .from(watchlists).where(and(inArray(watchlists.ownerId, [...userIds]), inArray(watchlists.wlType, ['GENERAL', 'CRYPTO']))),
  ]);
  for (const o of owners) {
    out.set(o.id, new Map([[ACCOUNT_RULES.defaultDashboardListName, o.dashboardList], [ACCOUNT_RULES.cryptoListName, o.cryptoList]]));
  }
  for (const l of lists) out.get(l.ownerId)?.set(l.name, l.tickers);
  return out;
}

function findList(lists: ReadonlyMap<string, string[]> | undefined, name: string): [string, string[]] | null {
  for (const entry of lists ?? []) if (entry[0].toLowerCase() === name.toLowerCase()) return entry;
  return null;
}

async function savedScan(db: Db, userId: string, scanId: string): Promise<ScannerFilterConfig | null> {
  if (!isUuid(scanId)) return null;
  const rows = await db.select({ payload: entities.payload }).from(entities)
    .where(and(eq(entities.model, SCAN_MODEL), eq(entities.id, scanId), eq(entities.createdBy, userId))).limit(1);
  if (!rows[0]) return null;
  const config = rows[0].payload.filterConfig;
  return config && typeof config === 'object' ? (config as ScannerFilterConfig) : {};
}

export interface TargetCheck {
  db: Db;
  user: UserRow;
  store: AssetColumnStore;
  now: Date;
}

/** 409, as the other calls answer a ticker the user has not revealed (401/403 would end the session). */
function notRevealed(ticker: string): ApiError {
  return new ApiError(409, `The ticker ${ticker} is not revealed. Reveal it to alert on its model levels.`, 'TICKER_NOT_REVEALED');
}

/** Checks a target when an alert is saved; answers it in canonical form (a list by its stored name). */
export async function checkTarget(target: AlertTarget, condition: AlertCondition, ctx: TargetCheck): Promise<AlertTarget> {
  if (target.kind === 'ticker') {
    if (ctx.store.indexOf(target.ticker) < 0) throw invalid(`There is no ticker "${target.ticker}".`, 'target.ticker');
    if (needsReveal(condition) && !(await revealCheckFor(ctx.db, ctx.user, ctx.now))(target.ticker)) throw notRevealed(target.ticker);
    return target;
  }
  if (target.kind === 'list') {
    const found = findList((await listsOf(ctx.db, [ctx.user.id])).get(ctx.user.id), target.listName);
    if (!found) throw invalid(`You have no list named "${target.listName}".`, 'target.listName');
    return { kind: 'list', listName: found[0] };
  }
  if (!hasPermission(modulesOf(ctx.user), SCANNER_MODULE)) {
    throw new ApiError(400, 'Alerts on a saved scan need the scanner (Basic or Premium).', 'SCANNER_MODULE_REQUIRED', { field: 'target.scanId' });
  }
  if (!(await savedScan(ctx.db, ctx.user.id, target.scanId))) throw invalid('This saved scan does not exist or is not yours.', 'target.scanId');
  return target;
}

/** The current result of a user's saved scan over a snapshot, as the scanner selects it; null when the scan is gone. */
export async function scanResult(db: Db, user: UserRow, scanId: string, store: AssetColumnStore, revealed: RevealCheck): Promise<string[] | null> {
  const config = await savedScan(db, user.id, scanId);
  if (!config) return null;
  const entries = configToEntries(config);
  const scanned = scannedPaths(entries, modulesOf(user));
  try {
    const selection = selectRows(store, { filterQuery: entries.map(toFilterQuery), sort: DEFAULT_SORT }, { revealed, shows: (p) => previewShows(p, scanned) });
    return selectedTickers(store, selection);
  } catch {
    // A saved filter the scanner no longer runs (a key removed, a bound changed) matches nothing.
    return [];
  }
}

/** The reveal checks of many users at once (one query; the same rule as revealCheckFor). */
async function revealChecks(db: Db, userRows: readonly UserRow[], now: Date): Promise<Map<string, RevealCheck>> {
  const out = new Map<string, RevealCheck>();
  if (userRows.length === 0) return out;
  const rows = await db.select({ userId: activeTickers.userId, ticker: activeTickers.ticker }).from(activeTickers)
    .where(and(inArray(activeTickers.userId, userRows.map((u) => u.id)), gt(activeTickers.expiresAt, now)));
  const active = new Map<string, Set<string>>();
  for (const r of rows) {
    let set = active.get(r.userId);
    if (!set) active.set(r.userId, (set = new Set()));
    set.add(r.ticker);
  }
  for (const user of userRows) {
    const modules = modulesOf(user);
    const mine = active.get(user.id) ?? new Set<string>();
    out.set(user.id, (ticker) => isNonBillableTicker(ticker, modules) || mine.has(ticker.toUpperCase()));
  }
  return out;
}

/**
 * Expands alerts to the tickers they watch now: per alert, its tickers, and for scan targets the
 * scan's current result (also the membership scanMembership compares with).
 */
export async function expandTargets(db: Db, live: readonly LiveAlert[], store: AssetColumnStore | null, now: Date): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const userIds = [...new Set(live.map((a) => a.userId))];
  const needUsers = live.some((a) => a.target.kind !== 'ticker' || needsReveal(a.condition));
  const userRows = needUsers && userIds.length ? await db.select().from(users).where(inArray(users.id, userIds)) : [];
  const byId = new Map(userRows.map((u) => [u.id, u]));
  const lists = live.some((a) => a.target.kind === 'list') ? await listsOf(db, userIds) : new Map<string, Map<string, string[]>>();
  const reveals = await revealChecks(db, userRows, now);
  const revealOf = async (user: UserRow): Promise<RevealCheck> => reveals.get(user.id) ?? (await revealCheckFor(db, user, now));
  for (const alert of live) {
    const user = byId.get(alert.userId);
    let tickers: string[];
    if (alert.target.kind === 'ticker') tickers = [alert.target.ticker];
    else if (alert.target.kind === 'list') tickers = findList(lists.get(alert.userId), alert.target.listName)?.[1] ?? [];
    else tickers = user && store ? ((await scanResult(db, user, alert.target.scanId, store, await revealOf(user))) ?? []) : alert.state.members ?? [];
    if (needsReveal(alert.condition) && user) {
      const revealed = await revealOf(user);
      tickers = tickers.filter((t) => revealed(t));
    }
    out.set(alert.id, [...new Set(tickers)]);
  }
  return out;
}
