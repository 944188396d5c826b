import { describe, expect, it } from 'vitest';
import { CONVERSION_LIMITS } from './exportPlan';
import { conversionBody, conversionCell, rowsOf, valueOf } from './exportTableData';

describe('valueOf', () => {
  it('reads a flat key before the dotted path, so that flattened rows export too', () => {
    expect(valueOf({ 'stRange.upside': 1, stRange: { upside: 2 } }, 'stRange.upside')).toBe(1);
    expect(valueOf({ stRange: { upside: 2 } }, 'stRange.upside')).toBe(2);
  });

  it('is undefined for a missing path and for a path through a non-object', () => {
    expect(valueOf({}, 'volData.currentIVRank')).toBeUndefined();
    expect(valueOf({ volData: null }, 'volData.currentIVRank')).toBeUndefined();
    expect(valueOf({ volData: 5 }, 'volData.currentIVRank')).toBeUndefined();
  });

  it('keeps an own key whose value is empty instead of reading further', () => {
    expect(valueOf({ name: null }, 'name')).toBeNull();
  });
});

describe('conversionCell', () => {
  it('keeps finite numbers as numbers, zero and negatives included', () => {
    expect(conversionCell(0)).toBe(0);
    expect(conversionCell(-12.5)).toBe(-12.5);
  });

  it('turns missing values, empty text and non-finite numbers into empty cells', () => {
    for (const value of [null, undefined, '', Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(conversionCell(value)).toBeNull();
  });

  it('keeps number-like text as text (a ticker such as 0700 or 1E5 stays what it is)', () => {
    expect(conversionCell('0700')).toBe('0700');
    expect(conversionCell('1E5')).toBe('1E5');
  });

  it('writes booleans, dates and objects as text', () => {
    expect(conversionCell(false)).toBe('false');
    expect(conversionCell(new Date(Date.UTC(2026, 10, 20)))).toBe('2026-11-20T00:00:00.000Z');
    expect(conversionCell({ cap: 'upper' })).toBe('{"cap":"upper"}');
  });

  it('cuts text to the conversion limit of 10,000 characters', () => {
    expect(CONVERSION_LIMITS.cellChars).toBe(10_000);
    expect(conversionCell('x'.repeat(10_000))).toHaveLength(10_000);
    expect(conversionCell('x'.repeat(10_001))).toHaveLength(10_000);
  });
});

describe('rowsOf', () => {
  it('answers the values of each item in header order', () => {
    const headers = [{ key: 'latestPrice', label: 'Price' }, { key: 'ticker', label: 'Ticker' }, { key: 'stRange.upside', label: 'Upside' }];
    expect(rowsOf(headers, [{ ticker: 'SPY', latestPrice: 512, stRange: { upside: 3 } }, { ticker: 'QQQ' }])).toEqual([[512, 'SPY', 3], [undefined, 'QQQ', undefined]]);
  });

  it('answers no rows for no items and empty rows for no headers', () => {
    expect(rowsOf([{ key: 'ticker', label: 'Ticker' }], [])).toEqual([]);
    expect(rowsOf([], [{ ticker: 'SPY' }])).toEqual([[]]);
  });
});

describe('conversionBody (docs/api.md, "File conversion")', () => {
  it('uses the trimmed label as heading, else the key, else the column number', () => {
    const body = conversionBody([{ key: 'ticker', label: ' Ticker ' }, { key: 'sector', label: '  ' }, { key: '', label: '' }], [], 'export-x', 'Sheet');
    expect(body.headings).toEqual(['Ticker', 'sector', '#3']);
  });

  it('cuts headings to 200 characters', () => {
    const body = conversionBody([{ key: 'k', label: 'L'.repeat(250) }], [], 'f', 's');
    expect(body.headings[0]).toHaveLength(CONVERSION_LIMITS.headingChars);
    expect(CONVERSION_LIMITS.headingChars).toBe(200);
  });

  it('marks the ticker, name and list columns as text, the others not', () => {
    const headers = ['ticker', 'name', 'list', 'latestPrice', 'sector'].map((key) => ({ key, label: key }));
    expect(conversionBody(headers, [], 'f', 'TECH').specs).toEqual({ sheetName: 'TECH', columns: [{ type: 'text' }, { type: 'text' }, { type: 'text' }, null, null] });
  });

  it('converts each cell and keeps the file name', () => {
    const body = conversionBody([{ key: 'ticker', label: 'Ticker' }, { key: 'h64', label: 'Hurst' }], [['SPY', 0.61], ['0700', Number.NaN]], 'export-20260101-000000', 'MyFractalReport');
    expect(body.data).toEqual([['SPY', 0.61], ['0700', null]]);
    expect(body.fileName).toBe('export-20260101-000000');
  });
});
