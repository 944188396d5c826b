import { describe, expect, it } from 'vitest';
import { detectSplitError, SPLIT_RATIOS } from './splitDetection';
import { randomWalkCloses, seededRandom } from './testing/seededRandom';
import { syntheticCloses } from './testing/syntheticMarket';

function withJump(closes: Float64Array, at: number, factor: number): Float64Array {
  return closes.map((c, i) => (i >= at ? c * factor : c));
}

describe('detectSplitError', () => {
  const base = randomWalkCloses(seededRandom(77), 400, 0.015);

  it('lists the common ratios', () => {
    expect(SPLIT_RATIOS.map((r) => r.label)).toEqual(expect.arrayContaining(['2:1', '3:1', '3:2', '4:1', '5:1', '10:1', '1:10']));
  });

  it('flags an unadjusted 2:1 split, a 3:2 split and a 1:10 reverse split', () => {
    expect(detectSplitError(withJump(base, 350, 0.5))).toEqual({ potentialSplitError: true, index: 350, ratio: '2:1' });
    expect(detectSplitError(withJump(base, 380, 2 / 3))).toMatchObject({ potentialSplitError: true, ratio: '3:2' });
    expect(detectSplitError(withJump(base, 200, 10))).toMatchObject({ potentialSplitError: true, index: 200, ratio: '1:10' });
  });

  it('flags a split on the latest bar', () => {
    expect(detectSplitError(withJump(base, 400, 0.25))).toMatchObject({ potentialSplitError: true, index: 400, ratio: '4:1' });
  });

  it('does not flag clean data, a reverting bad tick, a non-split move or an old split', () => {
    expect(detectSplitError(base).potentialSplitError).toBe(false);
    const tick = base.slice();
    tick[300] = tick[300]! / 2;
    expect(detectSplitError(tick).potentialSplitError).toBe(false);
    expect(detectSplitError(withJump(base, 300, 0.75)).potentialSplitError).toBe(false); // −25 %: no split ratio
    expect(detectSplitError(withJump(base, 50, 0.5)).potentialSplitError).toBe(false); // beyond the 300-return lookback
  });

  it('does not flag a move that is ordinary for a very volatile asset', () => {
    const wild = randomWalkCloses(seededRandom(78), 400, 0.08);
    expect(detectSplitError(withJump(wild, 350, 2 / 3)).potentialSplitError).toBe(false);
    expect(detectSplitError(withJump(wild, 350, 0.1))).toMatchObject({ potentialSplitError: true, ratio: '10:1' });
  });

  it('raises no false alarm over 40 years of fat-tailed, clustered synthetic prices', () => {
    for (let seed = 0; seed < 10; seed++) {
      const closes = syntheticCloses(seededRandom(500 + seed), 1000, { dailyVol: 0.02 });
      expect(detectSplitError(closes, { lookback: 1000 }).potentialSplitError).toBe(false);
    }
  });
});
