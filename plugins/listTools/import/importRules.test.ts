import { describe, expect, it } from 'vitest';
import type { EngineUser } from '../../../engine/state';
import { checkImport, targetFromValue, targetValue, watchlistName } from './importRules';

const user = {
  username: 'u', firstname: '', lastname: '', modules: [], userPackage: 'EOD-ACCESS', settings: {},
  watchlists: { regular: [{ name: 'TECH', includedTicker: [] }], crypto: [{ name: 'COINS', includedTicker: [] }] },
} as EngineUser;

describe('checkImport', () => {
  it("refuses an empty list: 'Please enter tickers to import.'", () => {
    expect(checkImport([], { kind: 'portfolio' }, user)).toBe('noTickers');
  });

  it('needs a name for a new watchlist', () => {
    expect(checkImport(['AAPL'], { kind: 'newWatchlist', name: '  ' }, user)).toBe('noName');
  });

  it('refuses the name of an existing watchlist, whatever its case', () => {
    expect(checkImport(['AAPL'], { kind: 'newWatchlist', name: ' tech ' }, user)).toBe('duplicateName');
    expect(checkImport(['AAPL'], { kind: 'newWatchlist', name: 'coins' }, user)).toBeNull();
  });

  it('refuses a name the server would refuse (too long, < > { })', () => {
    expect(checkImport(['AAPL'], { kind: 'newWatchlist', name: 'a<b' }, user)).toBe('nameInvalid');
    expect(checkImport(['AAPL'], { kind: 'newWatchlist', name: 'x'.repeat(101) }, user)).toBe('nameInvalid');
  });

  it("refuses a kept list's name (Market overview, Crypto Market, ...) before any EOD request is used", () => {
    expect(checkImport(['AAPL'], { kind: 'newWatchlist', name: 'market overview' }, user)).toBe('duplicateName');
    expect(checkImport(['AAPL'], { kind: 'newWatchlist', name: ' CRYPTO MARKET ' }, user)).toBe('duplicateName');
  });

  it('passes the portfolio and existing watchlists', () => {
    expect(checkImport(['AAPL'], { kind: 'portfolio' }, user)).toBeNull();
    expect(checkImport(['AAPL'], { kind: 'watchlist', name: 'TECH', wlType: 'GENERAL' }, user)).toBeNull();
  });

  it('upper-cases new watchlist names', () => {
    expect(watchlistName('  my list ')).toBe('MY LIST');
  });
});

describe('target values', () => {
  it('go to a select and back', () => {
    for (const target of [{ kind: 'portfolio' }, { kind: 'watchlist', name: 'A:B', wlType: 'CRYPTO' }] as const) {
      expect(targetFromValue(targetValue(target))).toEqual(target);
    }
    expect(targetFromValue('new', 'X')).toEqual({ kind: 'newWatchlist', name: 'X' });
    expect(targetFromValue('nonsense')).toEqual({ kind: 'portfolio' });
  });
});
