import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ApiError } from '../http/apiError';
import { buildXlsx, checkSheetName, columnWidths, sheetValue } from './xlsxFile';

const NOW = new Date('2026-03-04T05:06:07Z');

async function readBack(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS declares its own Buffer type; the file is a plain Node Buffer.
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('sheetValue', () => {
  it('stores numbers and numeric text as numbers in auto columns', () => {
    expect(sheetValue(1.5, 'auto')).toBe(1.5);
    expect(sheetValue('-2.25', 'auto')).toBe(-2.25);
    expect(sheetValue('0700', 'auto')).toBe('0700');
    expect(sheetValue('=SUM(A1:A2)', 'auto')).toBe('=SUM(A1:A2)');
    expect(sheetValue(null, 'auto')).toBeNull();
    expect(sheetValue('', 'auto')).toBeNull();
  });

  it('stores everything as text in text columns', () => {
    expect(sheetValue(1.5, 'text')).toBe('1.5');
    expect(sheetValue('42', 'text')).toBe('42');
    expect(sheetValue(null, 'text')).toBeNull();
  });
});

describe('columnWidths', () => {
  it('fits the heading and the values, within 8 and 60 characters, unless the spec names a width', () => {
    const table = { headings: ['A', 'A long heading', 'C', 'D'], data: [['x', 'y', 'z'.repeat(200), 1.5]] };
    expect(columnWidths(table, {})).toEqual([8, 17, 60, 8]);
    expect(columnWidths(table, { columns: [{ width: 30 }, null] })).toEqual([30, 17, 60, 8]);
  });
});

describe('checkSheetName', () => {
  it('accepts ordinary names and refuses what Excel refuses', () => {
    for (const name of ['Export', 'Watchlist 2026', 'Übersicht (EUR)', "it's"]) expect(() => checkSheetName(name)).not.toThrow();
    for (const name of ['a/b', 'a\\b', 'a?b', 'a*b', 'a:b', '[a]', "'a", "a'", 'history', 'HISTORY', '  ']) {
      expect(() => checkSheetName(name), name).toThrow(ApiError);
    }
  });
});

describe('buildXlsx', () => {
  it('writes one sheet with a bold, frozen, filterable heading row and typed values', async () => {
    const sheet = await readBack(await buildXlsx({
      headings: ['Ticker', 'Price', 'Change', 'Note'],
      data: [['AAPL', 190.12, '0.0125', 'Größe ✓'], ['MSFT', '410', -0.002, null], ['0700.HK', null, '', 'tab\there']],
    }, { sheetName: 'Portfolio', columns: [null, { numFmt: '#,##0.00' }, { numFmt: '0.00%', width: 12 }] }, NOW));
    expect(sheet.name).toBe('Portfolio');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ticker', 'Price', 'Change', 'Note']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D4');
    expect(sheet.getCell('B2').value).toBe(190.12);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B3').value).toBe(410);
    expect(sheet.getCell('C2').value).toBe(0.0125);
    expect(sheet.getCell('C2').numFmt).toBe('0.00%');
    expect(sheet.getCell('D2').value).toBe('Größe ✓');
    expect(sheet.getCell('D3').value).toBeNull();
    expect(sheet.getCell('A4').value).toBe('0700.HK');
    expect(sheet.getCell('C4').value).toBeNull();
    expect(sheet.getColumn(3).width).toBe(12);
  });

  it('writes a heading row alone for a table without rows', async () => {
    const sheet = await readBack(await buildXlsx({ headings: ['A', 'B'], data: [] }, {}, NOW));
    expect(sheet.name).toBe('Export');
    expect(sheet.rowCount).toBe(1);
    expect(sheet.autoFilter).toBe('A1:B1');
  });
});
