import { describe, expect, it } from 'vitest';
import { bracketed, shownValue, zTone } from './cftcFormat';
import { cftcExport, cftcGroups, latestReportDate } from './cftcRows';
import { fixtureCftc } from '../testing/fixtures';

describe('the CFTC screen\'s numbers', () => {
  it('two decimals, negatives in brackets', () => {
    expect(bracketed(-1.234)).toBe('(1.23)');
    expect(bracketed(-654.321)).toBe('(654.32)');
    expect(bracketed(12345.6)).toBe('12,345.60');
    expect(bracketed(-0.001)).toBe('0.00');
    expect(bracketed(null)).toBe('–');
  });

  it('z-scores green above 2, red below −2, nothing at the limits', () => {
    expect([2.01, 2, -2, -2.01, 0, null].map(zTone)).toEqual(['high', null, null, 'low', null, null]);
  });

  it('positions in thousands, z-scores as they are', () => {
    const es = fixtureCftc().es!.statistics;
    expect(shownValue(es, 'latest')).toBeCloseTo(123.456, 9);
    expect(shownValue(es, 'zScore1Y')).toBe(2.34);
  });

  it('groups in the spec\'s order and one export row per market', () => {
    const groups = cftcGroups(fixtureCftc());
    expect(groups.map((g) => [g.group, g.entries.map((e) => e.ticker)])).toEqual([
      ['equities', ['es', 'vix']], ['rates', ['us10y']], ['currencies', ['eur']], ['commodities', ['gold']],
    ]);
    const { headers, items } = cftcExport(groups, { group: (g) => g.toUpperCase(), metric: 'Metric', groupHeading: 'Group', columns: { latest: 'Latest' } });
    expect(headers.slice(0, 3).map((h) => h.label)).toEqual(['Group', 'Metric', 'Latest']);
    expect(items[2]).toMatchObject({ group: 'RATES', metric: 'us10y', latest: -654.32, zScore1Y: -2.5 });
  });

  it('the as-of date is the latest weekly report of any market; none for an empty answer', () => {
    const answer = fixtureCftc();
    const dates = Object.values(answer).map((e) => e.data.at(-1)?.Date ?? '').sort();
    expect(latestReportDate(answer)).toBe(dates.at(-1));
    const es = answer.es!;
    expect(latestReportDate({ es: { ...es, data: [...es.data, { ...es.data.at(-1)!, Date: '2099-01-06' }] } })).toBe('2099-01-06');
    expect(latestReportDate({})).toBeNull();
  });
});
