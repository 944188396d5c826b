import { describe, expect, it } from 'vitest';
import { createSimulatedMarket } from '../simulation';
import { nextSessionClose } from './nextClose';

const market = createSimulatedMarket({ seed: 1, size: 400, now: () => new Date('2026-11-20T22:00:00Z') });
const next = (iso: string): string => nextSessionClose(market, new Date(iso)).toISOString();

describe('nextSessionClose', () => {
  it('finds the coming New York close to the second', () => {
    expect(next('2026-11-20T20:30:00Z')).toBe('2026-11-20T21:00:00.000Z');
    expect(next('2026-11-20T21:00:00Z')).toBe('2026-11-23T21:00:00.000Z');
  });

  it('skips weekends and holidays and knows early closes', () => {
    expect(next('2026-11-25T22:00:00Z')).toBe('2026-11-27T18:00:00.000Z');
    expect(next('2026-07-02T21:30:00Z')).toBe('2026-07-06T20:00:00.000Z');
  });
});
