import { describe, expect, it } from 'vitest';
import { demoPrices, rangeBand } from './demoSeries';

describe('landing demo series', () => {
  it('is the same for the same seed', () => {
    expect(demoPrices(7, 50)).toEqual(demoPrices(7, 50));
    expect(demoPrices(7, 50)).not.toEqual(demoPrices(8, 50));
  });

  it('keeps the band around the mean', () => {
    const prices = demoPrices(3, 80);
    const band = rangeBand(prices);
    band.upper.forEach((u, i) => expect(u).toBeGreaterThanOrEqual(band.lower[i] ?? 0));
  });
});
