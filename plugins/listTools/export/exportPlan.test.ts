import { describe, expect, it } from 'vitest';
import { CONVERSION_LIMITS, EXPORT_FORMATS, exceedsConversion, exportKindFor, exportSettingsOf } from './exportPlan';

describe('exportSettingsOf', () => {
  it("falls back to the product's defaults for values the settings do not allow", () => {
    expect(exportSettingsOf({ csvSeparator: '#', exportFormat: 'Word', excelExportFormat: 'xlsx' })).toEqual({ csvSeparator: ';', exportFormat: 'Excel', excelExportFormat: 'XLS' });
    expect(exportSettingsOf({ exportFormat: 'pdf', excelExportFormat: 'csv' })).toMatchObject({ exportFormat: 'Excel', excelExportFormat: 'XLS' });
    expect(exportSettingsOf({ csvSeparator: null, exportFormat: 1 })).toMatchObject({ csvSeparator: ';', exportFormat: 'Excel' });
  });

  it('keeps each allowed separator', () => {
    for (const sep of [';', ',', '\t', '|']) expect(exportSettingsOf({ csvSeparator: sep }).csvSeparator).toBe(sep);
  });
});

describe('exportKindFor (document 2 section 4, Export)', () => {
  it('offers Excel and PDF', () => {
    expect(EXPORT_FORMATS).toEqual(['Excel', 'PDF']);
  });

  it('writes PDF as a PDF whatever the Excel setting says, unless CSV is forced', () => {
    expect(exportKindFor('PDF', exportSettingsOf({ excelExportFormat: 'XLS' }))).toBe('pdf');
    expect(exportKindFor('PDF', exportSettingsOf({ excelExportFormat: 'CSV' }), false)).toBe('pdf');
    expect(exportKindFor('PDF', exportSettingsOf({}), true)).toBe('csv');
  });
});

// The numbers are those of EXPORT_LIMITS in server/export/exportTable.ts (client and server code stay apart).
describe('exceedsConversion (the limits of server/export)', () => {
  it('takes up to 20,000 rows and 200 columns', () => {
    expect(CONVERSION_LIMITS.rows).toBe(20_000);
    expect(CONVERSION_LIMITS.columns).toBe(200);
    expect(exceedsConversion('xlsx', 20_001, 1)).toBe(true);
    expect(exceedsConversion('xlsx', 0, 1)).toBe(false);
  });

  it('takes up to 200,000 cells in a PDF, exactly that many included', () => {
    expect(exceedsConversion('pdf', 1_000, 200)).toBe(false);
    expect(exceedsConversion('pdf', 1_001, 200)).toBe(true);
    expect(exceedsConversion('xlsx', 1_001, 200)).toBe(false);
  });

  it('refuses a table without columns in either format', () => {
    expect(exceedsConversion('pdf', 0, 0)).toBe(true);
    expect(exceedsConversion('xlsx', 10, 0)).toBe(true);
  });

  it('leaves room under the server body limit', () => {
    expect(CONVERSION_LIMITS.bodyBytes).toBeLessThan(20 * 1024 * 1024);
  });
});
