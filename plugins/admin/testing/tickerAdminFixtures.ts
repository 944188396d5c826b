/** Fixture answers of the ticker admin's calls (stories and tests). */
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import type { BrokenTickerListAnswer, SuspectedSplitsAnswer, TickerSourcesAnswer } from '../../../contracts';

export function tickerSourcesFixture(): TickerSourcesAnswer {
  return {
    sources: [{ id: 'import', label: 'Imported end-of-day data', instruments: 2 }, { id: 'simulated', label: 'Demo data', instruments: 2998 }],
    tickers: [
      { ticker: 'SMI', name: 'Swiss Market Index', source: 'import', firstDate: '1990-07-02', lastDate: '2026-11-26', rows: 9150, importedAt: '2026-11-20T08:00:00.000Z', inDemoData: true, served: true },
      { ticker: 'NEWCO', name: null, source: 'import', firstDate: '2025-09-01', lastDate: '2026-11-26', rows: 300, importedAt: '2026-11-27T06:00:00.000Z', inDemoData: false, served: true },
      { ticker: 'AAPL', name: 'Apple Inc.', source: 'simulated', firstDate: '2020-01-02', lastDate: '2026-11-26', rows: 1740, importedAt: '2026-11-21T08:00:00.000Z', inDemoData: true, served: true },
    ],
    cacheStatus: 'READY',
    snapshotVersion: 7,
  };
}

export function brokenTickersFixture(status: string): BrokenTickerListAnswer {
  const open = [
    { id: '5b0f4e4a-0a51-4a4e-9c1e-0d5c3f1a2b01', ticker: 'QQQ', username: 'annamember', comment: 'The close of 11/19 looks ten times too high', status: 'open' as const, createdAt: '2026-11-26T09:12:00.000Z', resolvedBy: null, resolvedAt: null, resolution: null },
    { id: '5b0f4e4a-0a51-4a4e-9c1e-0d5c3f1a2b02', ticker: 'NEWCO', username: 'bert', comment: null, status: 'open' as const, createdAt: '2026-11-26T10:40:00.000Z', resolvedBy: null, resolvedAt: null, resolution: null },
  ];
  const resolved = [{ ...open[0]!, id: '5b0f4e4a-0a51-4a4e-9c1e-0d5c3f1a2b03', status: 'resolved' as const, resolvedBy: 'demoadmin', resolvedAt: '2026-11-26T11:00:00.000Z', resolution: 'Checked against the exchange' }];
  return { reports: status === 'resolved' ? resolved : open };
}

export function suspectedSplitsFixture(status: string): SuspectedSplitsAnswer {
  const base = { factor: 0.5, ratio: '2:1', detectedAt: '2026-11-26T22:10:00.000Z', resolvedBy: null, resolvedAt: null };
  if (status !== 'pending') return { splits: [{ ...base, id: 'a1', ticker: 'SPLT', date: '2026-11-12', closeBefore: 121.4, closeAfter: 60.9, source: 'import', adjustable: true, status: 'confirmed', resolvedBy: 'demoadmin', resolvedAt: '2026-11-27T06:30:00.000Z' }] };
  return {
    splits: [
      { ...base, id: 'p1', ticker: 'SPLT', date: '2026-11-12', closeBefore: 121.4, closeAfter: 60.9, source: 'import', adjustable: true, status: 'pending' },
      { ...base, id: 'p2', ticker: 'GENX', date: '2026-10-05', ratio: '1:10', factor: 10, closeBefore: 0.82, closeAfter: 8.3, source: 'simulated', adjustable: false, status: 'pending' },
    ],
  };
}

export interface TickerAdminStoryOptions {
  /** Paths (without the query) whose call fails. */
  fail?: string[];
  /** The upload is refused with this line. */
  refuseUpload?: boolean;
  empty?: boolean;
}

export function tickerAdminProvider(options: TickerAdminStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string) => {
      const [bare = '', query = ''] = path.split('?');
      const status = new URLSearchParams(query).get('status') ?? '';
      if (options.fail?.some((p) => bare.startsWith(p))) throw new ApiCallError(500, 'Server error');
      if (bare === '/tickerAdmin/sources') return options.empty ? { ...tickerSourcesFixture(), tickers: [] } : tickerSourcesFixture();
      if (bare === '/brokenTicker') return options.empty ? { reports: [] } : brokenTickersFixture(status);
      if (bare === '/assetActions/splits') return options.empty ? { splits: [] } : suspectedSplitsFixture(status);
      if (bare === '/tickerAdmin/upload') {
        if (options.refuseUpload) throw new ApiCallError(400, 'NEWCO.csv:6: Volume "-5" is negative', 'IMPORT_REFUSED', { issues: [{ line: 6, message: 'Volume "-5" is negative' }] });
        return { msg: 'Successful: 300 row(s) of NEWCO imported from NEWCO.csv; served after the next snapshot, which starts now.', file: 'NEWCO.csv', tickers: [{ ticker: 'NEWCO', rows: 300, firstDate: '2025-09-01', lastDate: '2026-11-26', replaced: false }], nullRows: 0, ignoredColumns: [] };
      }
      if (bare === '/tickerAdmin/route') return { msg: 'Successful: SMI is served from Demo data after the next snapshot, which starts now.' };
      if (bare === '/brokenTicker/resolve') return { msg: 'Successful: the report about QQQ is resolved.' };
      if (bare.startsWith('/assetActions/splits/')) return { msg: `Successful: ${bare}` };
      if (bare === '/brokenTicker') return { msg: 'sent', status: 'sent' };
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}
