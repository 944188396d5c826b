/**
 * The ranges' promise on real closes (docs/methodology.md section 4, "Calibration on real data"):
 * of the closes 15 (63) sessions after a range was published, 80 % inside, 10 % above, 10 % below.
 * Ranges every 5th session from the 252nd on, each from the closes up to that session alone.
 * Targets, overall and on the held-out series alone: inside 80 % ± 2 points, each tail 10 % ± 3
 * points. The groups by asset class and decade are printed, not asserted (some hold one series).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCalibrationTable, realDataCalibration, shares, type CalibrationRow } from './realCalibration';
import { loadRealSeries, readManifest } from './realSeries';

const INSIDE_TOLERANCE = 0.02;
const TAIL_TOLERANCE = 0.03;

describe('the real closes shipped for calibration', () => {
  it('cover several asset classes, markets and decades, each with its source and licence', () => {
    const manifest = readManifest();
    expect(manifest.length).toBeGreaterThanOrEqual(50);
    expect(new Set(manifest.map((s) => s.assetClass)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(manifest.map((s) => s.market)).size).toBeGreaterThanOrEqual(6);
    const decades = new Set(manifest.flatMap((s) => [s.first.slice(0, 3), s.last.slice(0, 3)]));
    expect(decades.size).toBeGreaterThanOrEqual(5);
    for (const s of manifest) expect([s.source, s.licence].every((t) => t.length > 3), s.id).toBe(true);
    expect(manifest.filter((s) => s.role === 'holdout').length).toBe(Math.floor(manifest.length / 2));
  });
});

describe('range calibration on real closes', () => {
  let rows: CalibrationRow[] = [];
  const row = (group: string): CalibrationRow => rows.find((r) => r.group === group)!;
  beforeAll(() => {
    rows = realDataCalibration(loadRealSeries());
    console.info(`Range calibration on real closes (inside / above / below, %):\n${formatCalibrationTable(rows)}`);
  }, 120_000);

  for (const group of ['all', 'holdout']) {
    for (const id of ['shortTerm', 'longTerm'] as const) {
      it(`${group}: the ${id === 'shortTerm' ? 'short-term (15 sessions)' : 'long-term (63 sessions)'} range holds 80 % ± 2 points with 10 % ± 3 on each side`, () => {
        const count = row(group)[id];
        expect(count.total).toBeGreaterThan(group === 'all' ? 25_000 : 12_000);
        const s = shares(count);
        expect(Math.abs(s.inside - 0.8)).toBeLessThanOrEqual(INSIDE_TOLERANCE);
        expect(Math.abs(s.above - 0.1)).toBeLessThanOrEqual(TAIL_TOLERANCE);
        expect(Math.abs(s.below - 0.1)).toBeLessThanOrEqual(TAIL_TOLERANCE);
      });
    }
  }

  it('reports every asset class and decade', () => {
    expect(rows.filter((r) => r.group.startsWith('class:')).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.group.startsWith('decade:')).length).toBeGreaterThanOrEqual(5);
  });
});
