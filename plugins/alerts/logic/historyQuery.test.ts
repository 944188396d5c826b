import { describe, expect, it } from 'vitest';
import { historyPath } from '../data/alertsApi';
import { checkFilter } from './historyQuery';

describe('checkFilter', () => {
  it('asks for the days given and the ticker upper-cased', () => {
    expect(checkFilter({ from: '2026-03-01', to: '2026-03-05', ticker: ' spy ' })).toEqual({ ok: true, query: { from: '2026-03-01', to: '2026-03-05', ticker: 'SPY' } });
    expect(checkFilter({ from: '', to: '', ticker: '' })).toEqual({ ok: true, query: {} });
  });

  it('refuses a first day after the last', () => {
    expect(checkFilter({ from: '2026-03-06', to: '2026-03-05', ticker: '' })).toEqual({ ok: false, problem: 'rangeProblem' });
  });
});

describe('historyPath', () => {
  it('sends only the parts given', () => {
    expect(historyPath({})).toBe('/alerts/history');
    expect(historyPath({ from: '2026-03-01', ticker: 'brk.b' })).toBe('/alerts/history?from=2026-03-01&ticker=BRK.B');
  });
});
