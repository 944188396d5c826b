import type { AdminInstrumentHit, AdminSearchAnswer, AdminUserHit, CacheStatusAnswer, ReloadConfigAnswer } from '../../../contracts';

/** The cache status of a server with the demo market: ready, or computing (1,200 of 3,000 instruments). */
export function cacheStatusFixture(running = false): CacheStatusAnswer {
  return {
    checkedAt: '2026-11-27T07:00:00.000Z',
    snapshot: {
      cacheStatus: running ? 'UPDATING' : 'READY', version: 4, asOf: '2026-11-26', publishedAt: '2026-11-26T21:05:12.000Z', ageSeconds: 35_688,
      latestSession: '2026-11-26', outOfDate: false, running, progress: running ? { done: 1200, total: 3000 } : null,
      nextRunAt: '2026-11-27T21:05:00.000Z', lastError: null, sourceLabel: 'Demo data', instruments: 3000, durationMs: 41_250,
    },
    caches: [
      { id: 'marketSnapshot', entries: 3000, bytes: 18_874_368, capacity: null, clearable: false },
      { id: 'signals', entries: 8400, bytes: 1_258_291, capacity: null, clearable: false },
      { id: 'quotes', entries: 212, bytes: null, capacity: 20_000, clearable: false },
      { id: 'listAnswers', entries: 3, bytes: null, capacity: 500, clearable: true, byModel: { DomainFaqSection: 2, DomainPreviewAsset: 1 } },
      { id: 'runtimeModels', entries: 2, bytes: null, capacity: null, clearable: false },
    ],
  };
}

export function reloadFixture(): ReloadConfigAnswer {
  return {
    msg: 'Successful: reloaded MAINTENANCE_MODE, RATE_LIMIT_LOGIN.', settingsFile: '/srv/rangescope/data/settings.env', settingsFileFound: true,
    changed: [{ setting: 'MAINTENANCE_MODE', before: 'off', after: 'on' }, { setting: 'RATE_LIMIT_LOGIN', before: '20', after: '10' }],
    reloadable: ['MAINTENANCE_MODE', 'RATE_LIMIT_LOGIN', 'RATE_LIMIT_LOGIN_ACCOUNT', 'RATE_LIMIT_REGISTER', 'RATE_LIMIT_RESET', 'SESSION_IDLE_DAYS', 'SESSION_LIFETIME_DAYS', 'LOG_LEVEL', 'ENCRYPT_MODELS', 'ADMIN_EXPORT_TOKEN'],
    restartNeeded: [{ setting: 'PORT', before: '8080', after: '9090' }],
  };
}

export function userHitsFixture(query: string): AdminSearchAnswer<AdminUserHit> {
  return {
    query, page: 1, pageSize: 25, total: 1,
    rows: [{
      id: '6b02d2a4-70cd-4ba4-9f71-a87c16a8404a', username: 'annamember', email: 'anna@example.com', name: 'Anna Member', plan: 'premium', roles: [],
      createdAt: '2026-03-14T10:00:00.000Z', matchedOn: ['username', 'email'], subscriptionIds: [],
    }],
  };
}

export function instrumentHitsFixture(query: string): AdminSearchAnswer<AdminInstrumentHit> {
  return {
    query, page: 1, pageSize: 25, total: 2,
    rows: [
      { ticker: 'SAP', name: 'SAP SE', isin: 'DE0007164600', type: 'stock', exchange: 'XETRA', currency: 'EUR', dataSource: 'Imported end-of-day data', imported: true, served: true, firstDate: '2015-01-02', lastDate: '2026-11-26', matchedOn: ['ticker', 'name'] },
      { ticker: 'SAPX', name: 'Sapphire Exploration Inc.', isin: 'US8031110001', type: 'stock', exchange: 'NASDAQ', currency: 'USD', dataSource: 'Demo data', imported: false, served: true, firstDate: null, lastDate: null, matchedOn: ['ticker'] },
    ],
  };
}

/** The answer of one of these calls in a story, or undefined for a path they do not serve. */
export function systemToolsAnswer(path: string, options: { running?: boolean } = {}): unknown {
  const [bare, query] = path.split('?') as [string, string | undefined];
  const q = new URLSearchParams(query).get('q') ?? '';
  if (bare === '/admin/cacheStatus') return cacheStatusFixture(options.running);
  if (bare === '/admin/refresh' || bare === '/admin/refresh-old') return { msg: 'Successful: the market snapshot is being recomputed.', started: true, status: cacheStatusFixture(true) };
  if (bare === '/admin/clearListCaches') return { msg: 'Successful: 3 cached list answer(s) dropped.', cleared: 3 };
  if (bare === '/reloadConfig') return reloadFixture();
  if (bare === '/admin/search/users') return userHitsFixture(q);
  if (bare === '/admin/search/instruments') return instrumentHitsFixture(q);
  return undefined;
}
