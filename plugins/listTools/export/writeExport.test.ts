import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { exportKindFor, exportSettingsOf, exceedsConversion } from './exportPlan';
import type { ExportBody } from '../../../contracts';
import { writeExport, type ExportEnv } from './writeExport';

const headers = [
  { key: 'ticker', label: 'Ticker' },
  { key: 'latestPrice', label: 'Price' },
  { key: 'stRange.upside', label: 'Upside' },
  { key: 'volData.currentIVRank', label: 'IV rank' },
];
const items = [
  { ticker: 'SPY', latestPrice: 512.25, stRange: { upside: 0.031 }, volData: { currentIVRank: 44 } },
  { ticker: '0700', latestPrice: null, stRange: {}, volData: { currentIVRank: Number.NaN } },
];

function fakeEnv(settings: Record<string, unknown> = {}, modules: string[] = ['PREMIUM']) {
  const saved: { file: Blob; name: string }[] = [];
  const converted: { kind: string; body: ExportBody }[] = [];
  const env: ExportEnv = {
    modules,
    settings,
    now: () => new Date(2025, 5, 4, 9, 5, 7),
    convert: async (kind, body) => {
      converted.push({ kind, body });
      return new Blob([kind]);
    },
    save: (file, name) => saved.push({ file, name }),
  };
  return { env, saved, converted };
}

describe('writeExport', () => {
  it('converts Excel into an .xlsx through the server, numbers as numbers, tickers as text', async () => {
    const { env, saved, converted } = fakeEnv();
    const result = await writeExport({ headers, items, exportFormat: 'Excel', listName: 'TECH' }, env);
    expect(result).toEqual({ kind: 'xlsx', fileName: 'export-20250604-090507.xlsx', rows: 2, columns: 4 });
    expect(converted).toHaveLength(1);
    const body = converted[0]!.body;
    expect(converted[0]!.kind).toBe('xlsx');
    expect(body.headings).toEqual(['Ticker', 'Price', 'Upside', 'IV rank']);
    expect(body.data).toEqual([['SPY', 512.25, 0.031, 44], ['0700', null, null, null]]);
    expect(body.specs).toEqual({ sheetName: 'TECH', columns: [{ type: 'text' }, null, null, null] });
    expect(body.fileName).toBe('export-20250604-090507');
    expect(saved.map((s) => s.name)).toEqual(['export-20250604-090507.xlsx']);
  });

  it('converts PDF through the server, the sheet named MyFractalReport without a list name', async () => {
    const { env, saved, converted } = fakeEnv();
    const result = await writeExport({ headers, items, exportFormat: 'PDF' }, env);
    expect(result.kind).toBe('pdf');
    expect(converted[0]!.kind).toBe('pdf');
    expect(converted[0]!.body.specs?.sheetName).toBe('MyFractalReport');
    expect(saved[0]!.name).toBe('export-20250604-090507.pdf');
  });

  it('writes Excel as CSV in the user separator when the settings say CSV', async () => {
    const { env, saved, converted } = fakeEnv({ excelExportFormat: 'CSV', csvSeparator: '|' });
    const result = await writeExport({ headers, items, exportFormat: 'Excel' }, env);
    expect(result).toMatchObject({ kind: 'csv', fileName: 'export-20250604-090507.csv', fallback: 'settings' });
    expect(converted).toHaveLength(0);
    // A byte order mark first (Blob.text() reads past it).
    expect([...new Uint8Array(await saved[0]!.file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await saved[0]!.file.text();
    expect(parseCsv(text, '|')).toEqual([['Ticker', 'Price', 'Upside', 'IV rank'], ['SPY', '512.25', '0.031', '44'], ['0700', '', '', '']]);
  });

  it('falls back to CSV when forced, in the separator the export names', async () => {
    const { env, saved } = fakeEnv({ csvSeparator: '|' });
    const result = await writeExport({ headers, items, exportFormat: 'PDF', forceCSVFallback: true, separator: ',' }, env);
    expect(result).toMatchObject({ kind: 'csv', fallback: 'forced' });
    expect((await saved[0]!.file.text()).split('\r\n')[0]).toBe('Ticker,Price,Upside,IV rank');
  });

  it('falls back to CSV when the table is beyond what the conversion takes', async () => {
    const { env, converted } = fakeEnv();
    const many = Array.from({ length: 20_001 }, (_, i) => ({ ticker: `T${i}` }));
    const result = await writeExport({ headers: headers.slice(0, 1), items: many, exportFormat: 'Excel' }, env);
    expect(result).toMatchObject({ kind: 'csv', rows: 20_001, fallback: 'size' });
    expect(converted).toHaveLength(0);
  });

  it('leaves the IV columns out for non-premium users', async () => {
    const { env, converted } = fakeEnv({}, ['FREE']);
    const result = await writeExport({ headers, items, exportFormat: 'Excel' }, env);
    expect(result.columns).toBe(3);
    expect(converted[0]!.body.headings).toEqual(['Ticker', 'Price', 'Upside']);
  });

  it('passes a failed conversion on to the caller', async () => {
    const { env } = fakeEnv();
    env.convert = () => Promise.reject(new Error('400 EXPORT_TOO_LARGE'));
    await expect(writeExport({ headers, items, exportFormat: 'PDF' }, env)).rejects.toThrow('EXPORT_TOO_LARGE');
  });
});

describe('the export plan', () => {
  it('reads the settings with the defaults ";", Excel and XLS', () => {
    expect(exportSettingsOf({})).toEqual({ csvSeparator: ';', exportFormat: 'Excel', excelExportFormat: 'XLS' });
    expect(exportSettingsOf({ csvSeparator: ',', exportFormat: 'PDF', excelExportFormat: 'CSV' })).toEqual({ csvSeparator: ',', exportFormat: 'PDF', excelExportFormat: 'CSV' });
  });

  it('picks the file kind from the format, the settings and the forced fallback', () => {
    const xls = exportSettingsOf({});
    const csv = exportSettingsOf({ excelExportFormat: 'CSV' });
    expect(exportKindFor('Excel', xls)).toBe('xlsx');
    expect(exportKindFor('Excel', csv)).toBe('csv');
    expect(exportKindFor('PDF', csv)).toBe('pdf');
    expect(exportKindFor('Excel', xls, true)).toBe('csv');
    expect(exportKindFor('PDF', xls, true)).toBe('csv');
  });

  it('knows the conversion limits', () => {
    expect(exceedsConversion('xlsx', 20_000, 200)).toBe(false);
    expect(exceedsConversion('xlsx', 20_000, 201)).toBe(true);
    expect(exceedsConversion('pdf', 2_000, 100)).toBe(false);
    expect(exceedsConversion('pdf', 2_001, 100)).toBe(true);
    expect(exceedsConversion('xlsx', 1, 0)).toBe(true);
  });
});
