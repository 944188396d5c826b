import { describe, expect, it } from 'vitest';
import { appended, canRemoveTicker, makeCorrelation, removed, renamed, replaced, retimed, savedCorrelationsOf, withoutTicker, withTicker } from './customCorrelations';

const metals = makeCorrelation('Metals', ['slv', 'GLD'], 30);

describe('custom correlation changes', () => {
  it('builds the canonical entry', () => {
    expect(metals).toEqual({ id: 'GLD,SLVmetals', name: 'Metals', tickers: 'GLD,SLV', timeFrame: 30, offsetDays: 0 });
  });

  it('rename and add ticker recompute the id; crypto and repeated tickers are ignored', () => {
    expect(renamed(metals, ' Precious metals ')).toMatchObject({ id: 'GLD,SLVprecious_metals', name: 'Precious metals' });
    expect(withTicker(metals, 'cper')).toMatchObject({ id: 'CPER,GLD,SLVmetals', tickers: 'CPER,GLD,SLV' });
    expect(withTicker(metals, 'crypto.btc')).toBe(metals);
    expect(withTicker(metals, 'gld')).toBe(metals);
    expect(withTicker(metals, '  ')).toBe(metals);
  });

  it('remove ticker keeps at least two; re-time keeps the id', () => {
    expect(canRemoveTicker(metals)).toBe(false);
    expect(withoutTicker(metals, 'GLD')).toBe(metals);
    const three = withTicker(metals, 'CPER');
    expect(withoutTicker(three, 'GLD')).toMatchObject({ tickers: 'CPER,SLV', id: 'CPER,SLVmetals' });
    expect(retimed(metals, 90)).toEqual({ ...metals, timeFrame: 90 });
  });

  it('list changes refuse a second entry with the same id', () => {
    const other = makeCorrelation('Other', ['SPY', 'QQQ'], 10);
    expect(appended([metals], other)).toEqual([metals, other]);
    expect(appended([metals], metals)).toBeNull();
    expect(replaced([metals, other], other.id, renamed(other, 'Metals'))).toEqual([metals, makeCorrelation('Metals', ['SPY', 'QQQ'], 10)]);
    expect(replaced([metals, makeCorrelation('Metals', ['GLD', 'SLV', 'X'], 5)], 'X,GLD,SLVmetals', metals)).toBeNull();
    expect(removed([metals, other], metals.id)).toEqual([other]);
    expect(savedCorrelationsOf({ customCorrelations: [metals, { a: 1 }, null] })).toEqual([metals]);
    expect(savedCorrelationsOf(null)).toEqual([]);
  });
});
