import { describe, expect, it } from 'vitest';
import { FAST_SCROLL_ROWS, NO_LIGHT_ROWS, planLightRows, type LightRowsState } from './lightRows';

const ROW = 32;
const FAST = FAST_SCROLL_ROWS * ROW;
const keys = (from: number, to: number): string[] => Array.from({ length: to - from }, (_, i) => `r${from + i}`);

/** Renders the steps one after the other, as the list does; answers each step's light rows. */
function scrollThrough(steps: { offset: number; keys: string[]; settled?: boolean }[], start: LightRowsState = NO_LIGHT_ROWS): string[][] {
  let state = start;
  return steps.map(({ offset, keys: shown, settled = false }) => {
    const { light, next } = planLightRows(state, offset, ROW, shown, settled);
    state = next;
    return [...light];
  });
}

describe('planLightRows', () => {
  it('renders every row in full without scrolling, and for one jump however long', () => {
    expect(scrollThrough([{ offset: 0, keys: keys(0, 20) }, { offset: 0, keys: keys(0, 20) }])).toEqual([[], []]);
    expect(scrollThrough([{ offset: 0, keys: keys(0, 20) }, { offset: 100 * ROW, keys: keys(100, 120) }])).toEqual([[], []]);
  });

  it('from the second fast step running, the rows that come in are light; the rows already shown keep their content', () => {
    const light = scrollThrough([
      { offset: 0, keys: keys(0, 20) },
      { offset: FAST, keys: keys(6, 26) },
      { offset: 2 * FAST, keys: keys(12, 32) },
      { offset: 3 * FAST, keys: keys(18, 38) },
    ]);
    expect(light[1]).toEqual([]);
    expect(light[2]).toEqual(keys(26, 32));
    // r26–r31 stay light (they never had content), r32–r37 come in light.
    expect(light[3]).toEqual(keys(26, 38));
  });

  it('a slower step fills every row, and so does a settled render', () => {
    const start = [
      { offset: 0, keys: keys(0, 20) },
      { offset: FAST, keys: keys(6, 26) },
      { offset: 2 * FAST, keys: keys(12, 32) },
    ];
    expect(scrollThrough([...start, { offset: 2 * FAST + ROW, keys: keys(13, 33) }]).at(-1)).toEqual([]);
    expect(scrollThrough([...start, { offset: 2 * FAST, keys: keys(12, 32), settled: true }]).at(-1)).toEqual([]);
  });

  it('a render without a scroll step (new data) keeps the light rows light', () => {
    const light = scrollThrough([
      { offset: 0, keys: keys(0, 20) },
      { offset: FAST, keys: keys(6, 26) },
      { offset: 2 * FAST, keys: keys(12, 32) },
      { offset: 2 * FAST, keys: keys(12, 32) },
    ]);
    expect(light.at(-1)).toEqual(keys(26, 32));
  });

  it('scrolling up counts the same as down', () => {
    const light = scrollThrough([
      { offset: 9 * FAST, keys: keys(54, 74) },
      { offset: 8 * FAST, keys: keys(48, 68) },
    ], { offset: 10 * FAST, fastSteps: 0, full: new Set(keys(60, 80)) });
    expect(light).toEqual([[], keys(48, 54)]);
  });
});
