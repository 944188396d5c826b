import { describe, expect, it } from 'vitest';
import { auditLogQuery } from './auditLogForm';

describe('the audit log form', () => {
  it('asks for every field', () => {
    expect(auditLogQuery({ username: ' ', from: '2026-11-01', to: '2026-11-02' })).toEqual({ ok: false, problem: 'required' });
    expect(auditLogQuery({ username: 'ann', from: '', to: '2026-11-02' })).toEqual({ ok: false, problem: 'required' });
    expect(auditLogQuery({ username: 'ann', from: '2026-11-01', to: 'soon' })).toEqual({ ok: false, problem: 'required' });
  });

  it('covers whole days, from the start of the first to the end of the last (UTC epoch seconds)', () => {
    expect(auditLogQuery({ username: ' ann ', from: '2026-11-01', to: '2026-11-01' })).toEqual({
      ok: true, query: { username: 'ann', from: Date.UTC(2026, 10, 1) / 1000, to: Date.UTC(2026, 10, 1, 23, 59, 59) / 1000, page: 1 },
    });
  });

  it('refuses a from date after the to date', () => {
    expect(auditLogQuery({ username: 'ann', from: '2026-11-03', to: '2026-11-02' })).toEqual({ ok: false, problem: 'order' });
  });
});
