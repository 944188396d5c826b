import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { compare, filterProblem, filterQueryListSchema, matchesAll, matchesFilter, readField, writeField, type FilterQuery } from './filterQuery';

const q = (f: Omit<FilterQuery, 'filterKey'> & { filterKey?: string }): FilterQuery => ({ filterKey: 'x', ...f });
const match = (value: unknown, f: Omit<FilterQuery, 'filterKey'>): boolean => matchesFilter({ x: value }, q(f));

describe('filterProblem', () => {
  it.each([
    ['above', q({ type: 'above', val: 0.5 })],
    ['above a date', q({ type: 'above', val: '2026-01-01' })],
    ['above a numeric string (scanner values are trimmed strings)', q({ type: 'above', val: '0.5' })],
    ['below', q({ type: 'below', val: -3 })],
    ['between', q({ type: 'between', min: 0, max: 1 })],
    ['between equal bounds', q({ type: 'between', min: 0.5, max: 0.5 })],
    ['between dates', q({ type: 'between', min: '2026-01-01', max: '2026-01-31' })],
    ['between numeric strings', q({ type: 'between', min: '2', max: '10' })],
    ['in', q({ type: 'in', val: ['a'] })],
    ['eq text', q({ type: 'eq', val: 'a' })],
    ['eq number', q({ type: 'eq', val: 0 })],
    ['eq boolean', q({ type: 'eq', val: false })],
    ['contains', q({ type: 'contains', val: 'a' })],
  ])('accepts %s', (_name, f) => {
    expect(filterProblem(f)).toBeNull();
  });

  it.each([
    ['above without val', q({ type: 'above' }), 'x: "above" needs a number or date in val'],
    ['above with empty text', q({ type: 'above', val: '' }), 'x: "above" needs a number or date in val'],
    ['above with NaN', q({ type: 'above', val: Number.NaN }), 'x: "above" needs a number or date in val'],
    ['above with a list', q({ type: 'above', val: [1] }), 'x: "above" needs a number or date in val'],
    ['below with a boolean', q({ type: 'below', val: true }), 'x: "below" needs a number or date in val'],
    ['below with Infinity', q({ type: 'below', val: Number.POSITIVE_INFINITY }), 'x: "below" needs a number or date in val'],
    ['between without max', q({ type: 'between', min: 1 }), 'x: "between" needs min and max'],
    ['between without min', q({ type: 'between', max: 1 }), 'x: "between" needs min and max'],
    ['between with min above max', q({ type: 'between', min: 2, max: 1 }), 'x: min must not be above max'],
    ['between with dates reversed', q({ type: 'between', min: '2026-02-01', max: '2026-01-31' }), 'x: min must not be above max'],
    ['between with numeric strings reversed', q({ type: 'between', min: '10', max: '9' }), 'x: min must not be above max'],
    ['in without val', q({ type: 'in' }), 'x: "in" needs a non-empty list in val'],
    ['in with an empty list', q({ type: 'in', val: [] }), 'x: "in" needs a non-empty list in val'],
    ['in with one value', q({ type: 'in', val: 'a' }), 'x: "in" needs a non-empty list in val'],
    ['eq without val', q({ type: 'eq' }), 'x: "eq" needs one value in val'],
    ['eq with a list', q({ type: 'eq', val: ['a'] }), 'x: "eq" needs one value in val'],
    ['contains without val', q({ type: 'contains' }), 'x: "contains" needs text in val'],
    ['contains with empty text', q({ type: 'contains', val: '' }), 'x: "contains" needs text in val'],
    ['contains with a number', q({ type: 'contains', val: 5 }), 'x: "contains" needs text in val'],
  ])('refuses %s', (_name, f, message) => {
    expect(filterProblem(f)).toBe(message);
  });
});

describe('filterQueryListSchema', () => {
  const validate = new Ajv({ allowUnionTypes: true }).compile(filterQueryListSchema);
  it('accepts a list of filters', () => {
    expect(validate([{ filterKey: 'payload.title', type: 'contains', val: 'a' }, { filterKey: 'h64', type: 'between', min: '0', max: 1 }])).toBe(true);
  });
  it.each([
    ['an unknown operator', [{ filterKey: 'x', type: 'like', val: 'a' }]],
    ['an unsafe key', [{ filterKey: "x'); drop table", type: 'eq', val: 'a' }]],
    ['an extra property', [{ filterKey: 'x', type: 'eq', val: 'a', sql: '1=1' }]],
    ['an object value', [{ filterKey: 'x', type: 'eq', val: { $ne: 1 } }]],
    ['no type', [{ filterKey: 'x' }]],
  ])('refuses %s', (_name, list) => {
    expect(validate(list)).toBe(false);
  });
});

describe('compare', () => {
  it('compares numbers as numbers', () => {
    expect(compare(9, 10)).toBeLessThan(0);
    expect(compare(10, '9')).toBeGreaterThan(0);
    expect(compare('9', 10)).toBeLessThan(0);
  });
  it('compares numeric strings as numbers', () => {
    expect(compare('9', '10')).toBeLessThan(0);
    expect(compare('-2', '1.5')).toBeLessThan(0);
    expect(compare('0.50', '0.5')).toBe(0);
  });
  it('compares ISO dates and other text as text', () => {
    expect(compare('2026-01-31', '2026-02-01')).toBeLessThan(0);
    expect(compare('2026-01-31T10:00:00Z', '2026-01-31T09:00:00Z')).toBeGreaterThan(0);
    expect(compare('AAPL', 'MSFT')).toBeLessThan(0);
  });
});

describe('readField', () => {
  it('reads dotted paths and gives undefined for missing ones', () => {
    const row = { payload: { title: 'T', address: { city: 'Berlin' } }, n: null };
    expect(readField(row, 'payload.title')).toBe('T');
    expect(readField(row, 'payload.address.city')).toBe('Berlin');
    expect(readField(row, 'payload.missing.city')).toBeUndefined();
    expect(readField(row, 'n.deeper')).toBeUndefined();
    expect(readField(null, 'a')).toBeUndefined();
  });
});

describe('matchesFilter', () => {
  describe('above and below', () => {
    it('numbers, strictly', () => {
      expect(match(0.7, { type: 'above', val: 0.6 })).toBe(true);
      expect(match(0.6, { type: 'above', val: 0.6 })).toBe(false);
      expect(match(0.5, { type: 'above', val: 0.6 })).toBe(false);
      expect(match(0.5, { type: 'below', val: 0.6 })).toBe(true);
      expect(match(0.6, { type: 'below', val: 0.6 })).toBe(false);
      expect(match(-1, { type: 'below', val: 0 })).toBe(true);
    });
    it('a number against a numeric string bound (scanner)', () => {
      expect(match(10, { type: 'above', val: '9' })).toBe(true);
      expect(match(8, { type: 'above', val: '9' })).toBe(false);
      expect(match(0, { type: 'below', val: '0.5' })).toBe(true);
    });
    it('ISO dates', () => {
      expect(match('2026-03-02', { type: 'above', val: '2026-03-01' })).toBe(true);
      expect(match('2026-03-01', { type: 'above', val: '2026-03-01' })).toBe(false);
      expect(match('2026-02-28', { type: 'below', val: '2026-03-01' })).toBe(true);
      expect(match('2025-12-31', { type: 'below', val: '2026-01-01' })).toBe(true);
    });
  });

  describe('between', () => {
    it('numbers, bounds included', () => {
      for (const [v, expected] of [[-0.01, false], [0, true], [0.5, true], [1, true], [1.01, false]] as const) {
        expect(match(v, { type: 'between', min: 0, max: 1 }), String(v)).toBe(expected);
      }
    });
    it('numbers with string bounds', () => {
      expect(match(5, { type: 'between', min: '2', max: '10' })).toBe(true);
      expect(match(11, { type: 'between', min: '2', max: '10' })).toBe(false);
    });
    it('ISO dates, bounds included', () => {
      const f = { type: 'between', min: '2026-01-05', max: '2026-01-10' } as const;
      expect(match('2026-01-04', f)).toBe(false);
      expect(match('2026-01-05', f)).toBe(true);
      expect(match('2026-01-07', f)).toBe(true);
      expect(match('2026-01-10', f)).toBe(true);
      expect(match('2026-01-11', f)).toBe(false);
    });
    it('date-only bounds take the whole day of a date-time value (as the SQL side does)', () => {
      const f = { type: 'between', min: '2026-01-05', max: '2026-01-10' } as const;
      expect(match('2026-01-05T00:00:00.000Z', f)).toBe(true);
      expect(match('2026-01-10T23:59:59.000Z', f)).toBe(true);
      expect(match('2026-01-11T00:00:00.000Z', f)).toBe(false);
      expect(match('2026-01-04T23:59:59.000Z', f)).toBe(false);
      expect(match('2026-01-10T12:00:00Z', { type: 'above', val: '2026-01-10' })).toBe(false);
      expect(match('2026-01-10T12:00:00Z', { type: 'below', val: '2026-01-10' })).toBe(false);
      expect(match('2026-01-11T00:00:00Z', { type: 'above', val: '2026-01-10' })).toBe(true);
    });
  });

  describe('in', () => {
    it('one of the values, text ignoring case', () => {
      const f: Omit<FilterQuery, 'filterKey'> = { type: 'in', val: ['trendBullish', 'trendNeutral'] };
      expect(match('trendBullish', f)).toBe(true);
      expect(match('TRENDBULLISH', f)).toBe(true);
      expect(match('trendBearish', f)).toBe(false);
    });
    it('numbers and numeric strings', () => {
      expect(match(3, { type: 'in', val: ['1', '3'] })).toBe(true);
      expect(match('3', { type: 'in', val: [1, 3] })).toBe(true);
      expect(match(2, { type: 'in', val: [1, 3] })).toBe(false);
    });
    it('array-valued fields match when any element is listed', () => {
      const f: Omit<FilterQuery, 'filterKey'> = { type: 'in', val: ['Tech', 'Energy'] };
      expect(match(['Health', 'tech'], f)).toBe(true);
      expect(match(['Health', 'Finance'], f)).toBe(false);
      expect(match([], f)).toBe(false);
    });
  });

  describe('eq', () => {
    it('text ignoring case', () => {
      expect(match('Open', { type: 'eq', val: 'open' })).toBe(true);
      expect(match('Opened', { type: 'eq', val: 'open' })).toBe(false);
    });
    it('numbers, also against numeric strings', () => {
      expect(match(5, { type: 'eq', val: 5 })).toBe(true);
      expect(match(5, { type: 'eq', val: '5' })).toBe(true);
      expect(match('5.0', { type: 'eq', val: 5 })).toBe(true);
      expect(match(5, { type: 'eq', val: 6 })).toBe(false);
      expect(match(0, { type: 'eq', val: '' })).toBe(false);
      expect(match('abc', { type: 'eq', val: 0 })).toBe(false);
    });
    it('booleans', () => {
      expect(match(true, { type: 'eq', val: true })).toBe(true);
      expect(match(false, { type: 'eq', val: true })).toBe(false);
      expect(match(false, { type: 'eq', val: false })).toBe(true);
    });
    it('booleans against the text an enum filter sends, as the SQL side compares them', () => {
      expect(match(true, { type: 'eq', val: 'true' })).toBe(true);
      expect(match(false, { type: 'eq', val: 'false' })).toBe(true);
      expect(match(false, { type: 'eq', val: 'TRUE' })).toBe(false);
      expect(match('true', { type: 'eq', val: true })).toBe(true);
      expect(match(true, { type: 'in', val: ['false', 'true'] })).toBe(true);
      expect(match(true, { type: 'eq', val: 1 })).toBe(false);
    });
  });

  describe('contains', () => {
    it('a part of the text, ignoring case', () => {
      expect(match('Cannot log in', { type: 'contains', val: 'LOG' })).toBe(true);
      expect(match('Cannot log in', { type: 'contains', val: 'logout' })).toBe(false);
    });
    it('numbers as text', () => {
      expect(match(12345, { type: 'contains', val: '234' })).toBe(true);
    });
  });

  describe('missing values never match', () => {
    const filters: Omit<FilterQuery, 'filterKey'>[] = [
      { type: 'above', val: -1e9 },
      { type: 'below', val: 1e9 },
      { type: 'between', min: -1e9, max: 1e9 },
      { type: 'in', val: ['', 'null', 'undefined'] },
      { type: 'eq', val: '' },
      { type: 'eq', val: 'null' },
      { type: 'contains', val: 'u' },
    ];
    it.each(filters.flatMap((f) => [undefined, null, ''].map((v) => [f.type, v, f] as const)))('%s on %j', (_type, value, f) => {
      expect(match(value, f)).toBe(false);
    });
    it('a row without the field', () => {
      for (const f of filters) expect(matchesFilter({}, q(f))).toBe(false);
      expect(matchesFilter({ a: 1 }, { filterKey: 'a.b', type: 'above', val: 0 })).toBe(false);
    });
  });

  it('reads nested keys', () => {
    expect(matchesFilter({ ltRange: { upside: 0.3 } }, { filterKey: 'ltRange.upside', type: 'above', val: 0.2 })).toBe(true);
  });

  it('takes a custom reader', () => {
    const read = (row: unknown, key: string): unknown => (row as Map<string, unknown>).get(key);
    expect(matchesFilter(new Map([['h64', 0.7]]), { filterKey: 'h64', type: 'above', val: 0.6 }, read)).toBe(true);
  });
});

describe('matchesAll', () => {
  const row = { ticker: 'AAPL', h64: 0.65, trend: 'trendBullish', sectors: ['Tech'] };
  it('needs every filter to pass', () => {
    const filters: FilterQuery[] = [
      { filterKey: 'h64', type: 'above', val: 0.6 },
      { filterKey: 'trend', type: 'in', val: ['trendBullish'] },
      { filterKey: 'sectors', type: 'in', val: ['tech'] },
      { filterKey: 'ticker', type: 'contains', val: 'aa' },
    ];
    expect(matchesAll(row, filters)).toBe(true);
    expect(matchesAll(row, [...filters, { filterKey: 'h64', type: 'below', val: 0.6 }])).toBe(false);
    expect(matchesAll(row, [...filters, { filterKey: 'missing', type: 'eq', val: 'x' }])).toBe(false);
  });
  it('passes every row without filters', () => {
    expect(matchesAll(row, [])).toBe(true);
    expect(matchesAll({}, [])).toBe(true);
  });
  it('filters a list of rows', () => {
    const rows = [{ h: 0.2 }, { h: 0.5 }, { h: null }, { h: 0.9 }, {}];
    expect(rows.filter((r) => matchesAll(r, [{ filterKey: 'h', type: 'between', min: 0.3, max: 1 }]))).toEqual([{ h: 0.5 }, { h: 0.9 }]);
  });
});

describe('compareText', () => {
  it('orders case-insensitively by code unit, ties case-sensitively', async () => {
    const { compareText } = await import('./filterQuery');
    expect(['banana', 'Apple', 'apple', 'Banana'].sort(compareText)).toEqual(['Apple', 'apple', 'Banana', 'banana']);
  });
});

describe('writeField', () => {
  it('writes a dotted path, copying the objects on the way instead of changing them', () => {
    const shared = { sector: 'Energy' };
    const row: Record<string, unknown> = { companyInfo: shared };
    writeField(row, 'companyInfo.country', 'US');
    writeField(row, 'scanMetrics.h64Change5d', 0.1);
    expect(row).toEqual({ companyInfo: { sector: 'Energy', country: 'US' }, scanMetrics: { h64Change5d: 0.1 } });
    expect(shared).toEqual({ sector: 'Energy' });
    expect(readField(row, 'scanMetrics.h64Change5d')).toBe(0.1);
  });
});
