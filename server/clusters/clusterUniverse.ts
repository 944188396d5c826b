/**
 * The tickers of a universe (a list of the user's, an overview group, the most liquid instruments)
 * and what the user may see of them: unknown tickers and those the user has not revealed are left
 * out (named in the answer, no figure of theirs used). See docs/decisions.md, "Market clusters and
 * leadership chains".
 */
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../appDeps';
import { revealCheckFor } from '../assets/activeTickers';
import { badRequest, type ApiError } from '../http/apiError';
import type { MarketSnapshot } from '../market/marketService';
import { OVERVIEW_GROUPS, type OverviewGroupId } from '../market/source/tickerGroups';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { readUserLists } from '../watchlists/userLists';
import { notFoundList } from '../watchlists/watchlistRules';
import { sameListName } from '../../product/accountRules';
import { CLUSTER_RULES, type ClusterGroupId } from '../../product/clusterRules';
import type { ClusterUniverse } from '../../contracts';

// The product's group ids are the overview's (a compile-time check both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const groupIdsMatch: Same<ClusterGroupId, OverviewGroupId> = true;
void groupIdsMatch;

export interface ResolvedUniverse {
  requested: number;
  /** Known and revealed, in the universe's order, at most CLUSTER_RULES.maxUniverse. */
  tickers: string[];
  notRevealed: string[];
  unknown: string[];
}

/** The body's universe as the schema lets it through (every field optional but `kind`). */
export type UniverseInput = Partial<Record<'listType' | 'listName' | 'group', string>> & { kind: ClusterUniverse['kind']; size?: number };

/**
 * The average dollar volume of each instrument in the snapshot: the mean volume of the
 * `liquidityWindow` (21) sessions before the latest (relative volume's 1-month average) times the
 * latest close. Pairs and instruments without volume are not ranked.
 */
export function liquidTickers(snapshot: MarketSnapshot, size: number): string[] {
  const store = snapshot.rows;
  const tickers = store.columnValues('ticker') as string[];
  const types = store.columnValues('type');
  const price = store.columnValues('latestPrice');
  const lastVolume = store.columnValues('relativeVolume.previousDayVolume');
  const vs1M = store.columnValues('relativeVolume.vs1M');
  const ranked: { ticker: string; dollars: number }[] = [];
  tickers.forEach((ticker, i) => {
    const p = price[i];
    const v = lastVolume[i];
    const r = vs1M[i];
    if (types[i] === 'pair' || typeof p !== 'number' || typeof v !== 'number' || typeof r !== 'number' || !(r > 0)) return;
    const dollars = p * (v / r);
    if (dollars > 0 && Number.isFinite(dollars)) ranked.push({ ticker, dollars });
  });
  ranked.sort((a, b) => b.dollars - a.dollars || (a.ticker < b.ticker ? -1 : 1));
  return ranked.slice(0, size).map((r) => r.ticker);
}

async function listTickersOf(app: FastifyInstance, auth: AuthContext, input: UniverseInput): Promise<string[]> {
  const listType = input.listType;
  if (!listType) throw badRequest('A list universe needs its listType (DASHBOARD, GENERAL or CRYPTO).', 'INVALID_UNIVERSE');
  const lists = await readUserLists(app.deps.db, auth.user.id, auth.user.username);
  if (listType === 'DASHBOARD') return lists.dashboard.includedTicker;
  const name = input.listName?.trim();
  if (!name) throw badRequest('A watchlist universe needs its listName.', 'INVALID_UNIVERSE');
  const list = (listType === 'CRYPTO' ? lists.crypto : lists.regular).find((l) => sameListName(l.name, name));
  if (!list) throw notFoundList(name);
  return list.includedTicker;
}

/** The universe's tickers before the reveal check, de-duplicated. */
export async function universeTickers(app: FastifyInstance, auth: AuthContext, snapshot: MarketSnapshot, input: UniverseInput): Promise<string[]> {
  let tickers: readonly string[];
  if (input.kind === 'list') tickers = await listTickersOf(app, auth, input);
  else if (input.kind === 'group') {
    const group = OVERVIEW_GROUPS.find((g) => g.id === input.group);
    if (!group) throw badRequest('A group universe needs one of the overview groups.', 'INVALID_UNIVERSE');
    tickers = group.tickers;
  } else {
    if (input.size === undefined) throw badRequest('A liquid universe needs its size.', 'INVALID_UNIVERSE');
    tickers = liquidTickers(snapshot, input.size);
  }
  return [...new Set(tickers.map((t) => t.toUpperCase()))];
}

/** Splits the universe into analysed, unknown and unrevealed tickers; 400 when too few remain to analyse is the caller's. */
export async function resolveUniverse(
  app: FastifyInstance, auth: AuthContext, snapshot: MarketSnapshot, source: MarketDataSource, input: UniverseInput,
): Promise<ResolvedUniverse> {
  const all = await universeTickers(app, auth, snapshot, input);
  const revealed = await revealCheckFor(app.deps.db, auth.user, app.deps.now());
  const out: ResolvedUniverse = { requested: all.length, tickers: [], notRevealed: [], unknown: [] };
  for (const ticker of all) {
    if (!source.getInstrument(ticker) || snapshot.rows.indexOf(ticker) < 0) out.unknown.push(ticker);
    else if (!revealed(ticker)) out.notRevealed.push(ticker);
    else if (out.tickers.length < CLUSTER_RULES.maxUniverse) out.tickers.push(ticker);
  }
  return out;
}

/** An analysis of fewer than two instruments says why, as a 400. */
export function tooFewInstruments(count: number): ApiError {
  return badRequest(
    `At least ${CLUSTER_RULES.minInstruments} instruments with enough history that you have revealed are needed; this universe has ${count}.`,
    'UNIVERSE_TOO_SMALL',
  );
}
