import { describe, expect, it } from 'vitest';
import { EOD_PACKAGE, canSelect, chunks, isEodUser, needsConfirmation, refreshMode } from './refreshPlan';

// What logic.test.ts does not cover already.
describe('isEodUser', () => {
  it('is the EOD-ACCESS package only', () => {
    expect(EOD_PACKAGE).toBe('EOD-ACCESS');
    expect(isEodUser('EOD-ACCESS')).toBe(true);
    expect(isEodUser('FULL-ACCESS')).toBe(false);
    expect(isEodUser('eod-access')).toBe(false);
    expect(isEodUser(undefined)).toBe(false);
    expect(isEodUser(null)).toBe(false);
  });
});

describe('refreshMode (document 2 section 4, "Refresh flow")', () => {
  it('refreshes the last price the same way for EOD users', () => {
    expect(refreshMode('quote', 'EOD-ACCESS')).toBe('QUOTE_ONLY');
  });

  it('gives ranges in real time when the package is unknown', () => {
    expect(refreshMode('ranges', undefined)).toBe('full');
  });
});

describe('canSelect', () => {
  it('lets everyone select a row that is not loaded yet or has no real-time flag', () => {
    expect(canSelect(undefined, 'EOD-ACCESS')).toBe(true);
    expect(canSelect({}, 'EOD-ACCESS')).toBe(true);
  });

  it('keeps EOD users only from rows flagged exactly true', () => {
    expect(canSelect({ noRealtime: 'true' }, 'EOD-ACCESS')).toBe(true);
    expect(canSelect({ noRealtime: true }, null)).toBe(true);
  });
});

describe('needsConfirmation (more than half of the list)', () => {
  it('confirms more than half of an odd-sized list, not half rounded down', () => {
    expect(needsConfirmation('full', 3, 5)).toBe(true);
    expect(needsConfirmation('full', 2, 5)).toBe(false);
    expect(needsConfirmation('full', 1, 1)).toBe(true);
  });

  it('never confirms the EOD range refresh, which spends no tokens', () => {
    expect(needsConfirmation('EOD_RANGE', 10, 10)).toBe(false);
  });

  it('does not confirm for an empty list or no selection', () => {
    expect(needsConfirmation('full', 0, 0)).toBe(false);
    expect(needsConfirmation('full', 3, 0)).toBe(false);
    expect(needsConfirmation('full', 0, 10)).toBe(false);
  });
});

describe('chunks', () => {
  it('makes the real-time chunks of 3 and the load chunks of 15 (document 2 section 7)', () => {
    const tickers = Array.from({ length: 31 }, (_, i) => `T${i}`);
    expect(chunks(tickers, 3).map((c) => c.length)).toEqual([...Array(10).fill(3), 1]);
    expect(chunks(tickers, 15).map((c) => c.length)).toEqual([15, 15, 1]);
    expect(chunks(tickers, 15).flat()).toEqual(tickers);
  });

  it('answers no chunks for nothing and one chunk when everything fits', () => {
    expect(chunks([], 3)).toEqual([]);
    expect(chunks(['A', 'B', 'C'], 3)).toEqual([['A', 'B', 'C']]);
  });
});
