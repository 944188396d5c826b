import { describe, expect, it } from 'vitest';
import { profileFigure, putCallFigure, totalGammaFigure, type GammaFigureInput } from './gammaFigures';
import { gammaReportFixture } from '../testing/gammaFixtures';

function input(dark = false): GammaFigureInput {
  const answer = gammaReportFixture('SPY', 'delayed', 100);
  return {
    report: answer.gamma, rows: answer.df_agg, size: { width: 950, height: 396 }, decimals: 2,
    theme: { dark, text: dark ? '#fff' : '#111', grid: '#ccc' },
    names: {
      levels: { callWall: 'Call wall', putWall: 'Put wall', flip: 'Gamma flip', absGamma: 'Absolute gamma', spot: 'Spot' },
      totalGamma: 'Total gamma', callGamma: 'Call gamma', putGamma: 'Put gamma', profile: 'Profile', profileExNext: 'Ex next', profileExFri: 'Ex monthly',
      strike: 'Strike', spotLevel: 'Spot level', axis: (s) => (s.billions ? 'bn $ per 1 %' : '$ per 1 %'),
    },
  };
}

describe('gamma figures', () => {
  it('draws total gamma of the strikes within 90–110 % of the spot, in billions, with the key levels', () => {
    const figure = totalGammaFigure(input());
    const bar = figure.data[0] as { x: number[]; y: number[] };
    expect(bar.x[0]).toBe(90);
    expect(bar.x[bar.x.length - 1]).toBe(110);
    // The fixture's exposures are billions of dollars: shown divided by 1e9.
    expect(Math.max(...bar.y.map(Math.abs))).toBeLessThan(10);
    expect(Math.max(...bar.y.map(Math.abs))).toBeGreaterThan(0.5);
    const layout = figure.layout as { width: number; height: number; yaxis: { title: { text: string } }; annotations: { text: string }[]; shapes: { x0: number; line: { color: string } }[] };
    expect(layout).toMatchObject({ width: 950, height: 396 });
    expect(layout.yaxis.title.text).toBe('bn $ per 1 %');
    expect(layout.annotations.map((a) => a.text)).toEqual(['Call wall 105.00', 'Put wall 95.00', 'Gamma flip 97.50', 'Absolute gamma 100.00', 'Spot 100.00']);
    expect(layout.shapes.map((s) => s.line.color)).toEqual(['#16a34a', '#dc2626', '#f97316', '#2563eb', '#000000']);
  });

  it('draws call gamma above and put gamma below the axis', () => {
    const figure = putCallFigure(input(true));
    const [calls, puts] = figure.data as { y: number[]; name: string }[];
    expect(calls!.name).toBe('Call gamma');
    expect(calls!.y.every((v) => v >= 0)).toBe(true);
    expect(puts!.y.every((v) => v <= 0)).toBe(true);
    expect((figure.layout as { barmode: string }).barmode).toBe('relative');
    expect((figure.layout as { shapes: { line: { color: string } }[] }).shapes.at(-1)!.line.color).toBe('#ffffff');
  });

  it('trims the profile to the key levels with 3 levels of padding', () => {
    const figure = profileFigure(input());
    const lines = figure.data as { x: number[]; y: number[] }[];
    expect(lines).toHaveLength(3);
    // Levels every 0.5 from 80: the put wall 95 is level 30, the call wall 105 level 50; padded: 27 … 53.
    expect(lines[0]!.x[0]).toBeCloseTo(93.5, 9);
    expect(lines[0]!.x.at(-1)).toBeCloseTo(106.5, 9);
    expect(lines.every((l) => l.x.length === 27 && l.y.length === 27)).toBe(true);
  });

  it('shows small magnitudes as they are', () => {
    const base = input();
    const small = { ...base, rows: base.rows.map((r) => ({ ...r, total_gamma: r.total_gamma / 1e7, GEX_call: r.GEX_call / 1e7, GEX_put: r.GEX_put / 1e7 })) };
    const figure = totalGammaFigure(small);
    expect((figure.layout as { yaxis: { title: { text: string } } }).yaxis.title.text).toBe('$ per 1 %');
    expect(Math.max(...(figure.data[0] as { y: number[] }).y.map(Math.abs))).toBeGreaterThan(50);
  });
});
