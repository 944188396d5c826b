import { describe, expect, it } from 'vitest';
import domainAsset from '../../../models/list/DomainAsset.json';
import { type ListModel, readField } from '../../../engine/core';
import { visibleColumns } from '../../../engine/list';
import { testDataProvider, type DataRequest } from '../../../engine/data';
import { buildCsv } from './csv';
import type { ExportBody } from '../../../contracts';
import { exportEveryList, headersOf, writeEveryList, type EveryListServices } from './exportEveryList';
import type { ExportEnv } from './writeExport';

const model = domainAsset as unknown as ListModel;
const t = (key: string) => ({ 'listTools:export.listColumn': 'List', 'listTools:lists.portfolio': 'Portfolio', 'listTools:export.everyListSheet': 'All lists' })[key] ?? key;

const rowOf = (ticker: string) => ({ ticker, name: `${ticker} Inc.`, latestPrice: 10, volData: { currentIVRank: 50 }, sector: 'Tech' });

/** The server's CSV list export: visible columns in model order, labels as headings. */
function serverCsv(tickers: string[], modules: string[], separator: string): string {
  const columns = visibleColumns(model, modules);
  return buildCsv(columns.map((c) => c.key.toUpperCase()), [...tickers].sort().map((tk) => columns.map((c) => readField(rowOf(tk), c.key))), separator);
}

function fakes(settings: Record<string, unknown>, modules: string[], user: Record<string, unknown>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const converted: ExportBody[] = [];
  const services = {
    session: { user, modules, settings, language: 'en', credentials: null },
    controller: { handleEffect: () => undefined },
    data: testDataProvider({
      getModel: async () => model,
      request: (async (path: string, options: { body: Record<string, unknown> }) => {
        calls.push({ path, body: options.body });
        if (path === '/base-node/upload') return { success: true };
        const body = options.body as { idIn: string[]; responseTypeSeparator: string };
        return serverCsv(body.idIn, modules, body.responseTypeSeparator);
      }) as unknown as DataRequest,
    }),
  } as unknown as EveryListServices;
  const env: ExportEnv = {
    modules, settings, now: () => new Date(2025, 5, 4, 9, 5, 7),
    convert: async (_kind, body) => {
      converted.push(body);
      return new Blob(['x']);
    },
    save: () => undefined,
  };
  return { services, env, calls, converted };
}

const user = {
  dashboardList: { name: 'Market overview', includedTicker: ['SPY', 'AAPL'] },
  cryptoList: { name: 'Crypto Market', includedTicker: [] },
  watchlists: { regular: [{ name: 'TECH', includedTicker: ['MSFT', 'AAPL'] }, { name: 'EMPTY', includedTicker: [] }], crypto: [] },
};

describe('exportEveryList', () => {
  it('reads each list through the CSV asset export and writes one table with a list column', async () => {
    const { services, env, calls, converted } = fakes({ csvSeparator: '|' }, ['PREMIUM'], user);
    const result = await writeEveryList(services, { format: 'Excel', t }, env);
    expect(result).toMatchObject({ kind: 'xlsx', rows: 4 });
    expect(calls.map((c) => c.body)).toEqual([
      { idIn: ['SPY', 'AAPL'], pageSize: 5000, useCache: false, responseType: 'csv', responseTypeSeparator: '|' },
      { idIn: ['MSFT', 'AAPL'], pageSize: 5000, useCache: false, responseType: 'csv', responseTypeSeparator: '|' },
    ]);
    expect(calls.every((c) => c.path === '/list/DomainAsset')).toBe(true);
    const body = converted[0]!;
    expect(body.headings.slice(0, 3)).toEqual(['List', 'TICKER', 'NAME']);
    expect(body.headings).toContain('VOLDATA.CURRENTIVRANK');
    expect(body.specs?.sheetName).toBe('All lists');
    expect(body.data.map((r) => [r[0], r[1]])).toEqual([['Portfolio', 'AAPL'], ['Portfolio', 'SPY'], ['TECH', 'AAPL'], ['TECH', 'MSFT']]);
  });

  it('keeps only the columns the display settings choose (and the ticker)', async () => {
    const { services, env, converted } = fakes({ activeColumns: ['name', 'sector'] }, ['FREE'], user);
    await writeEveryList(services, { format: 'PDF', t }, env);
    expect(converted[0]!.headings).toEqual(['List', 'TICKER', 'NAME', 'SECTOR']);
  });

  it('answers empty when no list holds a ticker', async () => {
    const { services, env, calls } = fakes({}, ['FREE'], { dashboardList: { includedTicker: [] } });
    expect(await writeEveryList(services, { format: 'Excel', t }, env)).toEqual({ kind: 'empty' });
    expect(calls).toHaveLength(0);
  });

  it('logs a failure as a data access error and answers null', async () => {
    const { services, env, calls } = fakes({}, ['FREE'], user);
    env.convert = () => Promise.reject(new Error('conversion down'));
    expect(await exportEveryList(services, { format: 'PDF', t }, env)).toBeNull();
    const log = calls.find((c) => c.path === '/base-node/upload');
    expect(String((log?.body.log as string[]).at(-1))).toContain('DATA_ACCESS_ERROR export: Error: conversion down');
  });
});

describe('headersOf', () => {
  it('names the headings by position when the counts agree, else by the heading', () => {
    const columns = visibleColumns(model, ['FREE']);
    expect(headersOf(columns.map((c) => c.key), model, ['FREE']).map((h) => h.key)).toEqual(columns.map((c) => c.key));
    expect(headersOf(['A', 'B'], model, ['FREE'])).toEqual([{ key: 'A', label: 'A' }, { key: 'B', label: 'B' }]);
    expect(headersOf(['A'], null, [])).toEqual([{ key: 'A', label: 'A' }]);
  });
});
