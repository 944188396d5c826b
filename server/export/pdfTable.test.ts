import { describe, expect, it } from 'vitest';
import type { ExportColumnType } from '../../contracts';
import { buildPdf, columnRanges, exportDate } from './pdfTable';
import { fontFor, isWinAnsi } from './pdfFonts';
import { readPdfText } from './readPdfText';

const NOW = new Date('2026-03-04T05:06:07Z');
const auto = (n: number): ExportColumnType[] => Array<ExportColumnType>(n).fill('auto');

describe('pdf helpers', () => {
  it('dates the export in UTC', () => {
    expect(exportDate(NOW)).toBe('2026-03-04 05:06 UTC');
  });

  it('names the columns of a band from one', () => {
    expect(columnRanges([0, 1, 2, 3])).toBe('1–4');
    expect(columnRanges([0, 12, 13, 14])).toBe('1, 13–15');
    expect(columnRanges([0, 5])).toBe('1, 6');
  });

  it('draws Latin-1 text in Helvetica and anything else in the embedded font', () => {
    expect(isWinAnsi('Müller Größe – „Straße“ € …')).toBe(true);
    expect(isWinAnsi('Łódź')).toBe(false);
    expect(fontFor('Bürger', false)).toBe('Helvetica');
    expect(fontFor('Bürger', true)).toBe('Helvetica-Bold');
    expect(fontFor('Привет', false)).toBe('RangeScopeUnicode');
  });
});

describe('buildPdf', () => {
  it('writes a multi-page table with the heading on each page and every row once', async () => {
    const rows = 200;
    const data = Array.from({ length: rows }, (_, r) => [`ROW${r}`, r % 50 === 0 ? 'Zürich Löwenbräu' : `Name ${r}`, r + 0.5]);
    const file = await buildPdf({ headings: ['Ticker', 'Name', 'Price'], data }, auto(3), NOW);
    const { pages, title } = await readPdfText(file);
    expect(title).toBe('RangeScope export');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) expect(page.startsWith('RangeScope export 2026-03-04 05:06 UTC Ticker Name Price ROW')).toBe(true);
    const all = pages.join(' ');
    for (let r = 0; r < rows; r++) expect(all.match(new RegExp(`\\bROW${r}\\b`, 'g')), `ROW${r}`).toHaveLength(1);
    expect(all).toContain('ROW150 Zürich Löwenbräu 150.5');
    expect(pages.at(-1)).toContain(`ROW199 Name 199 199.5 Rows`);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('splits a very wide table into column bands that repeat the first column', async () => {
    const headings = Array.from({ length: 40 }, (_, c) => (c === 0 ? 'Ticker' : `Metric number ${c}`));
    const data = Array.from({ length: 10 }, (_, r) => headings.map((_, c) => (c === 0 ? `TK${r}` : `${'wide value '.repeat(2)}${r}-${c}`)));
    const { pages } = await readPdfText(await buildPdf({ headings, data }, auto(40), NOW));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain('Ticker');
      expect(page).toContain('TK9');
      expect(page).toMatch(/Columns 1(, \d+–\d+|–\d+) of 40/);
    }
    expect(pages.join(' ')).toContain('Metric number 39');
  });
});
