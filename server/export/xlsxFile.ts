import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { badRequest } from '../http/apiError';
import { cellText, numericValue, yieldToEventLoop, type ExportTable } from './exportTable';
import type { ExportCell, ExportColumnType, ExportSpecs } from '../../contracts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DEFAULT_SHEET_NAME = 'Export';
const ROWS_MEASURED = 1_000;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const ROWS_PER_CHUNK = 500;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF3' } };

/** Excel's own rules for sheet names; a file that breaks them opens only after a repair. */
export function checkSheetName(name: string): void {
  if (/[*?:/\\[\]]/.test(name) || /^'|'$/.test(name) || name.trim() === '' || name.toLowerCase() === 'history') {
    throw badRequest(
      'Invalid request: body.specs.sheetName must not be blank, contain * ? : \\ / [ ], start or end with an apostrophe, or be "History"',
      'EXPORT_SHEET_NAME',
    );
  }
}

/** The value a cell gets in the sheet: a number where the column allows it, else text; null and '' leave it empty. */
export function sheetValue(cell: ExportCell, type: ExportColumnType): string | number | null {
  if (cell === null || cell === '') return null;
  const number = numericValue(cell, type);
  if (number !== null) return number;
  return typeof cell === 'number' ? String(cell) : cell;
}

/** Column widths in characters: the spec's, or what the heading and the first rows need. */
export function columnWidths(table: ExportTable, specs: ExportSpecs): number[] {
  return table.headings.map((heading, c) => {
    const given = specs.columns?.[c]?.width;
    if (given !== undefined) return given;
    let longest = heading.length;
    for (const row of table.data.slice(0, ROWS_MEASURED)) longest = Math.max(longest, cellText(row[c] ?? null).length);
    // Room for the autofilter button next to the heading.
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 3));
  });
}

/**
 * Writes the table as an .xlsx workbook: one sheet, the heading row bold, frozen and filterable,
 * numbers stored as numbers. Uses ExcelJS's streaming writer, which holds one row at a time.
 */
export async function buildXlsx(table: ExportTable, specs: ExportSpecs, now: Date): Promise<Buffer> {
  if (specs.sheetName !== undefined) checkSheetName(specs.sheetName);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => { out.on('end', resolve); out.on('error', reject); });

  // Loaded on first use: a start does not pay for it (issue 24, restart time).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  workbook.creator = 'RangeScope';
  workbook.created = now;
  workbook.modified = now;
  const columns = table.headings.length;
  const sheet = workbook.addWorksheet(specs.sheetName ?? DEFAULT_SHEET_NAME, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  // The streaming writer writes the filter range when the sheet is committed.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: table.data.length + 1, column: columns } };
  sheet.columns = columnWidths(table, specs).map((width) => ({ width }));

  const header = sheet.addRow(table.headings);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle' };
  header.commit();

  const types = table.headings.map((_, c): ExportColumnType => specs.columns?.[c]?.type ?? 'auto');
  const formats = table.headings.map((_, c) => specs.columns?.[c]?.numFmt);
  for (let r = 0; r < table.data.length; r++) {
    const cells = table.data[r]!;
    const row = sheet.addRow(cells.map((cell, c) => sheetValue(cell, types[c]!)));
    formats.forEach((numFmt, c) => {
      if (numFmt === undefined) return;
      const cell = row.getCell(c + 1);
      if (typeof cell.value === 'number') cell.numFmt = numFmt;
    });
    row.commit();
    if ((r + 1) % ROWS_PER_CHUNK === 0) await yieldToEventLoop();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
