import { describe, expect, it } from 'vitest';
import { initialForm, parseTickers, toRequest } from './runForm';

describe('the Quant-Studio run form', () => {
  it('proposes the product defaults over the last two years', () => {
    const form = initialForm('2026-11-19', '2024-01-02');
    expect(form.from).toBe('2024-11-19');
    expect(form.to).toBe('2026-11-19');
    expect(form.parameters).toEqual({ allowNeutralMomentum: '0' });
    expect(initialForm('2026-11-19', '2025-03-03').from).toBe('2025-03-03');
  });

  it('splits, upper-cases and de-duplicates tickers', () => {
    expect(parseTickers(' spy, qqq\nIWM;spy  aapl ')).toEqual(['SPY', 'QQQ', 'IWM', 'AAPL']);
    expect(parseTickers(' ,, ')).toEqual([]);
  });

  it('sends numbers and the chosen universe', () => {
    const form = { ...initialForm('2026-11-19', null), tickersText: 'msft nvda', costBps: '5', parameters: { allowNeutralMomentum: '1' } };
    expect(toRequest(form)).toEqual({
      universe: { kind: 'tickers', tickers: ['MSFT', 'NVDA'] }, strategy: 'trendFollowing', parameters: { allowNeutralMomentum: 1 }, sizing: 'equal',
      rebalance: 'weekly', from: '2024-11-19', to: '2026-11-19', benchmark: 'SPY', costBps: 5,
    });
    expect(toRequest({ ...form, source: 'watchlist', listName: 'Tech' }).universe).toEqual({ kind: 'list', list: 'watchlist', name: 'Tech' });
    expect(toRequest({ ...form, source: 'portfolio' }).universe).toEqual({ kind: 'list', list: 'portfolio' });
    expect(toRequest({ ...form, strategy: 'rangeReversion', parameters: { buyBelowPosition: '1,5', sellAbovePosition: '' } }).parameters).toEqual({ buyBelowPosition: 1.5 });
  });
});
