import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { basicAuth, createTestApp, type TestApp } from './support/testApp';
import { expectError, newSession, type Session } from './support/accounts';
import { readPdfText } from '../../server/export/readPdfText';
import { defaultBaseName } from '../../server/export/fileName';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Route = '/api/csv2xls' | '/api/csv2pdf';
const ROUTES: Route[] = ['/api/csv2xls', '/api/csv2pdf'];

const HEADINGS = ['Ticker', 'Name', 'Last price', 'Upside %', 'ISIN'];
const DATA = [
  ['SPY', 'SPDR S&P 500 ETF', 512.34, '1.25', 'US78462F1030'],
  ['SAP.DE', 'SAP SE – Walldorf, Baden-Württemberg', '187.5', -0.5, 'DE0007164600'],
  ['0700.HK', 'Tencent Holdings', 301, null, 'KYG875721634'],
];

/** A long table: every row different, a German name in row 37, a marker in the last row. */
function longTable(rows: number): { headings: string[]; data: (string | number)[][] } {
  const data = Array.from({ length: rows }, (_, r) => [`T${r}`, r === 37 ? 'Größenwahn Bürgerbräu AG' : `Company ${r}`, r * 1.5, String(r * 2)]);
  data[rows - 1]![1] = 'LAST-ROW-MARKER';
  return { headings: ['Ticker', 'Name', 'Price', 'Volume'], data };
}

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS declares its own Buffer type; the file is a plain Node Buffer.
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

describe.each(BACKENDS)('POST /api/csv2xls and /api/csv2pdf on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await newSession(t);
  });
  afterAll(async () => { await t.close(); });

  const post = (url: Route, body: unknown, authorization: string | null = s.authorization) => t.app.inject({
    method: 'POST', url, payload: body as Record<string, unknown>,
    headers: authorization ? { authorization } : {},
  });

  it('answers a real .xlsx: bold frozen header, autofilter, numbers stored as numbers, the client\'s name', async () => {
    const res = await post('/api/csv2xls', {
      headings: HEADINGS, data: DATA, fileName: 'Übersicht: Q3.xlsx',
      specs: { sheetName: 'Watchlist', columns: [null, { width: 40 }, { numFmt: '#,##0.00' }, null, { type: 'text' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Ubersicht_ Q3.xlsx"; filename*=UTF-8''%C3%9Cbersicht_%20Q3.xlsx`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const sheet = await workbookOf(res);
    expect(sheet.name).toBe('Watchlist');
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADINGS]);
    HEADINGS.forEach((_, c) => expect(sheet.getRow(1).getCell(c + 1).font?.bold).toBe(true));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E4');
    expect(sheet.rowCount).toBe(4);

    const values = [2, 3, 4].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    expect(values[0]).toEqual(['SPY', 'SPDR S&P 500 ETF', 512.34, 1.25, 'US78462F1030']);
    expect(values[1]).toEqual(['SAP.DE', 'SAP SE – Walldorf, Baden-Württemberg', 187.5, -0.5, 'DE0007164600']);
    // Leading zeros keep a ticker text; null leaves the cell empty.
    expect(values[2]).toEqual(['0700.HK', 'Tencent Holdings', 301, undefined, 'KYG875721634']);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('D3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C3').numFmt).toBe('#,##0.00');
    expect(sheet.getColumn(2).width).toBe(40);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(8);
  });

  it('keeps every value of a text column as text and names the file export-YYYYMMDD-HHmmss by default', async () => {
    const res = await post('/api/csv2xls', { headings: ['Code', 'Value'], data: [['007', 42], ['1234', '12.5']], specs: { columns: [{ type: 'text' }, { type: 'text' }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${defaultBaseName(t.clock.now)}.xlsx"`);
    expect(defaultBaseName(t.clock.now)).toMatch(/^export-\d{8}-\d{6}$/);
    const sheet = await workbookOf(res);
    expect(sheet.name).toBe('Export');
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['007', '42']);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['1234', '12.5']);
    expect(sheet.autoFilter).toBe('A1:B3');
  });

  it('takes a body above the global 1 MiB: 2,000 tickers × 30 columns', async () => {
    const headings = Array.from({ length: 30 }, (_, c) => `Column ${c}`);
    const data = Array.from({ length: 2000 }, (_, r) => headings.map((_, c) => (c === 0 ? `TICKER${r}` : `${r}.${c}${'7'.repeat(12)}`)));
    const body = { headings, data };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const res = await post('/api/csv2xls', body);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await workbookOf(res);
    expect(sheet.rowCount).toBe(2001);
    expect(sheet.getCell('AD2001').value).toBe(Number(`1999.29${'7'.repeat(12)}`));
  });

  it('answers a real, readable .pdf: title with date, header on every page, umlauts, the last row on the last page', async () => {
    const table = longTable(130);
    const res = await post('/api/csv2pdf', { ...table, fileName: 'my/../Report "Q3"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Report _Q3_.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages, title } = await readPdfText(res.rawPayload);
    expect(title).toBe('RangeScope export');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const date = t.clock.now.toISOString().slice(0, 16).replace('T', ' ');
    pages.forEach((page, i) => {
      expect(page).toMatch(new RegExp(`^RangeScope export ${date} UTC Ticker Name Price Volume T\\d+ `));
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.join(' ')).toContain('T37 Größenwahn Bürgerbräu AG 55.5 74');
    expect(pages.at(-1)).toContain('T129 LAST-ROW-MARKER 193.5 258');
    expect(pages.at(-1)).toMatch(/Rows [\d,]+–130 of 130/);
  });

  it('writes text beyond Latin-1 in the PDF, and an empty table as a header with "No rows."', async () => {
    const res = await post('/api/csv2pdf', { headings: ['Ticker', 'Name'], data: [['PKO.WA', 'Łódź – Ωmega – Привет'], ['X', null]] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readPdfText(res.rawPayload)).pages[0]).toContain('PKO.WA Łódź – Ωmega – Привет X');

    const empty = await post('/api/csv2pdf', { headings: ['Ticker'], data: [] });
    expect(empty.statusCode, empty.body).toBe(200);
    const { pages } = await readPdfText(empty.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Ticker No rows.');
  });

  it('needs a session: 401 without credentials, with a foreign session, and before a large body is read', async () => {
    for (const url of ROUTES) {
      expectError(await post(url, { headings: ['A'], data: [['x']] }, null), 401, undefined, 'SESSION_INVALID');
      expectError(await post(url, { headings: ['A'], data: [['x']] }, basicAuth(s.username, 'not-a-session-0000')), 401, undefined, 'SESSION_INVALID');
      const big = { headings: ['A'], data: Array.from({ length: 19_000 }, () => ['x'.repeat(100)]) };
      expectError(await post(url, big, null), 401, undefined, 'SESSION_INVALID');
    }
  });

  const tooLong = 'x'.repeat(10_001);
  const badBodies: [string, unknown, RegExp][] = [
    ['headings missing', { data: [['a']] }, /^Invalid request: body is missing the required field "headings"$/],
    ['data missing', { headings: ['A'] }, /^Invalid request: body is missing the required field "data"$/],
    ['headings not a list', { headings: 'A', data: [] }, /^Invalid request: body\.headings must be of type array$/],
    ['no headings', { headings: [], data: [] }, /^Invalid request: body\.headings must NOT have fewer than 1 items$/],
    ['a heading not text', { headings: ['A', 7], data: [] }, /^Invalid request: body\.headings\.1 must be of type string$/],
    ['a row not a list', { headings: ['A'], data: [['a'], 'b'] }, /^Invalid request: body\.data\.1 must be of type array$/],
    ['a row too short', { headings: ['A', 'B'], data: [['a', 'b'], ['a']] }, /^Invalid request: body\.data\.1 has 1 cell, but there are 2 headings; every row needs one cell per heading$/],
    ['a row too long', { headings: ['A'], data: [['a', 'b']] }, /^Invalid request: body\.data\.0 has 2 cells, but there is 1 heading; every row needs one cell per heading$/],
    ['an object cell', { headings: ['A'], data: [[{ v: 1 }]] }, /^Invalid request: body\.data\.0\.0 must be of type string,number,null$/],
    ['a list cell', { headings: ['A'], data: [[[1]]] }, /^Invalid request: body\.data\.0\.0 must be of type string,number,null$/],
    ['a boolean cell', { headings: ['A'], data: [[true]] }, /^Invalid request: body\.data\.0\.0 must be of type string,number,null$/],
    ['a cell too long', { headings: ['A'], data: [[tooLong]] }, /^Invalid request: body\.data\.0\.0 must be at most 10000 characters long$/],
    ['more than 200 columns', { headings: Array.from({ length: 201 }, (_, c) => `C${c}`), data: [] }, /^Invalid request: body\.headings must hold at most 200 entries$/],
    ['more than 20,000 rows', { headings: ['A'], data: Array.from({ length: 20_001 }, () => [1]) }, /^Invalid request: body\.data must hold at most 20000 entries$/],
    ['an unknown field', { headings: ['A'], data: [], format: 'xls' }, /^Invalid request: body has an unknown field "format"$/],
    ['a file name not text', { headings: ['A'], data: [], fileName: 3 }, /^Invalid request: body\.fileName must be of type string$/],
    ['a file name with a lone high surrogate', { headings: ['A'], data: [], fileName: 'Q3 \ud800.xlsx' }, /^Invalid request: body\.fileName contains an unpaired UTF-16 surrogate, which is not valid Unicode text$/],
    ['a file name with a lone low surrogate', { headings: ['A'], data: [], fileName: '\udc00' }, /^Invalid request: body\.fileName contains an unpaired UTF-16 surrogate/],
    ['a heading with a lone surrogate', { headings: ['A\udbff'], data: [] }, /^Invalid request: body\.headings\.0 contains an unpaired UTF-16 surrogate/],
    ['more column specs than headings', { headings: ['A'], data: [], specs: { columns: [null, null] } }, /^Invalid request: body\.specs\.columns has 2 entries, but there are only 1 headings$/],
    ['a column width of 0', { headings: ['A'], data: [], specs: { columns: [{ width: 0 }] } }, /^Invalid request: body\.specs\.columns\.0\.width must be at least 1$/],
    ['a number format with markup', { headings: ['A'], data: [], specs: { columns: [{ numFmt: '<b>0</b>' }] } }, /^Invalid request: body\.specs\.columns\.0\.numFmt has a wrong format$/],
    ['an unknown column type', { headings: ['A'], data: [], specs: { columns: [{ type: 'date' }] } }, /^Invalid request: body\.specs\.columns\.0\.type must be one of auto, text$/],
  ];

  it.each(badBodies)('refuses %s with 400 on both calls', async (_name, body, message) => {
    for (const url of ROUTES) expectError(await post(url, body), 400, message);
  });

  it('refuses a sheet name that Excel would refuse, and a PDF too large to lay out', async () => {
    for (const sheetName of ['Q3/Q4', "'quoted'", 'History', ' ']) {
      expectError(await post('/api/csv2xls', { headings: ['A'], data: [], specs: { sheetName } }), 400, /^Invalid request: body\.specs\.sheetName must not be blank, contain/, 'EXPORT_SHEET_NAME');
    }
    expectError(await post('/api/csv2xls', { headings: ['A'], data: [], specs: { sheetName: 'x'.repeat(32) } }), 400, 'Invalid request: body.specs.sheetName must be at most 31 characters long');

    const wide = { headings: Array.from({ length: 200 }, (_, c) => `C${c}`), data: Array.from({ length: 1_001 }, () => Array<null>(200).fill(null)) };
    expectError(await post('/api/csv2pdf', wide), 400,
      'Invalid request: a PDF export holds at most 200,000 cells (rows × columns), this one has 200,200. Export to Excel or choose fewer columns.', 'EXPORT_TOO_LARGE');
    const xlsx = await post('/api/csv2xls', wide);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
  });

  it('answers 413 above 20 MiB', async () => {
    const data = Array.from({ length: 2_100 }, () => ['y'.repeat(10_000)]);
    expectError(await post('/api/csv2xls', { headings: ['A'], data }), 413, 'Invalid request: the body is too large.');
  });
});
