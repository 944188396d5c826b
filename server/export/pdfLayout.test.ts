import { describe, expect, it } from 'vitest';
import type { ExportTable } from './exportTable';
import type { ExportColumnType } from '../../contracts';
import {
  BASE_FONT_SIZE, CELL_PADDING, MIN_FONT_SIZE, fitText, layoutTable, numericColumns, packBands, usableWidth, wrapText,
} from './pdfLayout';

/** 4 points a character, 5 in bold: easy sums. */
const measure = (text: string, bold: boolean): number => [...text].length * (bold ? 5 : 4);
const plain = (text: string): number => [...text].length * 4;
const auto = (n: number): ExportColumnType[] => Array<ExportColumnType>(n).fill('auto');

function table(columns: number, rows: number, cell: (r: number, c: number) => string | number | null = (r, c) => `r${r}c${c}`): ExportTable {
  return {
    headings: Array.from({ length: columns }, (_, c) => `H${c}`),
    data: Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => cell(r, c))),
  };
}

describe('fitText and wrapText', () => {
  it('cuts with an ellipsis only what does not fit', () => {
    expect(fitText('abcdef', 24, plain)).toBe('abcdef');
    expect(fitText('abcdef', 20, plain)).toBe('abcd…');
    expect(fitText('ab  cdef', 20, plain)).toBe('ab…');
    expect(fitText('abcdef', 2, plain)).toBe('…');
  });

  it('wraps words, cuts a long word, and ends the last allowed line with an ellipsis', () => {
    expect(wrapText('Upside potential in percent', 60, plain)).toEqual(['Upside', 'potential in', 'percent']);
    expect(wrapText('Short', 80, plain)).toEqual(['Short']);
    expect(wrapText('Supercalifragilistic', 40, plain)).toEqual(['Supercali…']);
    expect(wrapText('one two three four five six', 40, plain, 2)).toEqual(['one two', 'three fou…']);
    expect(wrapText('', 40, plain)).toEqual(['']);
  });
});

describe('packBands', () => {
  it('keeps a table that fits in one band', () => {
    expect(packBands([100, 100, 100], 300)).toEqual([[0, 1, 2]]);
    expect(packBands([], 300)).toEqual([[]]);
  });

  it('starts every band with the first column', () => {
    expect(packBands([50, 100, 100, 100, 100, 100], 260)).toEqual([[0, 1, 2], [0, 3, 4], [0, 5]]);
  });

  it('puts a column wider than a band on a band of its own next to the first', () => {
    expect(packBands([50, 400, 20], 300)).toEqual([[0, 1], [0, 2]]);
  });
});

describe('numericColumns', () => {
  it('right-aligns columns whose values are mostly numbers', () => {
    const t = table(4, 4, (r, c) => [`T${r}`, r, r === 0 ? 'n/a' : String(r), r < 3 ? 'x' : 1][c]!);
    expect(numericColumns(t, auto(4))).toEqual([false, true, true, false]);
    expect(numericColumns(t, ['auto', 'text', 'auto', 'auto'])).toEqual([false, false, true, false]);
    expect(numericColumns(table(2, 3, () => null), auto(2))).toEqual([false, false]);
  });
});

describe('layoutTable', () => {
  it('keeps a narrow table at the base font size on as many pages as its rows need', () => {
    const layout = layoutTable(table(3, 100), auto(3), measure);
    expect(layout.fontSize).toBe(BASE_FONT_SIZE);
    expect(layout.bands).toEqual([[0, 1, 2]]);
    expect(layout.widths.every((w) => w > 2 * CELL_PADDING)).toBe(true);
    expect(layout.rowsPerPage).toBeGreaterThan(30);
    expect(layout.pageCount).toBe(Math.ceil(100 / layout.rowsPerPage));
    expect(layout.headingLines).toEqual([['H0'], ['H1'], ['H2']]);
  });

  it('shrinks a somewhat wide table to fit one page width', () => {
    const layout = layoutTable(table(12, 10, () => 'x'.repeat(18)), auto(12), measure);
    expect(layout.fontSize).toBeLessThan(BASE_FONT_SIZE);
    expect(layout.fontSize).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
    expect(layout.bands).toHaveLength(1);
    expect(layout.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(usableWidth(), 3);
  });

  it('splits a very wide table into column bands, each of which fits', () => {
    const layout = layoutTable(table(60, 120, () => 'x'.repeat(20)), auto(60), measure);
    expect(layout.fontSize).toBe(MIN_FONT_SIZE);
    expect(layout.bands.length).toBeGreaterThan(1);
    expect(layout.bands.flat().filter((c) => c !== 0).sort((a, b) => a - b)).toEqual(Array.from({ length: 59 }, (_, c) => c + 1));
    for (const band of layout.bands) {
      expect(band[0]).toBe(0);
      expect(band.reduce((sum, c) => sum + layout.widths[c]!, 0)).toBeLessThanOrEqual(usableWidth() + 0.01);
    }
    expect(layout.pageCount).toBe(Math.ceil(120 / layout.rowsPerPage) * layout.bands.length);
  });

  it('wraps long headings over up to three lines and makes room for them', () => {
    const t = table(2, 5, () => 1);
    t.headings[1] = 'Hurst exponent over the last 64 trading days';
    const one = layoutTable(table(2, 5, () => 1), auto(2), measure);
    const wrapped = layoutTable(t, auto(2), measure);
    expect(wrapped.headingLines[1]!.length).toBeGreaterThan(1);
    expect(wrapped.headingLines[1]!.length).toBeLessThanOrEqual(3);
    expect(wrapped.headerHeight).toBeGreaterThan(one.headerHeight);
    expect(wrapped.rowsPerPage).toBeLessThanOrEqual(one.rowsPerPage);
  });

  it('widens a column for a longer value far down the table', () => {
    const short = layoutTable(table(2, 3000, (r, c) => (c === 0 ? `T${r % 10}` : 1)), auto(2), measure);
    const long = layoutTable(table(2, 3000, (r, c) => (c === 0 ? (r === 2500 ? 'x'.repeat(30) : `T${r % 10}`) : 1)), auto(2), measure);
    expect(long.widths[0]).toBe(30 * 4 + 2 * CELL_PADDING);
    expect(long.widths[0]).toBeGreaterThan(short.widths[0]!);
  });

  it('lays out a table without rows on one page', () => {
    const layout = layoutTable(table(2, 0), auto(2), measure);
    expect(layout.pageCount).toBe(1);
  });
});
