/**
 * The custom correlations' changes (document 4 sections 2.4, 3 and 5), pure: each answers the new
 * entry with its id, name and ticker string made canonical (product/correlationRules.ts), so that
 * the list sent to POST /userData is always one the server accepts by shape.
 */
import {
  CORRELATION_RULES, correlationId, isCryptoSymbol, tickersOf, tickerString,
} from '../../../product/correlationRules';
import type { CustomCorrelation } from '../../../contracts';

export function makeCorrelation(name: string, tickers: readonly string[], timeFrame: number, offsetDays: number = CORRELATION_RULES.offsetDays.fallback): CustomCorrelation {
  const cleanName = name.trim();
  const text = tickerString(tickers);
  return { id: correlationId(cleanName, text), name: cleanName, tickers: text, timeFrame, offsetDays };
}

export function renamed(c: CustomCorrelation, name: string): CustomCorrelation {
  return makeCorrelation(name, tickersOf(c.tickers), c.timeFrame, c.offsetDays);
}

/** The ticker added, upper-cased; the same entry when it is empty, crypto or already there. */
export function withTicker(c: CustomCorrelation, ticker: string): CustomCorrelation {
  const t = ticker.trim().toUpperCase();
  if (!t || isCryptoSymbol(t) || tickersOf(c.tickers).includes(t)) return c;
  return makeCorrelation(c.name, [...tickersOf(c.tickers), t], c.timeFrame, c.offsetDays);
}

/** Whether a ticker may be removed: a table keeps at least two. */
export function canRemoveTicker(c: CustomCorrelation): boolean {
  return tickersOf(c.tickers).length > CORRELATION_RULES.minTickers;
}

export function withoutTicker(c: CustomCorrelation, ticker: string): CustomCorrelation {
  if (!canRemoveTicker(c)) return c;
  return makeCorrelation(c.name, tickersOf(c.tickers).filter((t) => t !== ticker), c.timeFrame, c.offsetDays);
}

export function retimed(c: CustomCorrelation, timeFrame: number): CustomCorrelation {
  return { ...c, timeFrame };
}

/** The list with the entry `id` replaced (in place); null when another entry already has the new id. */
export function replaced(list: readonly CustomCorrelation[], id: string, next: CustomCorrelation): CustomCorrelation[] | null {
  if (next.id !== id && list.some((c) => c.id === next.id)) return null;
  return list.map((c) => (c.id === id ? next : c));
}

/** The list with a new entry at the end; null when one with its id exists. */
export function appended(list: readonly CustomCorrelation[], next: CustomCorrelation): CustomCorrelation[] | null {
  return list.some((c) => c.id === next.id) ? null : [...list, next];
}

export function removed(list: readonly CustomCorrelation[], id: string): CustomCorrelation[] {
  return list.filter((c) => c.id !== id);
}

/** The user object's saved correlations (an absent or odd value reads as none). */
export function savedCorrelationsOf(user: { customCorrelations?: unknown } | null | undefined): CustomCorrelation[] {
  const list = user?.customCorrelations;
  return Array.isArray(list) ? (list as CustomCorrelation[]).filter((c) => c && typeof c.id === 'string' && typeof c.tickers === 'string') : [];
}
