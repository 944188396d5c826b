import { describe, expect, it } from 'vitest';
import { detectSplitError, SPLIT_CONFIRMATION_SESSIONS, SPLIT_RATIOS, splitCheckOptionsFor } from './splitDetection';
import { randomWalkCloses, seededRandom } from './testing/seededRandom';
import { syntheticCloses } from './testing/syntheticMarket';

function withJump(closes: Float64Array, at: number, factor: number): Float64Array {
  return closes.map((c, i) => (i >= at ? c * factor : c));
}

const base = randomWalkCloses(seededRandom(77), 400, 0.015);

describe('detectSplitError', () => {

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

describe('detectSplitError for every asset class', () => {
  /** A volatility index: calm around 15 with 5 % daily moves, a one-day jump of +116 %, then turbulent decay. */
  function volatilitySpike(daysAfter: number): Float64Array {
    const rng = seededRandom(91);
    const out: number[] = [];
    let level = 15;
    for (let i = 0; i < 120; i++) out.push((level *= Math.exp(0.05 * rng.normal() - 0.2 * Math.log(level / 15))));
    out.push((level *= 2.16));
    const decay = [-0.22, -0.08, 0.19, -0.14, -0.12, -0.03, -0.26, -0.01, 0.02, 0.09, -0.11, 0.06, -0.07, 0.04, -0.05];
    for (let i = 0; i < daysAfter; i++) out.push((level *= Math.exp(decay[i % decay.length]!)));
    return Float64Array.from(out);
  }

  it('does not flag a volatility index\'s one-day spike, on the day or after', () => {
    expect(detectSplitError(volatilitySpike(0), splitCheckOptionsFor('volatility')).potentialSplitError).toBe(false);
    for (const days of [3, 5, 15]) expect(detectSplitError(volatilitySpike(days), splitCheckOptionsFor('volatility')).potentialSplitError).toBe(false);
  });

  it('flags a lasting split-sized jump of an index, a future or a currency once calm sessions confirm it', () => {
    const calm = withJump(base, 390, 10);
    for (const type of ['index', 'future', 'fx', 'bond', 'volatility'] as const) {
      expect(detectSplitError(calm, splitCheckOptionsFor(type))).toMatchObject({ potentialSplitError: true, index: 390, ratio: '1:10' });
      expect(detectSplitError(withJump(base, 398, 10), splitCheckOptionsFor(type)).potentialSplitError).toBe(false); // 2 sessions after: not judged yet
    }
    expect(SPLIT_CONFIRMATION_SESSIONS.stock).toBe(0);
  });
});
