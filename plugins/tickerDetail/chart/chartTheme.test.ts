import { describe, expect, it } from 'vitest';
import type { ChartTheme } from './chartFigure';
import { chartTheme } from './chartTheme';

const HEX = /^#[0-9a-f]{6}$/i;
const KEYS: (keyof ChartTheme)[] = ['text', 'muted', 'grid', 'up', 'down', 'line', 'range', 'longRange', 'gamma'];

describe('chartTheme', () => {
  it.each([[true, false], [false, false], [true, true], [false, true]])('gives concrete colours for every part (dark %s, colour-blind %s)', (dark, colorblind) => {
    const theme = chartTheme(dark, colorblind);
    expect(Object.keys(theme).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(theme[key], key).toMatch(HEX);
    expect(theme.up).not.toBe(theme.down);
    expect(theme.text).not.toBe(theme.grid);
  });

  it('has its own colours for the light and the dark display', () => {
    const dark = chartTheme(true, false);
    const light = chartTheme(false, false);
    expect(dark.text).not.toBe(light.text);
    expect(dark.grid).not.toBe(light.grid);
  });

  it('changes only up and down in colour-blind mode, to blue and orange rather than green and red', () => {
    for (const dark of [true, false]) {
      const normal = chartTheme(dark, false);
      const blind = chartTheme(dark, true);
      expect({ ...blind, up: '', down: '' }).toEqual({ ...normal, up: '', down: '' });
      expect(blind.up).not.toBe(normal.up);
      expect(blind.down).not.toBe(normal.down);
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
      const [ur, , ub] = rgb(blind.up);
      const [dr, , db] = rgb(blind.down);
      expect(ub).toBeGreaterThan(ur);
      expect(dr).toBeGreaterThan(db);
    }
  });
});
