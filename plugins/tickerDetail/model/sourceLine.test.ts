import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../engine/i18n';
import { detailFormat } from './detailFormat';
import { sourceLine } from './sourceLine';

const en = setupI18n('en');
const de = setupI18n('de');
const fEn = detailFormat('en-US');
const fDe = detailFormat('de-DE');
const tEn = en.t.bind(en) as (key: string, options?: Record<string, unknown>) => string;
const tDe = de.t.bind(de) as (key: string, options?: Record<string, unknown>) => string;

describe('sourceLine', () => {
  it("labels the simulated market 'Demo data' with the close date", () => {
    expect(sourceLine({ latestSource: 'demo', latestPriceDate: '2026-11-20' }, tEn, fEn)).toBe('Demo data · Close of 11/20/2026');
  });

  it("labels imported data 'End-of-day data', also for a source it does not know", () => {
    expect(sourceLine({ latestSource: 'eod', latestPriceDate: '2026-11-20' }, tEn, fEn)).toBe('End-of-day data · Close of 11/20/2026');
    expect(sourceLine({ latestSource: 'vendorX' as 'eod', latestPriceDate: '2026-11-20' }, tEn, fEn)).toBe('End-of-day data · Close of 11/20/2026');
  });

  it('names the time of a real-time range', () => {
    const at = '2026-11-20T15:42:00.000Z';
    expect(sourceLine({ latestSource: 'realtime', latestPriceDate: '2026-11-20', latestRTRangeDate: at }, tEn, fEn))
      .toBe(`Real-time · Real-time range of ${fEn.dateTime(at)}`);
    expect(fEn.dateTime(at)).toMatch(/\d{2}:\d{2}/);
  });

  it('falls back to the close date for a real-time quote without a range time, and ignores a range time of other sources', () => {
    expect(sourceLine({ latestSource: 'realtime', latestPriceDate: '2026-11-20', latestRTRangeDate: null }, tEn, fEn)).toBe('Real-time · Close of 11/20/2026');
    expect(sourceLine({ latestSource: 'eod', latestPriceDate: '2026-11-20', latestRTRangeDate: '2026-11-20T15:42:00.000Z' }, tEn, fEn))
      .toBe('End-of-day data · Close of 11/20/2026');
  });

  it("shows 'n/A' for a missing date", () => {
    expect(sourceLine({ latestSource: 'eod', latestPriceDate: null }, tEn, fEn)).toBe('End-of-day data · Close of n/A');
  });

  it('reads in German with the German date', () => {
    const line = sourceLine({ latestSource: 'eod', latestPriceDate: '2026-11-20' }, tDe, fDe);
    expect(line).toBe('Tagesschlussdaten · Schlusskurs vom 20.11.2026');
    expect(sourceLine({ latestSource: 'demo', latestPriceDate: '2026-11-20' }, tDe, fDe)).toBe(`${tDe('common:demoData')} · Schlusskurs vom 20.11.2026`);
    expect(tDe('common:demoData')).not.toBe('Demo data');
  });
});
