import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, signIn, userRow, type Session } from './support/accounts';
import { DEFAULT_SETTINGS } from '../../product/accountRules';
import { TICKER_RULES } from '../../product/tickerAccess';

type UserData = Record<string, unknown> & {
  settings: Record<string, unknown>;
  dashboardList: { name: string; includedTicker: string[] };
  cryptoList: { name: string; includedTicker: string[] };
  dataVersion: number;
};

describe.each(BACKENDS)('GET/POST /api/userData on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const get = async (s: Session): Promise<UserData> => {
    const res = await authed(t, s, 'GET', '/api/userData');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as UserData;
  };
  const post = (s: Session, body: unknown) => authed(t, s, 'POST', '/api/userData', body);
  const postOk = async (s: Session, body: unknown): Promise<UserData> => {
    const res = await post(s, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as UserData;
  };

  it('GET answers the user data of the session, without the session id or secrets', async () => {
    const s = await newSession(t);
    const data = await get(s);
    expect(data).toMatchObject({
      username: s.username, userPackage: 'EOD-ACCESS', baseCurrency: 'USD', portfolioSize: 0, emailOptIn: true,
      settings: DEFAULT_SETTINGS, customCorrelations: [], addressDetails: {},
      ui_flags: { show_mail_opt_in_dialog: false, show_missing_primary_dialog: false, missing_primary_dialog_payload: { suppressedAddons: [] } },
    });
    expect(data).not.toHaveProperty('sessionId');
    expect(data).not.toHaveProperty('passwordHash');
    expectError(await t.app.inject({ method: 'GET', url: '/api/userData' }), 401);
  });

  it('merges settings key by key', async () => {
    const s = await newSession(t);
    await postOk(s, { settings: { darkMode: true } });
    const after = await postOk(s, { settings: { compactModeStatus: true, csvSeparator: ',' } });
    expect(after.settings).toEqual({ ...DEFAULT_SETTINGS, darkMode: true, compactModeStatus: true, csvSeparator: ',' });
    expect((await get(s)).settings).toEqual(after.settings);
    expect((await userRow(t, s.username)).settings).toMatchObject({ darkMode: true, compactModeStatus: true, csvSeparator: ',' });
  });

  /** A custom correlation of the shape the server accepts (contracts/correlations.ts; its rules: tests/api/correlationsCftc.test.ts). */
  const CORRELATION = { id: 'QQQ,SPYpair', name: 'Pair', tickers: 'QQQ,SPY', timeFrame: 30, offsetDays: 0 };

  it('a partial update leaves the other parts alone', async () => {
    const s = await newSession(t);
    await postOk(s, { dashboardList: ['SPY'], settings: { darkMode: true }, customCorrelations: [CORRELATION] });
    const after = await postOk(s, { baseCurrency: 'eur', portfolioSize: 25000 });
    expect(after).toMatchObject({
      baseCurrency: 'EUR', portfolioSize: 25000, settings: { darkMode: true },
      dashboardList: { includedTicker: ['SPY'] }, customCorrelations: [CORRELATION],
    });
  });

  it('replaces a whole list, normalised, from an array or {includedTicker}', async () => {
    const s = await newSession(t);
    expect((await postOk(s, { dashboardList: ['spy', ' qqq ', 'SPY', '   '] })).dashboardList)
      .toEqual({ name: 'Market overview', includedTicker: ['SPY', 'QQQ'] });
    expect((await postOk(s, { dashboardList: { name: 'Market overview', includedTicker: ['gld'] } })).dashboardList.includedTicker).toEqual(['GLD']);
    expect((await postOk(s, { dashboardList: [] })).dashboardList.includedTicker).toEqual([]);
  });

  it('applies {add, remove} deltas and keeps the crypto list sorted and unique', async () => {
    const s = await newSession(t);
    await postOk(s, { dashboardList: ['SPY', 'QQQ', 'GLD'] });
    const after = await postOk(s, { dashboardList: { add: ['tlt', 'SPY'], remove: ['qqq'] } });
    expect(after.dashboardList.includedTicker).toEqual(['SPY', 'GLD', 'TLT']);
    // A whole list with the list as its writer last saw it: only the writer's own changes apply.
    const merged = await postOk(s, { dashboardList: { includedTicker: ['SPY', 'QQQ', 'IWM'], base: ['SPY', 'QQQ', 'GLD'] } });
    expect(merged.dashboardList.includedTicker).toEqual(['SPY', 'TLT', 'IWM']);
    const crypto = await postOk(s, { cryptoList: ['CRYPTO.SOL', 'crypto.btc', 'CRYPTO.ETH', 'CRYPTO.BTC'] });
    expect(crypto.cryptoList).toEqual({ name: 'Crypto Market', includedTicker: ['CRYPTO.BTC', 'CRYPTO.ETH', 'CRYPTO.SOL'] });
    const added = await postOk(s, { cryptoList: { add: ['CRYPTO.ADA'], remove: ['CRYPTO.ETH'] } });
    expect(added.cryptoList.includedTicker).toEqual(['CRYPTO.ADA', 'CRYPTO.BTC', 'CRYPTO.SOL']);
    expect((await userRow(t, s.username)).cryptoList).toEqual(['CRYPTO.ADA', 'CRYPTO.BTC', 'CRYPTO.SOL']);
  });

  it('keeps the lists\' rules of /watchlist/update: at most the portfolio cap, valid symbols; a refusal changes nothing', async () => {
    const s = await newSession(t);
    const full = Array.from({ length: TICKER_RULES.portfolioMax }, (_, i) => `T${i}`);
    await postOk(s, { dashboardList: full });
    expectError(await post(s, { dashboardList: { add: ['SPY'] } }), 400, `The portfolio holds at most ${TICKER_RULES.portfolioMax} tickers.`, 'PORTFOLIO_FULL');
    // A whole list over the cap is refused by the body's schema already.
    expectError(await post(s, { dashboardList: [...full, 'SPY'] }), 400);
    await postOk(s, { cryptoList: full.map((x) => `CRYPTO.${x}`) });
    expectError(await post(s, { cryptoList: { add: ['CRYPTO.BTC'] } }), 400, `A watchlist holds at most ${TICKER_RULES.portfolioMax} tickers.`, 'WATCHLIST_FULL');
    // Removing from a full list, or swapping one ticker for another, is fine.
    expect((await postOk(s, { dashboardList: { add: ['SPY'], remove: ['T0'] } })).dashboardList.includedTicker).toHaveLength(TICKER_RULES.portfolioMax);
    expectError(await post(s, { dashboardList: { add: ['SPY;DROP'], remove: ['T1'] } }), 400, /is not a valid ticker/, 'INVALID_TICKERS');
    const row = await userRow(t, s.username);
    expect(row.dashboardList).toHaveLength(TICKER_RULES.portfolioMax);
    expect(row.dashboardList).toContain('T1');
    expect(row.cryptoList).not.toContain('CRYPTO.BTC');
  });

  it('two tabs adding and removing at the same time lose no update', async () => {
    const s = await newSession(t);
    // Two browser tabs share one session; each sends only its own change.
    const tab1 = s;
    const tab2 = s;
    await postOk(s, { dashboardList: ['SPY', 'QQQ'] });
    const adds = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'META', 'TSLA', 'NFLX', 'AMD'];
    const results = await Promise.all([
      ...adds.map((ticker, i) => post(i % 2 ? tab2 : tab1, { dashboardList: { add: [ticker] } })),
      post(tab2, { dashboardList: { remove: ['QQQ'] } }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const list = (await get(s)).dashboardList.includedTicker;
    expect([...list].sort()).toEqual(['SPY', ...adds].sort());
    expect(list[0]).toBe('SPY');
  });

  it('concurrent writes of different settings and lists from two sessions all land', async () => {
    const s = await newSession(t);
    const before = (await get(s)).dataVersion;
    const other = await signIn(t, s.account);
    const results = await Promise.all([
      post(s, { settings: { darkMode: true } }),
      post(other, { settings: { colorblindModeStatus: true } }),
      post(s, { settings: { language: 'de' } }),
      post(other, { cryptoList: { add: ['CRYPTO.BTC'] } }),
      post(s, { cryptoList: { add: ['CRYPTO.ETH'] } }),
      post(other, { addressDetails: { city: 'Berlin' } }),
      post(s, { addressDetails: { postalCode: '10115' } }),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const data = await get(s);
    expect(data.settings).toMatchObject({ darkMode: true, colorblindModeStatus: true, language: 'de' });
    expect(data.cryptoList.includedTicker).toEqual(['CRYPTO.BTC', 'CRYPTO.ETH']);
    expect(data.addressDetails).toEqual({ city: 'Berlin', postalCode: '10115' });
    expect(data.dataVersion).toBe(before + results.length);
  });

  it('strips non-word characters from the charting-app username', async () => {
    const s = await newSession(t);
    expect((await postOk(s, { chartingAppUsername: 'my name-1!' })).chartingAppUsername).toBe('myname1');
  });

  describe('validation', () => {
    let s: Session;
    let snapshot: Record<string, unknown>;
    beforeAll(async () => {
      s = await newSession(t);
      await postOk(s, { dashboardList: ['SPY'], settings: { darkMode: true } });
      snapshot = { ...(await userRow(t, s.username)) };
    });

    it.each([
      ['an empty body', {}, 'Invalid request: the body names no field to change'],
      ['an unknown top-level field', { plan: 'elite' }, /unknown field "plan"/],
      ['an unknown setting', { settings: { isAdmin: true } }, /body\.settings has an unknown field "isAdmin"/],
      ['a setting of the wrong type', { settings: { darkMode: 'yes' } }, /body\.settings\.darkMode must be of type boolean/],
      ['an unknown export format', { settings: { exportFormat: 'Word' } }, /body\.settings\.exportFormat/],
      ['an unsupported language', { settings: { language: 'fr' } }, /body\.settings\.language/],
      ['a list of numbers', { dashboardList: [1, 2] }, /dashboardList/],
      ['a delta with an unknown key', { dashboardList: { add: ['X'], replace: ['Y'] } }, /dashboardList/],
      ['an overlong ticker', { dashboardList: ['X'.repeat(41)] }, /dashboardList/],
      ['too many tickers', { dashboardList: Array.from({ length: 2001 }, (_, i) => `T${i}`) }, /dashboardList/],
      ['a negative portfolio size', { portfolioSize: -1 }, /portfolioSize/],
      // The portfolio size lands in a bigint column: whole numbers, at most 1e15 (issue 17).
      ['a fractional portfolio size', { portfolioSize: 1.5 }, 'Invalid request: body.portfolioSize must be of type integer'],
      ['a portfolio size of 1e300', { portfolioSize: 1e300 }, 'Invalid request: body.portfolioSize must be at most 1000000000000000'],
      ['a lone surrogate in the address', { addressDetails: { address: 'Hauptstr. 1 \ud800' } }, 'Invalid request: body.addressDetails.address contains an unpaired UTF-16 surrogate, which is not valid Unicode text'],
      ['a lone surrogate in a postal code', { addressDetails: { postalCode: '\udfff' } }, /^Invalid request: body\.addressDetails\.postalCode contains an unpaired/],
      ['a lone surrogate in the active columns', { settings: { activeColumns: ['\ud83d'] } }, /^Invalid request: body\.settings\.activeColumns\.0 contains an unpaired/],
      ['a lone surrogate in a correlation', { customCorrelations: [['SPY', 'QQQ\ud800']] }, /^Invalid request: body\.customCorrelations\.0\.1 contains an unpaired/],
      ['a lone surrogate in a correlation\'s key', { customCorrelations: [{ ['\udc00']: 'SPY' }] }, /^Invalid request: body\.customCorrelations\.0 has a field name that contains an unpaired/],
      ['a bad currency', { baseCurrency: 'EURO' }, /body\.baseCurrency has a wrong format/],
      ['an unknown address field', { addressDetails: { country: 'DE' } }, /unknown field "country"/],
      ['an array body', [{ settings: {} }], /body must be of type object/],
    ])('answers 400 for %s and changes nothing', async (_label, body, message) => {
      expectError(await post(s, body), 400, message);
      expect({ ...(await userRow(t, s.username)) }).toEqual(snapshot);
    });
  });
});
