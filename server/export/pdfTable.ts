import { cellText, yieldToEventLoop, type ExportTable } from './exportTable';
import type { ExportColumnType } from '../../contracts';
import { FONT, fontFor, unicodeFontFiles } from './pdfFonts';
import {
  BASE_FONT_SIZE, CELL_PADDING, PAGE, TITLE_HEIGHT, fitText, layoutTable, type PdfLayout,
} from './pdfLayout';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const PDF_TITLE = 'RangeScope export';

const COLORS = { text: '#1f2933', muted: '#616e7c', header: '#e8edf3', stripe: '#f5f7fa', rule: '#9aa5b1' } as const;

/** `2026-11-21 07:30 UTC`: one form for English and German readers. */
export function exportDate(now: Date): string {
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const count = (n: number): string => n.toLocaleString('en-US');

/** Draws into one PDFKit document; keeps the current font so that each cell switches only when needed. */
class TableWriter {
  private currentFont = '';
  private currentSize = 0;
  private currentColor = '';

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  use(font: string, size: number): void {
    if (font !== this.currentFont) { this.doc.font(font); this.currentFont = font; }
    if (size !== this.currentSize) { this.doc.fontSize(size); this.currentSize = size; }
  }

  width(text: string, bold: boolean, size: number): number {
    this.use(fontFor(text, bold), size);
    return this.doc.widthOfString(text);
  }

  /** One line of text, cut to the width with an ellipsis; left-aligned at x or right-aligned to x + width. */
  line(text: string, x: number, y: number, width: number, size: number, options: { bold?: boolean; right?: boolean; color?: string } = {}): void {
    if (!text) return;
    const bold = options.bold ?? false;
    let fitted = text;
    let textWidth = this.width(text, bold, size);
    // The widths are sums of floats; a text as wide as its column must not lose its last letter.
    if (textWidth > width + 0.01) {
      fitted = fitText(text, width, (t) => this.width(t, bold, size));
      textWidth = this.width(fitted, bold, size);
    }
    const color = options.color ?? COLORS.text;
    if (color !== this.currentColor) { this.doc.fillColor(color); this.currentColor = color; }
    this.use(fontFor(fitted, bold), size);
    this.doc.text(fitted, options.right ? x + width - textWidth : x, y, { lineBreak: false });
  }

  fill(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.rect(x, y, width, height).fill(color);
    this.currentColor = color;
  }

  rule(x: number, y: number, width: number): void {
    this.doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  }
}

/** Text top for a line of `size` points centred in a box of `height` starting at `top`. */
const centred = (top: number, height: number, size: number): number => top + (height - size * 1.15) / 2;

/**
 * Writes the table as a landscape A4 PDF: a title line with the date, the heading row repeated on
 * every page, numbers right-aligned, long tables over as many pages as they need, wide tables in
 * column bands (pdfLayout.ts). Resolves with the whole file.
 */
export async function buildPdf(table: ExportTable, types: ExportColumnType[], now: Date): Promise<Buffer> {
  // Loaded on first use: a start does not pay for it (issue 24, restart time).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4', layout: 'landscape', margin: PAGE.margin, autoFirstPage: false,
    info: { Title: PDF_TITLE, Creator: 'RangeScope', Producer: 'RangeScope', CreationDate: now },
  });
  const { regular, bold } = unicodeFontFiles();
  doc.registerFont(FONT.unicode, regular);
  doc.registerFont(FONT.unicodeBold, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => { doc.on('end', resolve); doc.on('error', reject); });

  const writer = new TableWriter(doc);
  const layout = layoutTable(table, types, (text, isBold) => writer.width(text, isBold, BASE_FONT_SIZE));
  const rowPages = layout.pageCount / layout.bands.length;
  let page = 0;
  for (let rowPage = 0; rowPage < rowPages; rowPage++) {
    const first = rowPage * layout.rowsPerPage;
    const rows = table.data.slice(first, first + layout.rowsPerPage);
    for (const band of layout.bands) {
      page++;
      doc.addPage();
      drawTitle(writer, now);
      drawPage(writer, { table, types, layout }, band, rows, first);
      drawFooter(writer, table, layout, band, { first, shown: rows.length, page });
      await yieldToEventLoop();
    }
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function drawTitle(writer: TableWriter, now: Date): void {
  const x = PAGE.margin;
  const y = PAGE.margin;
  writer.line(PDF_TITLE, x, y, 300, 12, { bold: true });
  const titleWidth = writer.width(PDF_TITLE, true, 12);
  writer.line(exportDate(now), x + titleWidth + 10, y + 3, 200, 9, { color: COLORS.muted });
}

interface Sheet { table: ExportTable; types: ExportColumnType[]; layout: PdfLayout }

function drawPage(writer: TableWriter, { table, types, layout }: Sheet, band: number[], rows: ExportTable['data'], first: number): void {
  const { fontSize, widths, numeric, rowHeight, headerHeight } = layout;
  const left = PAGE.margin;
  const bandWidth = band.reduce((sum, c) => sum + widths[c]!, 0);
  let y = PAGE.margin + TITLE_HEIGHT;

  writer.fill(left, y, bandWidth, headerHeight, COLORS.header);
  let x = left;
  for (const c of band) {
    const inner = widths[c]! - 2 * CELL_PADDING;
    layout.headingLines[c]!.forEach((line, i) => {
      writer.line(line, x + CELL_PADDING, y + CELL_PADDING + i * fontSize * 1.2, inner, fontSize, { bold: true, right: numeric[c] });
    });
    x += widths[c]!;
  }
  y += headerHeight;
  writer.rule(left, y, bandWidth);

  rows.forEach((row, i) => {
    if ((first + i) % 2 === 1) writer.fill(left, y, bandWidth, rowHeight, COLORS.stripe);
    let cx = left;
    for (const c of band) {
      writer.line(cellText(row[c] ?? null, types[c]), cx + CELL_PADDING, centred(y, rowHeight, fontSize), widths[c]! - 2 * CELL_PADDING, fontSize, { right: numeric[c] });
      cx += widths[c]!;
    }
    y += rowHeight;
  });
  if (!table.data.length) writer.line('No rows.', left + CELL_PADDING, centred(y, rowHeight, fontSize), 200, fontSize, { color: COLORS.muted });
  writer.rule(left, y + (table.data.length ? 0 : rowHeight), bandWidth);
}

function drawFooter(writer: TableWriter, table: ExportTable, layout: PdfLayout, band: number[], at: { first: number; shown: number; page: number }): void {
  const y = PAGE.height - PAGE.margin - 8;
  const width = PAGE.width - 2 * PAGE.margin;
  const total = table.data.length;
  let where = total ? `Rows ${count(at.first + 1)}–${count(at.first + at.shown)} of ${count(total)}` : '0 rows';
  if (layout.bands.length > 1) where += ` · Columns ${columnRanges(band)} of ${count(table.headings.length)}`;
  writer.line(where, PAGE.margin, y, width / 2, 7, { color: COLORS.muted });
  writer.line(`Page ${count(at.page)} of ${count(layout.pageCount)}`, PAGE.margin + width / 2, y, width / 2, 7, { color: COLORS.muted, right: true });
}

/** `1, 13–24` for a band of columns 0 and 12…23 (counted from one for the reader). */
export function columnRanges(band: number[]): string {
  const parts: string[] = [];
  let start = band[0]!;
  let previous = start;
  for (const c of [...band.slice(1), -2]) {
    if (c === previous + 1) { previous = c; continue; }
    parts.push(start === previous ? `${start + 1}` : `${start + 1}–${previous + 1}`);
    start = c;
    previous = c;
  }
  return parts.join(', ');
}
