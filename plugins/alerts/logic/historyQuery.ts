/**
 * The history's filter as typed (days from and to, a ticker) and what it asks the server: the
 * days as YYYY-MM-DD, the ticker trimmed and upper-cased; a first day after the last is refused.
 */
import type { HistoryQuery } from '../data/alertsApi';

export interface HistoryFilterDraft {
  from: string;
  to: string;
  ticker: string;
}

export const EMPTY_FILTER: HistoryFilterDraft = { from: '', to: '', ticker: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type FilterCheck = { ok: true; query: HistoryQuery } | { ok: false; problem: 'rangeProblem' };

export function checkFilter(draft: HistoryFilterDraft): FilterCheck {
  const from = DAY.test(draft.from) ? draft.from : '';
  const to = DAY.test(draft.to) ? draft.to : '';
  if (from && to && from > to) return { ok: false, problem: 'rangeProblem' };
  const ticker = draft.ticker.trim().toUpperCase();
  return { ok: true, query: { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(ticker ? { ticker } : {}) } };
}
