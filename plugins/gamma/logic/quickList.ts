/**
 * The gamma page's quick list (kept in the user's settings as `gammaQuickList`): upper case,
 * distinct, at most GAMMA_RULES.quickListMax tickers, newest last.
 */
import { GAMMA_RULES, normaliseQuickList } from '../../../product/gammaRules';
import { isTickerSymbol } from '../../../product/tickerSymbols';

/** The quick list of the user's settings (anything else stored there reads as empty). */
export function quickListOf(settings: Readonly<Record<string, unknown>>): string[] {
  const stored = settings.gammaQuickList;
  return Array.isArray(stored) ? normaliseQuickList(stored.filter((t): t is string => typeof t === 'string')) : [];
}

export type QuickListAdd = { ok: true; list: string[] } | { ok: false; reason: 'invalid' | 'present' | 'full' };

export function addToQuickList(list: readonly string[], raw: string): QuickListAdd {
  const ticker = raw.trim().toUpperCase();
  if (!isTickerSymbol(ticker)) return { ok: false, reason: 'invalid' };
  if (list.includes(ticker)) return { ok: false, reason: 'present' };
  if (list.length >= GAMMA_RULES.quickListMax) return { ok: false, reason: 'full' };
  return { ok: true, list: [...list, ticker] };
}

export function removeFromQuickList(list: readonly string[], ticker: string): string[] {
  return list.filter((t) => t !== ticker);
}
