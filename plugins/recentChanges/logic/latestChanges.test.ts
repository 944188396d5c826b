import { describe, expect, it } from 'vitest';
import { latestChanges } from './latestChanges';

describe('latestChanges', () => {
  const rows = [
    { id: 'a', date: '2026-11-18', containedInLists: ['Market overview'] },
    { id: 'b', date: '2026-11-20', containedInLists: [] },
    { id: 'c', date: '2026-11-19', containedInLists: ['Tech'] },
    { id: 'd', date: '2026-11-20', containedInLists: ['Market overview', 'Tech'] },
  ];

  it('keeps the signals of tickers in the user\'s lists, newest first, up to the limit', () => {
    expect(latestChanges(rows, 10).map((r) => r.id)).toEqual(['d', 'c', 'a']);
    expect(latestChanges(rows, 2).map((r) => r.id)).toEqual(['d', 'c']);
    expect(latestChanges(rows, 0)).toEqual([]);
  });
});
