import { describe, expect, it } from 'vitest';
import { cloudSizes } from './cloudSizes';

describe('cloudSizes', () => {
  it('spreads the holders over five sizes, by hand', () => {
    const sizes = cloudSizes([{ ticker: 'A', holders: 1 }, { ticker: 'B', holders: 3 }, { ticker: 'C', holders: 5 }, { ticker: 'D', holders: 9 }]);
    // (h − 1) / 8 × 4 + 1: 1, 2, 3, 5.
    expect([...sizes.entries()]).toEqual([['A', 1], ['B', 2], ['C', 3], ['D', 5]]);
  });

  it('gives the middle size when every ticker is held as often', () => {
    expect(cloudSizes([{ ticker: 'A', holders: 2 }, { ticker: 'B', holders: 2 }]).get('A')).toBe(3);
  });
});
