import { describe, expect, it } from 'vitest';
import { DEFAULT_CORRELATION_TABLES } from '../../../product/correlationRules';
import { exportRows, tablesFor } from './exportRows';
import { fixtureTable } from '../testing/fixtures';

const tickers = ['SPY', 'TLT'];
const tables = DEFAULT_CORRELATION_TABLES.map((table) => ({ table, title: table.id, values: fixtureTable(tickers) }));

describe('the correlation export', () => {
  it('all, or the tables of one time frame (now and in the past)', () => {
    expect(tablesFor('all', tables)).toHaveLength(6);
    expect(tablesFor(5, tables).map((t) => t.title)).toEqual(['5d', '5dPast']);
    expect(tablesFor(30, tables).map((t) => t.title)).toEqual(['30d', '30dPast']);
  });

  it('one row per table and ticker, positional column keys', () => {
    const { headers, items } = exportRows(tablesFor(10, tables), tickers, { table: 'Table', ticker: 'Ticker' });
    expect(headers).toEqual([{ key: 'table', label: 'Table' }, { key: 'ticker', label: 'Ticker' }, { key: 'c0', label: 'SPY' }, { key: 'c1', label: 'TLT' }]);
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual({ table: '10d', ticker: 'SPY', c0: 1, c1: fixtureTable(tickers).SPY!.TLT });
  });
});
