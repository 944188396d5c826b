import { describe, expect, it } from 'vitest';
import { addToQuickList, quickListOf, removeFromQuickList } from './quickList';

describe('gamma quick list', () => {
  it('reads the settings\' list upper-cased and distinct, anything else as empty', () => {
    expect(quickListOf({ gammaQuickList: ['spy', 'QQQ', 'SPY', 5] })).toEqual(['SPY', 'QQQ']);
    expect(quickListOf({ gammaQuickList: 'SPY' })).toEqual([]);
    expect(quickListOf({})).toEqual([]);
  });

  it('adds an upper-cased ticker at the end, at most 20, never twice', () => {
    expect(addToQuickList(['SPY'], ' qqq ')).toEqual({ ok: true, list: ['SPY', 'QQQ'] });
    expect(addToQuickList(['SPY'], 'spy')).toEqual({ ok: false, reason: 'present' });
    expect(addToQuickList([], 'no way')).toEqual({ ok: false, reason: 'invalid' });
    const twenty = Array.from({ length: 20 }, (_, i) => `T${i}`);
    expect(addToQuickList(twenty, 'GLD')).toEqual({ ok: false, reason: 'full' });
    expect(addToQuickList(twenty.slice(1), 'GLD')).toMatchObject({ ok: true });
  });

  it('removes a ticker', () => {
    expect(removeFromQuickList(['SPY', 'QQQ'], 'SPY')).toEqual(['QQQ']);
  });
});
