import type { AuditLogQuery } from '../data/adminApi';

/** The audit log form as typed: a username and two calendar dates (`YYYY-MM-DD`, the date inputs' value). */
export interface AuditLogForm {
  username: string;
  from: string;
  to: string;
}

export type AuditLogFormProblem = 'required' | 'order';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The call's query from the form: every field required; `from` at the start of its day and `to` at
 * the end of its day (UTC, epoch seconds), so one date shows that whole day; from not after to.
 *
 * @example auditLogQuery({ username: 'ann', from: '2026-11-01', to: '2026-11-01' }) // from 1761955200, to 1762041599
 */
export function auditLogQuery(form: AuditLogForm): { ok: true; query: AuditLogQuery } | { ok: false; problem: AuditLogFormProblem } {
  const username = form.username.trim();
  if (!username || !DATE.test(form.from) || !DATE.test(form.to)) return { ok: false, problem: 'required' };
  const from = Date.parse(`${form.from}T00:00:00Z`) / 1000;
  const to = Date.parse(`${form.to}T23:59:59Z`) / 1000;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return { ok: false, problem: 'required' };
  if (from > to) return { ok: false, problem: 'order' };
  return { ok: true, query: { username, from, to, page: 1 } };
}
