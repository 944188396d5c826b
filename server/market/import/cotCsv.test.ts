import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headerFields, isCotHeader, parseCotCsv } from './cotCsv';
import { cotReleaseAt } from './cotRelease';

const SAMPLE = readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/cot/cot_legacy_futures_sample.csv'), 'utf8');
const API_HEADER = 'Market_and_Exchange_Names,As_of_Date_In_Form_YYMMDD,Report_Date_as_YYYY-MM-DD,CFTC_Contract_Market_Code,Open_Interest_All,NonComm_Positions_Long_All,NonComm_Positions_Short_All';

describe('COT files', () => {
  it('tells a COT header from an end-of-day one', () => {
    expect(isCotHeader(headerFields(SAMPLE))).toBe(true);
    expect(isCotHeader(headerFields(API_HEADER))).toBe(true);
    expect(isCotHeader(headerFields('Date,Open,High,Low,Close,Volume'))).toBe(false);
  });

  it('reads the sample: three markets of the screen, the other market skipped', () => {
    const parsed = parseCotCsv(SAMPLE, 'sample.csv');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toBe(12);
    expect(parsed.otherMarketRows).toBe(3);
    expect([...parsed.markets.keys()].sort()).toEqual(['es', 'eur', 'gold']);
    expect(parsed.markets.get('es')![0]).toMatchObject({ date: '2024-01-02', contractCode: '13874A', openInterest: 2148321, longPositions: 288154, shortPositions: 367912 });
  });

  it('reads the public reporting CSV (ISO date with a time part), prefers SOFR over the Eurodollar on one date', () => {
    const text = [API_HEADER,
      'EURODOLLARS-3M - CME,230103,2023-01-03T00:00:00.000,132741,100,60,10',
      'SOFR-3M - CME,230103,2023-01-03T00:00:00.000,134741,200,50,80',
      'EURODOLLARS-3M - CME,221227,2022-12-27T00:00:00.000,132741,100,40,10'].join('\n');
    const parsed = parseCotCsv(text, 'api.csv');
    expect(parsed.errors).toEqual([]);
    expect(parsed.markets.get('eurodollar')!.map((r) => [r.date, r.contractCode])).toEqual([['2022-12-27', '132741'], ['2023-01-03', '134741']]);
  });

  it('YYMMDD dates when there is no ISO column', () => {
    const text = 'CFTC Contract Market Code,As of Date in Form YYMMDD,Open Interest (All),Noncommercial Positions-Long (All),Noncommercial Positions-Short (All)\n088691,990105,10,5,1\n088691,240102,10,5,1';
    expect(parseCotCsv(text, 'x.csv').markets.get('gold')!.map((r) => r.date)).toEqual(['1999-01-05', '2024-01-02']);
  });

  it('reports every problem with its line; a file with an error imports nothing', () => {
    const text = [API_HEADER,
      'GOLD,240102,2024-01-02,088691,100,abc,10',
      'GOLD,240109,2024-13-09,088691,100,20,10',
      'GOLD,240116,2024-01-16,088691,100,20,10',
      'GOLD,240116,2024-01-16,088691,100,20,10',
      'GOLD,240123,2030-01-23,088691,100,20,10'].join('\n');
    const parsed = parseCotCsv(text, 'bad.csv', { maxDate: '2026-01-01' });
    expect(parsed.errors.map((e) => [e.line, e.message])).toEqual([
      [2, 'Noncommercial Positions-Long (All) "abc" is not a whole number of contracts'],
      [3, 'report date "2024-13-09" is not a date'],
      [5, 'a second report of 088691 for 2024-01-16 (the first is on line 4)'],
      [6, 'report date 2030-01-23 is in the future'],
    ]);
    expect(parseCotCsv('CFTC Contract Market Code,Open Interest (All)\n088691,1', 'short.csv').errors[0]!.message)
      .toBe('missing columns As of Date in Form YYYY-MM-DD, Noncommercial Positions-Long (All), Noncommercial Positions-Short (All)');
    expect(parseCotCsv(`${API_HEADER}\nWHEAT,240102,2024-01-02,001612,1,1,1`, 'none.csv').errors[0]!.message).toMatch(/holds no report of the markets/);
  });

  it('a report counts from the Friday after, 15:30 New York (EST and EDT)', () => {
    expect(cotReleaseAt('2024-01-02')).toBe('2024-01-05T20:30:00.000Z');
    expect(cotReleaseAt('2024-07-02')).toBe('2024-07-05T19:30:00.000Z');
    expect(cotReleaseAt('2026-11-17')).toBe('2026-11-20T20:30:00.000Z');
  });
});
