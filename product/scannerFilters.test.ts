import { describe, expect, it } from 'vitest';
import {
  canonicalScannerQuery, configToEntries, SCANNER_EXAMPLES, SCANNER_FILTERS, SCANNER_RULES, scannerFilter, scannerFilterProblems,
  scannerFilterTypes, toFilterQuery, visibleScannerFilters, type ScannerFilterEntry, type ScannerUserContext,
} from './scannerFilters';

const PREMIUM_USER: ScannerUserContext = { modules: ['FREE', 'BASIC_OR_PREMIUM', 'PREMIUM'], rangePosAsPercent: true };
const BASIC_USER: ScannerUserContext = { modules: ['FREE', 'BASIC_OR_PREMIUM'], rangePosAsPercent: true };
const RATIO_USER: ScannerUserContext = { ...PREMIUM_USER, rangePosAsPercent: false };

/** The codes of a search's problems, by filter key. */
function codes(entries: ScannerFilterEntry[], user: ScannerUserContext = PREMIUM_USER, countries?: string[]): Record<string, string> {
  return Object.fromEntries(scannerFilterProblems(entries, user, countries).map((p) => [p.filterKey, p.code]));
}

const one = (entry: ScannerFilterEntry, user?: ScannerUserContext, countries?: string[]): string | undefined =>
  codes([entry], user, countries)[entry.filterKey];

describe('the scanner filter catalogue', () => {
  it('has unique keys, a field path per filter and the operators of its kind', () => {
    expect(new Set(SCANNER_FILTERS.map((f) => f.key)).size).toBe(SCANNER_FILTERS.length);
    for (const def of SCANNER_FILTERS) {
      expect(def.field).toMatch(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/);
      expect(scannerFilterTypes(def)).toEqual(def.kind === 'choice' ? ['in'] : ['above', 'below', 'between']);
    }
    expect(SCANNER_RULES.tokenCost).toBe(10);
    expect(SCANNER_RULES.reuseMinutes).toBe(120);
  });

  it('shows the filters of the user\'s modules and range display setting', () => {
    const keys = (user: ScannerUserContext) => visibleScannerFilters(user).map((f) => f.key);
    expect(keys(PREMIUM_USER)).toContain('ivRank');
    expect(keys(BASIC_USER)).not.toContain('ivRank');
    expect(keys(BASIC_USER)).toContain('cap');
    expect(keys({ modules: ['FREE'], rangePosAsPercent: true })).not.toContain('cap');
    expect(keys(PREMIUM_USER)).toContain('positionOnRange');
    expect(keys(PREMIUM_USER)).not.toContain('upsideDownsideRatio');
    expect(keys(RATIO_USER)).toContain('upsideDownsideRatio');
    expect(keys(RATIO_USER)).not.toContain('positionOnRange');
  });
});

describe('scannerFilterProblems', () => {
  it('accepts above and below with min (or val) and between with min and max', () => {
    expect(codes([
      { filterKey: 'upside', type: 'above', min: ' 2.5 ' },
      { filterKey: 'downside', type: 'below', val: 3 },
      { filterKey: 'ytd', type: 'between', min: '-10', max: '10' },
      { filterKey: 'trend', type: 'in', val: ['trendBullish', 'trendNeutral'] },
    ])).toEqual({});
  });

  it('needs a value for above and below, min and max for between, numbers for both', () => {
    expect(one({ filterKey: 'upside', type: 'above' })).toBe('needsValue');
    expect(one({ filterKey: 'upside', type: 'below', min: '  ' })).toBe('needsValue');
    expect(one({ filterKey: 'upside', type: 'between', min: '1' })).toBe('needsMinMax');
    expect(one({ filterKey: 'upside', type: 'between', max: '1' })).toBe('needsMinMax');
    expect(one({ filterKey: 'upside', type: 'between', min: '1', max: '' })).toBe('needsMinMax');
    expect(one({ filterKey: 'upside', type: 'above', min: 'abc' })).toBe('notANumber');
    expect(one({ filterKey: 'upside', type: 'between', min: '1', max: 'x' })).toBe('notANumber');
    expect(one({ filterKey: 'upside', type: 'between', min: '5', max: '1' })).toBe('minAboveMax');
  });

  it('takes decimal numbers only (no hex, binary or Infinity text)', () => {
    for (const text of ['0x10', '0b1', 'Infinity', '1,5', '1.2.3', '--1']) expect(one({ filterKey: 'upside', type: 'above', min: text }), text).toBe('notANumber');
    for (const text of ['1', '-1', '+1.5', '.5', '5.', '1e2', '-2E-1']) expect(one({ filterKey: 'upside', type: 'above', min: text }), text).toBeUndefined();
  });

  describe('Hurst bounds (document 2 section 5, "Table filters")', () => {
    const hurst = (type: 'above' | 'below' | 'between', min: string, max?: string) =>
      one({ filterKey: 'h64', type, min, ...(max === undefined ? {} : { max }) });

    it("'above' needs min >= 0 and < 1", () => {
      expect(hurst('above', '0')).toBeUndefined();
      expect(hurst('above', '0.99')).toBeUndefined();
      expect(hurst('above', '1')).toBe('hurst');
      expect(hurst('above', '1.2')).toBe('hurst');
      expect(hurst('above', '-0.1')).toBe('hurst');
    });

    it("'below' needs min > 0 and <= 1", () => {
      expect(hurst('below', '1')).toBeUndefined();
      expect(hurst('below', '0.01')).toBeUndefined();
      expect(hurst('below', '0')).toBe('hurst');
      expect(hurst('below', '1.01')).toBe('hurst');
    });

    it("'between' needs min >= 0 and < 1 and max > 0 and <= 1", () => {
      expect(hurst('between', '0', '1')).toBeUndefined();
      expect(hurst('between', '0.4', '0.6')).toBeUndefined();
      expect(hurst('between', '1', '1')).toBe('hurst');
      expect(hurst('between', '-0.1', '0.5')).toBe('hurst');
      expect(hurst('between', '0', '0')).toBe('hurst');
      expect(hurst('between', '0.2', '1.5')).toBe('hurst');
      expect(hurst('between', '0.7', '0.5')).toBe('minAboveMax');
      expect(codes([{ filterKey: 'h256', type: 'above', min: '2' }])).toEqual({ h256: 'hurst' });
    });
  });

  it('checks the bounds of bounded filters', () => {
    expect(one({ filterKey: 'ivRank', type: 'above', min: '101' })).toBe('outOfBounds');
    expect(one({ filterKey: 'ivRank', type: 'between', min: '-1', max: '50' })).toBe('outOfBounds');
    expect(one({ filterKey: 'ivRank', type: 'between', min: '0', max: '100' })).toBeUndefined();
    expect(one({ filterKey: 'h64Change5d', type: 'below', min: '-1.5' })).toBe('outOfBounds');
    expect(one({ filterKey: 'trendChangeSessions', type: 'below', min: '-1' })).toBe('outOfBounds');
    const problem = scannerFilterProblems([{ filterKey: 'relVolume1M', type: 'above', min: '-2' }], PREMIUM_USER)[0];
    expect(problem).toEqual({ filterKey: 'relVolume1M', code: 'outOfBounds', params: { min: 0, max: '∞' } });
  });

  it('refuses the filters of a module the user lacks', () => {
    expect(one({ filterKey: 'ivRank', type: 'above', min: '50' }, BASIC_USER)).toBe('notAllowed');
    expect(scannerFilterProblems([{ filterKey: 'ltUpside', type: 'above', min: '1' }], BASIC_USER)[0]?.params).toEqual({ module: 'PREMIUM' });
    expect(one({ filterKey: 'cap', type: 'in', val: ['UpperCap'] }, { modules: ['FREE'], rangePosAsPercent: true })).toBe('notAllowed');
    expect(one({ filterKey: 'cap', type: 'in', val: ['UpperCap'] }, BASIC_USER)).toBeUndefined();
  });

  it('refuses the range filter the range display setting hides', () => {
    expect(one({ filterKey: 'positionOnRange', type: 'below', min: '20' }, RATIO_USER)).toBe('hiddenBySetting');
    expect(one({ filterKey: 'upsideDownsideRatio', type: 'above', min: '2' }, PREMIUM_USER)).toBe('hiddenBySetting');
    expect(one({ filterKey: 'upsideDownsideRatio', type: 'above', min: '2' }, RATIO_USER)).toBeUndefined();
    expect(one({ filterKey: 'ltPositionOnRange', type: 'above', min: '50' }, RATIO_USER)).toBe('hiddenBySetting');
  });

  it('refuses unknown keys, duplicates, operators the filter does not take and an empty search', () => {
    expect(scannerFilterProblems([{ filterKey: 'noSuchFilter', type: 'above', min: '1' }], PREMIUM_USER))
      .toEqual([{ filterKey: 'noSuchFilter', code: 'unknownFilter', params: { key: 'noSuchFilter' } }]);
    const twice = scannerFilterProblems([{ filterKey: 'upside', type: 'above', min: '1' }, { filterKey: 'upside', type: 'below', min: '5' }], PREMIUM_USER);
    expect(twice).toEqual([{ filterKey: 'upside', code: 'duplicate' }]);
    expect(one({ filterKey: 'upside', type: 'in', val: ['1'] })).toBe('badType');
    expect(one({ filterKey: 'trend', type: 'above', min: '1' })).toBe('badType');
    expect(one({ filterKey: 'trend', type: 'eq', val: 'trendBullish' })).toBe('badType');
    expect(scannerFilterProblems([], PREMIUM_USER)).toEqual([{ filterKey: '', code: 'noFilter' }]);
  });

  it('checks the choices of choice filters (countries against the given list)', () => {
    expect(one({ filterKey: 'trend', type: 'in', val: [] })).toBe('needsSelection');
    expect(one({ filterKey: 'trend', type: 'in' })).toBe('needsSelection');
    expect(one({ filterKey: 'trend', type: 'in', val: 'trendBullish' })).toBeUndefined();
    expect(scannerFilterProblems([{ filterKey: 'sector', type: 'in', val: ['Technology', 'Gardening'] }], PREMIUM_USER))
      .toEqual([{ filterKey: 'sector', code: 'unknownChoice', params: { value: 'Gardening' } }]);
    expect(one({ filterKey: 'assetClass', type: 'in', val: [1] })).toBe('unknownChoice');
    expect(one({ filterKey: 'country', type: 'in', val: ['US', 'XX'] }, PREMIUM_USER, ['DE', 'US'])).toBe('unknownChoice');
    expect(one({ filterKey: 'country', type: 'in', val: ['US', 'DE'] }, PREMIUM_USER, ['DE', 'US'])).toBeUndefined();
    // Without the market's list any country passes (the client before it has loaded the list).
    expect(one({ filterKey: 'country', type: 'in', val: ['XX'] })).toBeUndefined();
  });

  it('gives at most one problem per entry, in entry order', () => {
    const problems = scannerFilterProblems([
      { filterKey: 'upside', type: 'between', min: '1' },
      { filterKey: 'nope', type: 'above', min: '1' },
      { filterKey: 'ivRank', type: 'above', min: '200' },
      { filterKey: 'h64', type: 'above', min: '1.5' },
    ], BASIC_USER);
    expect(problems.map((p) => [p.filterKey, p.code])).toEqual([['upside', 'needsMinMax'], ['nope', 'unknownFilter'], ['ivRank', 'notAllowed'], ['h64', 'hurst']]);
  });
});

describe('toFilterQuery', () => {
  it('names the row field and turns text into numbers', () => {
    expect(toFilterQuery({ filterKey: 'upside', type: 'above', min: ' 2.5 ' })).toEqual({ filterKey: 'upside', type: 'above', val: 2.5 });
    expect(toFilterQuery({ filterKey: 'downside', type: 'below', val: '3' })).toEqual({ filterKey: 'downside', type: 'below', val: 3 });
    expect(toFilterQuery({ filterKey: 'ivRank', type: 'between', min: '10', max: 90 })).toEqual({ filterKey: 'volData.currentIVRank', type: 'between', min: 10, max: 90 });
    expect(toFilterQuery({ filterKey: 'trend', type: 'in', val: 'trendBullish' })).toEqual({ filterKey: 'overallTARating', type: 'in', val: ['trendBullish'] });
    expect(toFilterQuery({ filterKey: 'gammaFlipDistance', type: 'above', min: '0' })).toEqual({ filterKey: 'scanMetrics.gammaFlipDistance', type: 'above', val: 0 });
    expect(() => toFilterQuery({ filterKey: 'nope', type: 'above', min: '1' })).toThrow(/unknown scanner filter/);
  });
});

describe('canonicalScannerQuery', () => {
  it('is the same for the same filter set however it is written', () => {
    const a = canonicalScannerQuery([
      { filterKey: 'upside', type: 'above', min: '2.50' },
      { filterKey: 'sector', type: 'in', val: ['Energy', 'Technology'] },
    ]);
    const b = canonicalScannerQuery([
      { filterKey: 'sector', type: 'in', val: ['Technology', 'Energy'] },
      { filterKey: 'upside', type: 'above', val: 2.5 },
    ]);
    expect(a).toBe(b);
  });

  it('differs when a bound, an operator or a choice differs', () => {
    const base = canonicalScannerQuery([{ filterKey: 'upside', type: 'above', min: '2' }]);
    expect(canonicalScannerQuery([{ filterKey: 'upside', type: 'above', min: '2.1' }])).not.toBe(base);
    expect(canonicalScannerQuery([{ filterKey: 'upside', type: 'below', min: '2' }])).not.toBe(base);
    expect(canonicalScannerQuery([{ filterKey: 'downside', type: 'above', min: '2' }])).not.toBe(base);
    expect(canonicalScannerQuery([{ filterKey: 'trend', type: 'in', val: ['trendBullish'] }]))
      .not.toBe(canonicalScannerQuery([{ filterKey: 'trend', type: 'in', val: ['trendBullish', 'trendNeutral'] }]));
  });
});

describe('configToEntries', () => {
  it('takes the active filters, trims the values and divides percent-entered values by 100', () => {
    expect(configToEntries({
      ivPremium: { isActive: true, type: 'above', min: ' 5 ' },
      upside: { isActive: true, type: 'between', min: ' 1 ', max: '3 ' },
      ytd: { isActive: false, type: 'above', min: '10' },
      custom: { isActive: true, type: 'below', val: '40', isPercentage: true },
      plain: { isActive: true, type: 'above', min: '7', isPercentage: false },
      trend: { isActive: true, type: 'in', val: ['trendBullish'] },
      sector: { isActive: true, type: 'in', val: null },
    })).toEqual([
      { filterKey: 'ivPremium', type: 'above', min: '0.05' },
      { filterKey: 'upside', type: 'between', min: '1', max: '3' },
      { filterKey: 'custom', type: 'below', min: '0.4' },
      { filterKey: 'plain', type: 'above', min: '7' },
      { filterKey: 'trend', type: 'in', val: ['trendBullish'] },
      { filterKey: 'sector', type: 'in', val: [] },
    ]);
  });

  it('divides both bounds of a percent between and keeps text that is no number for the check', () => {
    expect(configToEntries({ ivPremium: { isActive: true, type: 'between', min: '2', max: '7', isPercentage: true } }))
      .toEqual([{ filterKey: 'ivPremium', type: 'between', min: '0.02', max: '0.07' }]);
    const entries = configToEntries({ ivPremium: { isActive: true, type: 'above', min: 'abc' } });
    expect(entries).toEqual([{ filterKey: 'ivPremium', type: 'above', min: 'abc' }]);
    expect(scannerFilterProblems(entries, PREMIUM_USER)[0]?.code).toBe('notANumber');
  });

  it('turns every example into a search a Premium user may run', () => {
    for (const example of SCANNER_EXAMPLES) {
      const entries = configToEntries(example.filterConfig);
      expect(entries.length, example.id).toBeGreaterThan(0);
      expect(scannerFilterProblems(entries, PREMIUM_USER), example.id).toEqual([]);
      for (const entry of entries) expect(scannerFilter(entry.filterKey), entry.filterKey).toBeDefined();
    }
  });
});
