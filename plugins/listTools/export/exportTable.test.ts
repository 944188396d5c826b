import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, type ErrorEffect, testDataProvider, type RequestOptions } from '../../../engine/data';
import type { ExportBody } from '../../../contracts';
import { browserExportEnv, exportTable, reportExportFailure, type ExportServices } from './exportTable';
import type { ExportEnv } from './writeExport';

const headers = [{ key: 'ticker', label: 'Ticker' }, { key: 'latestPrice', label: 'Price' }];
const items = [{ ticker: 'SPY', latestPrice: 512.25 }];

type LogBody = { log: string[]; username?: string; date: string };

/** The session, a recording server (the client log and the conversions) and a recording effect handler. */
function fakes(options: { username?: string; logFails?: boolean } = {}) {
  const uploads: { path: string; body: LogBody }[] = [];
  const requests: { path: string; options: RequestOptions | undefined }[] = [];
  const effects: ErrorEffect[] = [];
  const request = async <T,>(path: string, init?: RequestOptions): Promise<T> => {
    requests.push({ path, options: init });
    if (path !== '/base-node/upload') return new Blob([path]) as T;
    uploads.push({ path, body: init?.body as LogBody });
    if (options.logFails) throw new ApiCallError(500, 'log down');
    return { success: true } as T;
  };
  const services = {
    session: { user: options.username ? { username: options.username } : null, modules: ['PREMIUM'], settings: { csvSeparator: '|' }, credentials: null },
    data: testDataProvider({ request }),
    controller: { handleEffect: (effect: ErrorEffect) => effects.push(effect) },
  } as unknown as ExportServices;
  return { services, uploads, requests, effects };
}

function env(convert: ExportEnv['convert']): ExportEnv & { saved: string[] } {
  const saved: string[] = [];
  return { modules: ['PREMIUM'], settings: {}, now: () => new Date(2026, 10, 20, 9, 30, 0), convert, save: (_file, name) => saved.push(name), saved };
}

describe('exportTable (document 2 section 8: export failure)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the written file and logs nothing when the export succeeds', async () => {
    const { services, uploads, effects } = fakes();
    const bodies: ExportBody[] = [];
    const e = env(async (_kind, body) => {
      bodies.push(body);
      return new Blob(['xlsx']);
    });
    const result = await exportTable(services, { headers, items, exportFormat: 'Excel', listName: 'TECH' }, e);
    expect(result).toEqual({ kind: 'xlsx', fileName: 'export-20261120-093000.xlsx', rows: 1, columns: 2 });
    expect(e.saved).toEqual(['export-20261120-093000.xlsx']);
    expect(bodies[0]!.specs?.sheetName).toBe('TECH');
    expect(uploads).toHaveLength(0);
    expect(effects).toHaveLength(0);
  });

  it('answers null, shows no message and logs the failure as a data access error', async () => {
    const { services, uploads, effects } = fakes({ username: 'anna' });
    const e = env(() => Promise.reject(new ApiCallError(400, 'EXPORT_TOO_LARGE')));
    const result = await exportTable(services, { headers, items, exportFormat: 'PDF' }, e);
    expect(result).toBeNull();
    expect(e.saved).toEqual([]);
    expect(effects).toEqual([]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.path).toBe('/base-node/upload');
    expect(uploads[0]!.body.username).toBe('anna');
    // The dump carries the client's last log lines (engine/core clientLog), this failure last.
    expect(uploads[0]!.body.log.at(-1)).toMatch(/Z ERROR DATA_ACCESS_ERROR export: ApiCallError: EXPORT_TOO_LARGE$/);
    expect(Number.isNaN(Date.parse(uploads[0]!.body.date))).toBe(false);
  });

  it.each([401, 403])('still ends the session when the conversion answers %i', async (status) => {
    const { services, uploads, effects } = fakes({ username: 'anna' });
    const result = await exportTable(services, { headers, items, exportFormat: 'Excel' }, env(() => Promise.reject(new ApiCallError(status, 'no session'))));
    expect(result).toBeNull();
    expect(effects.map((e) => e.kind)).toEqual(['sessionExpired']);
    expect(uploads).toHaveLength(1);
  });

  it('does not end the session for a lost connection or a server error', async () => {
    for (const err of [new ApiCallError(0, 'offline'), new ApiCallError(500, 'boom'), new TypeError('Failed to fetch')]) {
      const { services, effects } = fakes();
      expect(await exportTable(services, { headers, items, exportFormat: 'PDF' }, env(() => Promise.reject(err)))).toBeNull();
      expect(effects).toEqual([]);
    }
  });

  it('does not fail a second time when the log cannot be written', async () => {
    const { services, uploads } = fakes({ logFails: true });
    await expect(exportTable(services, { headers, items, exportFormat: 'PDF' }, env(() => Promise.reject(new Error('x'))))).resolves.toBeNull();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.body.username).toBeUndefined();
  });

  it('logs what was thrown even when it is not an error', async () => {
    const { services, uploads } = fakes();
    await reportExportFailure(services, 'plain text');
    expect(uploads[0]!.body.log.at(-1)).toMatch(/Z ERROR DATA_ACCESS_ERROR export: plain text$/);
  });
});

describe('browserExportEnv', () => {
  it("exports with the session's modules and settings", () => {
    const { services } = fakes();
    const e = browserExportEnv(services);
    expect(e.modules).toEqual(['PREMIUM']);
    expect(e.settings).toEqual({ csvSeparator: '|' });
    expect(e.now()).toBeInstanceOf(Date);
  });

  it('asks the server for a file, xlsx from /csv2xls and pdf from /csv2pdf, reporting a failure itself instead of through the catalogue', async () => {
    const { services, requests } = fakes();
    const e = browserExportEnv(services);
    const body = { headings: ['Ticker'], data: [['SPY']], fileName: 'export-x' };
    await e.convert('xlsx', body);
    await e.convert('pdf', body);
    expect(requests.map((r) => r.path)).toEqual(['/csv2xls', '/csv2pdf']);
    for (const r of requests) expect(r.options).toMatchObject({ body, responseType: 'blob', reportError: false });
  });
});
