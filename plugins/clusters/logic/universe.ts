/**
 * The universe picker's choices and their value in the address (`?universe=`): the user's lists
 * (portfolio, watchlists, crypto watchlists), the overview groups, the liquid universes.
 *
 * @example parseUniverse('list:GENERAL:TECH') // { kind: 'list', listType: 'GENERAL', listName: 'TECH' }
 */
import { CLUSTER_GROUPS, CLUSTER_RULES, type ClusterGroupId } from '../../../product/clusterRules';
import type { ClusterUniverse, SessionUser } from '../../../contracts';

export type UniverseChoice =
  | { value: string; kind: 'portfolio'; count: number }
  | { value: string; kind: 'watchlist' | 'cryptoWatchlist'; name: string; count: number }
  | { value: string; kind: 'group'; group: ClusterGroupId }
  | { value: string; kind: 'liquid'; size: number };

export function universeValue(universe: ClusterUniverse): string {
  if (universe.kind === 'group') return `group:${universe.group}`;
  if (universe.kind === 'liquid') return `liquid:${universe.size}`;
  return universe.listType === 'DASHBOARD' ? 'list:DASHBOARD' : `list:${universe.listType}:${universe.listName ?? ''}`;
}

/** The universe of an address value; null for anything the picker would not produce. */
export function parseUniverse(value: string | null): ClusterUniverse | null {
  if (!value) return null;
  const [kind, first, ...rest] = value.split(':');
  if (kind === 'group' && (CLUSTER_GROUPS as readonly string[]).includes(first ?? '')) return { kind: 'group', group: first as ClusterGroupId };
  if (kind === 'liquid') {
    const size = Number(first);
    return Number.isInteger(size) && size >= CLUSTER_RULES.liquidSize.min && size <= CLUSTER_RULES.maxUniverse ? { kind: 'liquid', size } : null;
  }
  if (kind !== 'list') return null;
  if (first === 'DASHBOARD' && rest.length === 0) return { kind: 'list', listType: 'DASHBOARD' };
  const listName = rest.join(':');
  return (first === 'GENERAL' || first === 'CRYPTO') && listName ? { kind: 'list', listType: first, listName } : null;
}

type ListsOfUser = Partial<Pick<SessionUser, 'dashboardList' | 'watchlists'>> | null;

/** Every choice for this user: their lists first (the portfolio, then watchlists by name), then the groups, then the liquid universes. */
export function universeChoices(user: ListsOfUser): UniverseChoice[] {
  const choices: UniverseChoice[] = [{ value: 'list:DASHBOARD', kind: 'portfolio', count: user?.dashboardList?.includedTicker.length ?? 0 }];
  for (const list of user?.watchlists?.regular ?? []) {
    choices.push({ value: `list:GENERAL:${list.name}`, kind: 'watchlist', name: list.name, count: list.includedTicker.length });
  }
  for (const list of user?.watchlists?.crypto ?? []) {
    choices.push({ value: `list:CRYPTO:${list.name}`, kind: 'cryptoWatchlist', name: list.name, count: list.includedTicker.length });
  }
  for (const group of CLUSTER_GROUPS) choices.push({ value: `group:${group}`, kind: 'group', group });
  for (const size of CLUSTER_RULES.liquidChoices) choices.push({ value: `liquid:${size}`, kind: 'liquid', size });
  return choices;
}

/** Where the screens start: the first watchlist with two tickers or more, else the portfolio if it has two, else the main markets. */
export function defaultUniverse(user: ListsOfUser): ClusterUniverse {
  const list = user?.watchlists?.regular?.find((l) => l.includedTicker.length >= CLUSTER_RULES.minInstruments);
  if (list) return { kind: 'list', listType: 'GENERAL', listName: list.name };
  if ((user?.dashboardList?.includedTicker.length ?? 0) >= CLUSTER_RULES.minInstruments) return { kind: 'list', listType: 'DASHBOARD' };
  return { kind: 'group', group: 'mainMarkets' };
}

/** A window from the address, or the default; only the offered windows. */
export function parseWindow(value: string | null): number {
  const days = Number(value);
  return (CLUSTER_RULES.windowChoices as readonly number[]).includes(days) ? days : CLUSTER_RULES.windowDays.fallback;
}

/** The cut choices of the clusters (minimum average correlation). */
export const CUT_CHOICES = [0.3, 0.5, 0.7, 0.8] as const;

export function parseCut(value: string | null): number {
  const cut = Number(value);
  return (CUT_CHOICES as readonly number[]).includes(cut) ? cut : CLUSTER_RULES.minCorrelation.fallback;
}
