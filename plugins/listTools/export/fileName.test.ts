import { describe, expect, it } from 'vitest';
import { exportBaseName, exportFileName, REPORT_NAME, sheetNameFor } from './fileName';

describe('export file names', () => {
  const at = new Date(2025, 0, 2, 3, 4, 5);

  it("are 'export' plus a local timestamp with the file's extension", () => {
    expect(exportBaseName(at)).toBe('export-20250102-030405');
    expect(exportFileName('csv', at)).toBe('export-20250102-030405.csv');
    expect(exportFileName('xlsx', at)).toBe('export-20250102-030405.xlsx');
    expect(exportFileName('pdf', new Date(2025, 11, 31, 23, 59, 59))).toBe('export-20251231-235959.pdf');
  });
});

describe('sheetNameFor', () => {
  it('is the report name without a list name', () => {
    expect(sheetNameFor()).toBe(REPORT_NAME);
    expect(sheetNameFor('   ')).toBe(REPORT_NAME);
    expect(REPORT_NAME).toBe('MyFractalReport');
  });

  it('cleans a list name into a name the sheet accepts', () => {
    expect(sheetNameFor('TECH')).toBe('TECH');
    expect(sheetNameFor('A/B: [C]*?')).toBe('A B C');
    expect(sheetNameFor("'quoted'")).toBe('quoted');
    expect(sheetNameFor('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameFor('History')).toBe(REPORT_NAME);
  });
});
