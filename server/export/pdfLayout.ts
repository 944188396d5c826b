import { cellText, numericValue, type ExportTable } from './exportTable';
import type { ExportColumnType } from '../../contracts';

/** Width of a text in points at BASE_FONT_SIZE, in the regular or the bold face. */
export type Measure = (text: string, bold: boolean) => number;

/** A4 landscape, in points. */
export const PAGE = { width: 841.89, height: 595.28, margin: 28 } as const;
export const BASE_FONT_SIZE = 7;
/** Below this the table splits into column bands instead of shrinking further. */
export const MIN_FONT_SIZE = 5.5;
export const CELL_PADDING = 3;
export const MAX_HEADER_LINES = 3;
/** Space above the table (the title line) and below it (the footer). */
export const TITLE_HEIGHT = 22;
export const FOOTER_HEIGHT = 14;
const ROW_HEIGHT_FACTOR = 1.5;
const HEADER_LINE_FACTOR = 1.2;
const MIN_CONTENT_WIDTH = 18;
const MAX_CONTENT_WIDTH = 170;
/** A heading gets this much room before it wraps, if its column's values need less. */
const HEADING_ROOM = 60;
const ROWS_MEASURED = 1_000;

export interface PdfLayout {
  fontSize: number;
  /** Column widths in points at `fontSize`, padding included. */
  widths: number[];
  /** Right-aligned columns: those whose values are mostly numbers. */
  numeric: boolean[];
  /** The columns of each band; the first column repeats in every band after the first. */
  bands: number[][];
  /** The heading of each column, wrapped to its width. */
  headingLines: string[][];
  rowHeight: number;
  headerHeight: number;
  rowsPerPage: number;
  /** Row pages (rows / rowsPerPage, at least one) times bands. */
  pageCount: number;
}

export const usableWidth = (): number => PAGE.width - 2 * PAGE.margin;

/** Whether at least half of a column's (measured) values are numbers. */
export function numericColumns(table: ExportTable, types: ExportColumnType[]): boolean[] {
  const rows = table.data.slice(0, ROWS_MEASURED);
  return table.headings.map((_, c) => {
    let filled = 0;
    let numbers = 0;
    for (const row of rows) {
      const cell = row[c] ?? null;
      if (cell === null || cell === '') continue;
      filled++;
      if (numericValue(cell, types[c]) !== null) numbers++;
    }
    return filled > 0 && numbers * 2 >= filled;
  });
}

/**
 * The text width each column needs at BASE_FONT_SIZE, padding not included, before any fitting.
 * Measures the first rows, and of the others those with more characters than any measured yet,
 * so that `ROW100` after a page of `ROW99`s still fits.
 */
export function contentWidths(table: ExportTable, types: ExportColumnType[], measure: Measure): number[] {
  return table.headings.map((heading, c) => {
    let values = 0;
    let longest = 0;
    table.data.forEach((row, r) => {
      const text = cellText(row[c] ?? null, types[c]);
      if (r >= ROWS_MEASURED && text.length <= longest) return;
      longest = Math.max(longest, text.length);
      values = Math.max(values, measure(text, false));
    });
    const text = cellText(heading);
    const longestWord = Math.max(0, ...text.split(' ').map((w) => measure(w, true)));
    const headingWidth = Math.min(measure(text, true), Math.max(values, HEADING_ROOM));
    return Math.min(MAX_CONTENT_WIDTH, Math.max(MIN_CONTENT_WIDTH, values, headingWidth, longestWord));
  });
}

/**
 * Groups columns into bands that fit the page width. Column 0 (the ticker, usually) starts every
 * band so that each page can be read on its own.
 */
export function packBands(widths: number[], available: number): number[][] {
  if (widths.length === 0) return [[]];
  const bands: number[][] = [];
  let band: number[] = [0];
  let used = widths[0]!;
  for (let c = 1; c < widths.length; c++) {
    const width = widths[c]!;
    if (used + width > available && band.length > 1) {
      bands.push(band);
      band = [0];
      used = widths[0]!;
    }
    band.push(c);
    used += width;
  }
  bands.push(band);
  return bands;
}

/** Greedy word wrap to `maxLines`; a word wider than the line is cut, the last line gets an ellipsis. */
export function wrapText(text: string, width: number, measure: (t: string) => number, maxLines = MAX_HEADER_LINES): string[] {
  const words = text.split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) { line = candidate; continue; }
    if (line) lines.push(line);
    line = word;
    if (lines.length === maxLines - 1) {
      lines.push(fitText(words.slice(i).join(' '), width, measure));
      return lines;
    }
    if (measure(word) > width) line = fitText(word, width, measure);
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** The text, or its longest prefix with `…` that fits the width. */
export function fitText(text: string, width: number, measure: (t: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${chars.slice(0, mid).join('')}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/**
 * Lays the table out on A4 landscape pages: natural widths; shrunk (down to MIN_FONT_SIZE) when
 * they are too wide; split into column bands when even that is too wide.
 */
export function layoutTable(table: ExportTable, types: ExportColumnType[], measure: Measure): PdfLayout {
  const available = usableWidth();
  const content = contentWidths(table, types, measure);
  const padding = 2 * CELL_PADDING * content.length;
  const total = content.reduce((sum, w) => sum + w, 0);
  const fits = (s: number): boolean => total * s + padding <= available + 0.01;
  const scale = fits(1) ? 1 : Math.max((available - padding) / total, MIN_FONT_SIZE / BASE_FONT_SIZE);
  const fontSize = BASE_FONT_SIZE * scale;
  const widths = content.map((w) => w * scale + 2 * CELL_PADDING);
  const bands = fits(scale) ? [widths.map((_, c) => c)] : packBands(widths, available);
  const headingLines = table.headings.map((heading, c) =>
    wrapText(cellText(heading), widths[c]! - 2 * CELL_PADDING, (t) => measure(t, true) * scale));
  const lines = Math.max(1, ...headingLines.map((l) => l.length));
  const rowHeight = fontSize * ROW_HEIGHT_FACTOR;
  const headerHeight = lines * fontSize * HEADER_LINE_FACTOR + 2 * CELL_PADDING;
  const tableHeight = PAGE.height - 2 * PAGE.margin - TITLE_HEIGHT - FOOTER_HEIGHT - headerHeight;
  const rowsPerPage = Math.max(1, Math.floor(tableHeight / rowHeight));
  const rowPages = Math.max(1, Math.ceil(table.data.length / rowsPerPage));
  return {
    fontSize, widths, numeric: numericColumns(table, types), bands, headingLines,
    rowHeight, headerHeight, rowsPerPage, pageCount: rowPages * bands.length,
  };
}
