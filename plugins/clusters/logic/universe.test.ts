import { describe, expect, it } from 'vitest';
import { defaultUniverse, parseCut, parseUniverse, parseWindow, universeChoices, universeValue } from './universe';
import type { StoredList } from '../../../contracts';

const list = (name: string, tickers: string[]): StoredList => ({ name, includedTicker: tickers, owner: 'u', wlType: 'GENERAL' });

describe('universe values', () => {
  it('round-trips every kind', () => {
    for (const universe of [
      { kind: 'list', listType: 'DASHBOARD' }, { kind: 'list', listType: 'GENERAL', listName: 'A:B' },
      { kind: 'list', listType: 'CRYPTO', listName: 'COINS' }, { kind: 'group', group: 'bonds' }, { kind: 'liquid', size: 250 },
    ] as const) expect(parseUniverse(universeValue(universe))).toEqual(universe);
  });

  it('refuses what the picker would not produce', () => {
    for (const value of [null, '', 'list', 'list:GENERAL', 'list:OTHER:X', 'list:DASHBOARD:X', 'group:nope', 'liquid:5', 'liquid:501', 'liquid:x', 'all']) {
      expect(parseUniverse(value)).toBeNull();
    }
  });
});

describe('universeChoices and defaultUniverse', () => {
  const user = { dashboardList: { name: 'Market overview', includedTicker: ['SPY', 'QQQ'] }, watchlists: { regular: [list('ONE', ['SPY']), list('TECH', ['AAPL', 'MSFT'])], crypto: [list('COINS', ['CRYPTO.BTC'])] } };

  it('lists the portfolio, the watchlists, the groups and the liquid universes', () => {
    const values = universeChoices(user).map((c) => c.value);
    expect(values.slice(0, 4)).toEqual(['list:DASHBOARD', 'list:GENERAL:ONE', 'list:GENERAL:TECH', 'list:CRYPTO:COINS']);
    expect(values).toContain('group:mainMarkets');
    expect(values.at(-1)).toBe('liquid:500');
    expect(universeChoices(null)[0]).toEqual({ value: 'list:DASHBOARD', kind: 'portfolio', count: 0 });
  });

  it('starts at the first watchlist with two tickers, else the portfolio, else the main markets', () => {
    expect(defaultUniverse(user)).toEqual({ kind: 'list', listType: 'GENERAL', listName: 'TECH' });
    expect(defaultUniverse({ ...user, watchlists: { regular: [], crypto: [] } })).toEqual({ kind: 'list', listType: 'DASHBOARD' });
    expect(defaultUniverse(null)).toEqual({ kind: 'group', group: 'mainMarkets' });
  });
});

describe('window and cut', () => {
  it('takes only the offered values', () => {
    expect(parseWindow('250')).toBe(250);
    expect(parseWindow('251')).toBe(120);
    expect(parseWindow(null)).toBe(120);
    expect(parseCut('0.7')).toBe(0.7);
    expect(parseCut('0.71')).toBe(0.5);
  });
});
