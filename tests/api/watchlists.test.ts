import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, signIn, userRow, type Session } from './support/accounts';
import { DEFAULT_TICKERS } from '../../product/accountRules';
import { TICKER_RULES } from '../../product/tickerAccess';

interface ListView { name: string; includedTicker: string[]; owner: string; wlType: string }
interface Lists { dashboard: ListView; regular: ListView[]; crypto: ListView[]; alerts: ListView }

describe.each(BACKENDS)('GET /api/watchlist, POST /api/watchlist/update on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const update = (s: Session, body: unknown) => authed(t, s, 'POST', '/api/watchlist/update', body);
  const ok = async (s: Session, body: unknown): Promise<Lists> => {
    const res = await update(s, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Lists;
  };
  const lists = async (s: Session): Promise<Lists> => {
    const res = await authed(t, s, 'GET', '/api/watchlist');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Lists;
  };
  const names = (l: ListView[]): string[] => l.map((w) => w.name);
  const tickersOf = (l: Lists, name: string): string[] | undefined => [...l.regular, ...l.crypto].find((w) => w.name === name)?.includedTicker;

  it('answers the portfolio, the regular and crypto watchlists and the alerts list; needs a session', async () => {
    const s = await newSession(t);
    expect(await lists(s)).toEqual({
      dashboard: { name: 'Market overview', includedTicker: [], owner: s.username, wlType: 'GENERAL' },
      regular: [], crypto: [],
      alerts: { name: 'Server-Side Alerts', includedTicker: [], owner: s.username, wlType: 'GENERAL' },
    });
    expectError(await t.app.inject({ method: 'GET', url: '/api/watchlist' }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/watchlist/update', payload: { action: 'init' } }), 401);
  });

  it('init gives a new portfolio the default tickers once; a portfolio cleared later stays empty', async () => {
    const s = await newSession(t);
    expect((await ok(s, { action: 'init' })).dashboard.includedTicker).toEqual([...DEFAULT_TICKERS]);
    expect((await ok(s, { action: 'clear', wlType: 'DASHBOARD' })).dashboard.includedTicker).toEqual([]);
    expect((await ok(s, { action: 'init' })).dashboard.includedTicker).toEqual([]);
  });

  it('init keeps a portfolio that already holds tickers', async () => {
    const s = await newSession(t);
    await ok(s, { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['iwm'] });
    expect((await ok(s, { action: 'init' })).dashboard.includedTicker).toEqual(['IWM']);
  });

  it('creates watchlists with upper-cased names and normalised tickers, sorted case-insensitively', async () => {
    const s = await newSession(t);
    await ok(s, { action: 'add', name: ' tech ', owner: s.username, includedTicker: ['nvda', ' aapl ', 'NVDA', ''] });
    await ok(s, { action: 'add', name: 'energy' });
    const after = await ok(s, { action: 'add', name: 'Bonds', wlType: 'GENERAL' });
    expect(names(after.regular)).toEqual(['BONDS', 'ENERGY', 'TECH']);
    expect(tickersOf(after, 'TECH')).toEqual(['NVDA', 'AAPL']);
    expect(after.regular[0]).toEqual({ name: 'BONDS', includedTicker: [], owner: s.username, wlType: 'GENERAL' });
    // The user object shows the same lists.
    const user = (await authed(t, s, 'GET', '/api/userData')).json() as { watchlists: { regular: ListView[] } };
    expect(names(user.watchlists.regular)).toEqual(['BONDS', 'ENERGY', 'TECH']);
  });

  it('refuses a missing name and duplicates (case-insensitive, also the kept lists) with the spec wording', async () => {
    const s = await newSession(t);
    await ok(s, { action: 'add', name: 'Tech' });
    expectError(await update(s, { action: 'add', name: '   ' }), 400, 'Please set a name for the watchlist.', 'WATCHLIST_NAME_REQUIRED');
    expectError(await update(s, { action: 'add' }), 400, 'Please set a name for the watchlist.', 'WATCHLIST_NAME_REQUIRED');
    expectError(await update(s, { action: 'add', name: 'tech' }), 400, 'Duplicate names not allowed', 'WATCHLIST_NAME_DUPLICATE');
    expectError(await update(s, { action: 'add', name: 'market overview' }), 400, 'Duplicate names not allowed', 'WATCHLIST_NAME_DUPLICATE');
    // A crypto list may share the name of a regular one: they are different kinds.
    expect(names((await ok(s, { action: 'add', name: 'tech', wlType: 'CRYPTO' })).crypto)).toEqual(['TECH']);
  });

  it('renames, refusing an empty or duplicate new name and an unknown list', async () => {
    const s = await newSession(t);
    await ok(s, { action: 'add', name: 'alpha', includedTicker: ['SPY'] });
    await ok(s, { action: 'add', name: 'beta' });
    const renamed = await ok(s, { action: 'rename', oldName: 'alpha', newName: 'gamma' });
    expect(names(renamed.regular)).toEqual(['BETA', 'GAMMA']);
    expect(tickersOf(renamed, 'GAMMA')).toEqual(['SPY']);
    // Changing only the case of its own name is no duplicate.
    expect(names(await ok(s, { action: 'rename', oldName: 'GAMMA', newName: 'gamma' }).then((l) => l.regular))).toEqual(['BETA', 'GAMMA']);
    expectError(await update(s, { action: 'rename', oldName: 'gamma', newName: 'Beta' }), 400, 'Duplicate names not allowed');
    expectError(await update(s, { action: 'rename', oldName: 'gamma', newName: '' }), 400, 'Please set a name for the watchlist.');
    expectError(await update(s, { action: 'rename', oldName: 'nope', newName: 'x' }), 404, 'The watchlist "NOPE" does not exist.', 'WATCHLIST_NOT_FOUND');
  });

  it('adds and removes tickers, clears and deletes a watchlist', async () => {
    const s = await newSession(t);
    await ok(s, { action: 'add', name: 'w' });
    expect(tickersOf(await ok(s, { action: 'addTickers', name: 'W', tickers: ['spy', 'QQQ', 'spy'] }), 'W')).toEqual(['SPY', 'QQQ']);
    expect(tickersOf(await ok(s, { action: 'addTickers', name: 'w', tickers: ['qqq', 'gld'] }), 'W')).toEqual(['SPY', 'QQQ', 'GLD']);
    // An add without a ticker is ignored (document 1 section 5).
    expect(tickersOf(await ok(s, { action: 'addTickers', name: 'w', tickers: ['  '] }), 'W')).toEqual(['SPY', 'QQQ', 'GLD']);
    expect(tickersOf(await ok(s, { action: 'removeTicker', name: 'w', ticker: 'qqq' }), 'W')).toEqual(['SPY', 'GLD']);
    expect(tickersOf(await ok(s, { action: 'clear', name: 'w' }), 'W')).toEqual([]);
    expect((await ok(s, { action: 'remove', name: 'w' })).regular).toEqual([]);
    expectError(await update(s, { action: 'addTickers', name: 'w', tickers: ['SPY'] }), 404, undefined, 'WATCHLIST_NOT_FOUND');
  });

  it('keeps crypto tickers with the CRYPTO. prefix', async () => {
    const s = await newSession(t);
    await ok(s, { action: 'add', name: 'coins', wlType: 'CRYPTO', includedTicker: ['btc'] });
    const after = await ok(s, { action: 'addTickers', name: 'coins', wlType: 'CRYPTO', tickers: ['ETH/USD', 'crypto.sol', 'ETH/BTC', 'CRYPTO.BTC'] });
    expect(tickersOf(after, 'COINS')).toEqual(['CRYPTO.BTC', 'CRYPTO.ETH', 'CRYPTO.SOL', 'CRYPTO.ETH:CRYPTO.BTC']);
    expect(after.crypto[0]?.wlType).toBe('CRYPTO');
  });

  it('changes the portfolio, which cannot be created, renamed or deleted', async () => {
    const s = await newSession(t);
    expect((await ok(s, { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['spy', 'tlt'] })).dashboard.includedTicker).toEqual(['SPY', 'TLT']);
    expect((await ok(s, { action: 'removeTicker', wlType: 'DASHBOARD', tickers: ['SPY'] })).dashboard.includedTicker).toEqual(['TLT']);
    for (const action of ['add', 'rename', 'remove']) {
      expectError(await update(s, { action, wlType: 'DASHBOARD', name: 'x', oldName: 'x', newName: 'y' }), 400, undefined, 'DASHBOARD_FIXED');
    }
    expect((await userRow(t, s.username)).dashboardList).toEqual(['TLT']);
  });

  it('refuses a portfolio above 2,000 tickers with a clear 400 and changes nothing', async () => {
    const s = await newSession(t);
    const many = Array.from({ length: TICKER_RULES.portfolioMax - 1 }, (_, i) => `T${i}`);
    await ok(s, { action: 'addTickers', wlType: 'DASHBOARD', tickers: many });
    const body = expectError(await update(s, { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['X1', 'X2'] }), 400,
      'The portfolio holds at most 2000 tickers.', 'PORTFOLIO_FULL');
    expect(body).toMatchObject({ max: 2000, current: 1999, requested: 2 });
    expect((await userRow(t, s.username)).dashboardList).toHaveLength(1999);
    // Tickers already there do not count twice; the last free place can be taken.
    expect((await ok(s, { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['T0', 'X1'] })).dashboard.includedTicker).toHaveLength(2000);
    expectError(await update(s, { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['X2'] }), 400, undefined, 'PORTFOLIO_FULL');
  });

  it('refuses bad input with a 400 that names the problem', async () => {
    const s = await newSession(t);
    await ok(s, { action: 'add', name: 'w' });
    const cases: [unknown, RegExp | string][] = [
      [{}, /action/],
      [{ action: 'drop' }, /action/],
      [{ action: 'add', name: 'x', role: 'admin' }, /unknown field "role"/],
      [{ action: 'add', name: 42 }, /name/],
      [{ action: 'add', name: 'a\u0000b' }, /NUL/],
      [{ action: 'add', name: 'a<b>' }, /name/],
      [{ action: 'add', name: 'x'.repeat(101) }, /name/],
      [{ action: 'addTickers', name: 'w', tickers: 'SPY' }, /tickers/],
      [{ action: 'addTickers', name: 'w', tickers: ['SP Y'] }, '"SP Y" is not a valid ticker.'],
      [{ action: 'addTickers', name: 'w', tickers: ['<script>'] }, /not a valid ticker/],
      [{ action: 'add', wlType: 'ALERTS', name: 'x' }, /wlType/],
    ];
    for (const [body, message] of cases) expectError(await update(s, body), 400, message);
    expect(tickersOf(await lists(s), 'W')).toEqual([]);
  });

  it('applies concurrent changes of two tabs one after the other: nothing is lost', async () => {
    const s = await newSession(t);
    const tab2 = await signIn(t, s.account);
    await ok(s, { action: 'add', name: 'shared' });
    const adds = Array.from({ length: 12 }, (_, i) => update(i % 2 ? s : tab2, { action: 'addTickers', name: 'shared', tickers: [`A${i}`] }));
    const dashboardAdds = Array.from({ length: 12 }, (_, i) => update(i % 2 ? tab2 : s, { action: 'addTickers', wlType: 'DASHBOARD', tickers: [`D${i}`] }));
    const creates = Array.from({ length: 6 }, (_, i) => update(i % 2 ? s : tab2, { action: 'add', name: `list${i}`, includedTicker: ['SPY'] }));
    const answers = await Promise.all([...adds, ...dashboardAdds, ...creates]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const after = await lists(s);
    expect([...(tickersOf(after, 'SHARED') ?? [])].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `A${i}`).sort());
    expect([...after.dashboard.includedTicker].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `D${i}`).sort());
    expect(names(after.regular)).toEqual(['LIST0', 'LIST1', 'LIST2', 'LIST3', 'LIST4', 'LIST5', 'SHARED']);
  });

  it('lets exactly one of two concurrent creates of the same name win', async () => {
    const s = await newSession(t);
    const tab2 = await signIn(t, s.account);
    const [a, b] = await Promise.all([update(s, { action: 'add', name: 'twin' }), update(tab2, { action: 'add', name: 'TWIN' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(names((await lists(s)).regular)).toEqual(['TWIN']);
  });

  it('a rename and a ticker add of two tabs both land, whichever comes first', async () => {
    const s = await newSession(t);
    const tab2 = await signIn(t, s.account);
    await ok(s, { action: 'add', name: 'old', includedTicker: ['SPY'] });
    const [renamed, added] = await Promise.all([
      update(s, { action: 'rename', oldName: 'old', newName: 'new' }),
      update(tab2, { action: 'addTickers', name: 'old', tickers: ['QQQ'] }),
    ]);
    expect(renamed.statusCode).toBe(200);
    const after = await lists(s);
    expect(names(after.regular)).toEqual(['NEW']);
    // The add either came first (and was renamed with the list) or found the list gone (404, nothing half-done).
    if (added.statusCode === 200) expect(tickersOf(after, 'NEW')).toEqual(['SPY', 'QQQ']);
    else expect([added.statusCode, tickersOf(after, 'NEW')]).toEqual([404, ['SPY']]);
  });

  it('keeps the lists of other users apart', async () => {
    const a = await newSession(t);
    const b = await newSession(t);
    await ok(a, { action: 'add', name: 'mine', includedTicker: ['SPY'] });
    expect((await lists(b)).regular).toEqual([]);
    expectError(await update(b, { action: 'addTickers', name: 'mine', tickers: ['QQQ'] }), 404);
    expect(tickersOf(await lists(a), 'MINE')).toEqual(['SPY']);
  });
});
