import { describe, expect, it } from 'vitest';
import { ERROR_AFTER_MS, STATE_NAMES, dataRow, placeholderRow } from './rowState';

// What logic.test.ts does not cover already.
describe('placeholderRow (document 2 section 4, row states)', () => {
  it('flags only the out-of-tickers row as without real-time data, and none as refreshing', () => {
    expect(placeholderRow('SPY', 'loading')).toEqual({ ticker: 'SPY', name: 'Loading', rsStatus: 'loading', isRefreshing: false });
    expect(placeholderRow('SPY', 'error')).toEqual({ ticker: 'SPY', name: 'ERROR', rsStatus: 'error', isRefreshing: false });
    expect(placeholderRow('SPY', 'outOfTickers')).toEqual({ ticker: 'SPY', name: 'Out of tickers for this month', rsStatus: 'outOfTickers', isRefreshing: false, noRealtime: true });
  });

  it('turns a row without data into the error row 2 seconds after its request', () => {
    expect(ERROR_AFTER_MS).toBe(2000);
    expect(Object.keys(STATE_NAMES).sort()).toEqual(['error', 'loading', 'outOfTickers']);
  });
});

describe('dataRow', () => {
  it('keeps every field of the asset and marks it ready', () => {
    const asset = { ticker: 'SPY', name: 'SPDR S&P 500', latestPrice: 512.25, stRange: { upside: 1.2 }, isActive: true };
    expect(dataRow(asset)).toEqual({ ...asset, rsStatus: 'ready', isRefreshing: false });
  });

  it('counts a row without isActive as revealed (only an explicit false is a preview)', () => {
    expect(dataRow({ ticker: 'SPY' }).rsStatus).toBe('ready');
    expect(dataRow({ ticker: 'SPY', isActive: null }).rsStatus).toBe('ready');
  });

  it('marks a row being refreshed, revealed or not', () => {
    expect(dataRow({ ticker: 'SPY', isActive: true }, true).isRefreshing).toBe(true);
    expect(dataRow({ ticker: 'SPY', isActive: false }, true)).toMatchObject({ rsStatus: 'notRevealed', isRefreshing: true });
  });

  it('sets the state itself, whatever state the asset carried', () => {
    expect(dataRow({ ticker: 'SPY', rsStatus: 'error', isRefreshing: true })).toMatchObject({ rsStatus: 'ready', isRefreshing: false });
  });
});
