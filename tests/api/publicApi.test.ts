import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Validator } from '@seriousme/openapi-schema-validator';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, userRow, type Session } from './support/accounts';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { balanceOf, book } from '../../server/users/balances';
import { apiTokens, entities, users } from '../../server/db/schema';
import { tokenHash } from '../../server/auth/secureTokens';
import type { MarketService } from '../../server/market/marketService';
import { API_RULES } from '../../product/apiRules';
import type { ApiSignalPage, GeneratedApiToken, RealtimeAnswer, StoredList } from '../../contracts';

describe.each(BACKENDS)('the public API v2 on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  let hidden: string;
  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    const store = market.store()!;
    const types = store.columnValues('type') as string[];
    hidden = (store.columnValues('ticker') as string[]).find((_, i) => types[i] === 'stock')!;
  }, 60_000);
  afterAll(async () => { await t.close(); });

  const member = async (plan: string, tokens = 0): Promise<Session & { userId: string }> => {
    const s = await newSession(t);
    const user = await userRow(t, s.username);
    await t.database.db.update(users).set({ plan }).where(eq(users.id, user.id));
    if (tokens) await book(t.database.db, { userId: user.id, account: 'token', delta: tokens, reason: 'test top-up' });
    return { ...s, userId: user.id };
  };
  const generate = (s: Session, input: Record<string, unknown>) => authed(t, s, 'POST', '/api/entities/DomainAuthToken/events/generate', { input });
  const newToken = async (s: Session, input: Record<string, unknown> = {}): Promise<GeneratedApiToken> => {
    const res = await generate(s, { name: 'Bot', scopes: ['assets:read', 'rtassets:spend', 'watchlists:read', 'signals:read'], ...input });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: GeneratedApiToken }).data;
  };
  const get = (url: string, token?: string, bearer = false) => t.app.inject({
    method: 'GET',
    url: token && !bearer ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : url,
    headers: token && bearer ? { authorization: `Bearer ${token}` } : {},
  });

  describe('tokens', () => {
    it('shows the token once, keeps only its hash, lists it without it, and revokes it at once', async () => {
      const s = await member('elite');
      const made = await newToken(s, { expiresAt: '2027-06-30' });
      expect(made.token).toMatch(/^rs_[A-Za-z0-9_-]{43}$/);
      const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.entityId, made.id));
      expect(row!.tokenHash).toBe(tokenHash(made.token));
      const [record] = await t.database.db.select().from(entities).where(eq(entities.id, made.id));
      expect(JSON.stringify(record!.payload)).not.toContain(made.token.slice(3));
      expect(JSON.stringify(row)).not.toContain(made.token.slice(3));
      const listed = await authed(t, s, 'POST', '/api/list/DomainAuthToken', {});
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.body).toContain('"Bot"');
      expect(listed.body).not.toContain(made.token.slice(3));

      expect((await get('/api/v2/asset/SPY', made.token, true)).statusCode).toBe(200);
      const lastUsed = (await t.database.db.select().from(apiTokens).where(eq(apiTokens.entityId, made.id)))[0]!.lastUsedAt;
      expect(lastUsed?.toISOString()).toBe(new Date(TEST_MARKET_AT).toISOString());
      const revoked = await authed(t, s, 'POST', '/api/entities/DomainAuthToken/events/revoke', { id: made.id });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expectError(await get('/api/v2/asset/SPY', made.token, true), 401, undefined, 'API_TOKEN_REVOKED');
      expectError(await get('/api/v2/asset/SPY', made.token), 401, undefined, 'API_TOKEN_REVOKED');
    });

    it('refuses an expired token, an unknown one and a missing one with 401', async () => {
      const s = await member('elite');
      const made = await newToken(s, { expiresAt: TEST_MARKET_AT.toISOString().slice(0, 10) });
      expect((await get('/api/v2/asset/SPY', made.token)).statusCode).toBe(200);
      const before = t.clock.now;
      t.clock.now = new Date(Date.parse(`${TEST_MARKET_AT.toISOString().slice(0, 10)}T00:00:00Z`) + 86_400_000);
      expectError(await get('/api/v2/asset/SPY', made.token), 401, undefined, 'API_TOKEN_EXPIRED');
      t.clock.now = before;
      expectError(await get('/api/v2/asset/SPY', `rs_${'x'.repeat(43)}`), 401, undefined, 'API_TOKEN_INVALID');
      expectError(await get('/api/v2/asset/SPY'), 401, undefined, 'API_TOKEN_MISSING');
    });

    it('checks the input, the plan and the limit per member', async () => {
      const s = await member('elite');
      expectError(await generate(s, {}), 400, /name/, 'INVALID_INPUT');
      expectError(await generate(s, { name: 'x', scopes: ['assets:write'] }), 400, /scopes/, 'INVALID_INPUT');
      expectError(await generate(s, { name: 'x', expiresAt: '2020-01-01' }), 400, /past/, 'INVALID_INPUT');
      expectError(await generate(s, { name: 'x', expiresAt: '2027-02-30' }), 400, /date/, 'INVALID_INPUT');
      expectError(await authed(t, s, 'POST', '/api/entities/DomainAuthToken', { payload: { name: 'Mine', scopes: ['assets:read'], expiresAt: '2027-01-01' } }), 400, undefined, 'USE_GENERATE_EVENT');
      const made = [];
      for (let i = 0; i < API_RULES.maxTokensPerUser; i++) made.push(await newToken(s, { name: `T${i}` }));
      expectError(await generate(s, { name: 'one too many' }), 400, undefined, 'API_TOKEN_LIMIT');
      await authed(t, s, 'POST', '/api/entities/DomainAuthToken/events/revoke', { id: made[0]!.id });
      await newToken(s, { name: 'after revoking' });
      const premium = await member('premium');
      expectError(await generate(premium, { name: 'x' }), 403);
    });

    it('stops working when the owner loses ApiAccess, and never reads another member\'s lists', async () => {
      const a = await member('elite');
      const b = await member('elite');
      const tokenA = (await newToken(a)).token;
      expect((await authed(t, b, 'POST', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name: 'SECRET' })).statusCode).toBe(200);
      const lists = (await get('/api/v2/watchlist', tokenA)).json() as StoredList[];
      expect(lists.every((l) => l.owner === a.username)).toBe(true);
      expectError(await get(`/api/v2/watchlist/${Buffer.from('SECRET').toString('base64')}`, tokenA), 404, undefined, 'UNKNOWN_WATCHLIST');
      const otherRevoke = await authed(t, b, 'POST', '/api/entities/DomainAuthToken/events/revoke', { id: (await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, a.userId)))[0]!.entityId });
      expect(otherRevoke.statusCode).toBeGreaterThanOrEqual(400);
      await t.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, a.userId));
      expectError(await get('/api/v2/watchlist', tokenA), 403, undefined, 'API_ACCESS_MISSING');
    });

    it('keeps to the token\'s scopes', async () => {
      const s = await member('elite');
      const { token } = await newToken(s, { scopes: ['assets:read'] });
      expect((await get('/api/v2/asset/SPY', token)).statusCode).toBe(200);
      expectError(await get('/api/v2/watchlist', token), 403, undefined, 'API_SCOPE_MISSING');
      expectError(await get('/api/v2/rtasset/SPY', token), 403, undefined, 'API_SCOPE_MISSING');
    });
  });

  describe('the calls', () => {
    it('serves assets with the app\'s reveal rules', async () => {
      const s = await member('elite');
      const { token } = await newToken(s);
      const spy = (await get('/api/v2/asset/spy', token)).json() as Record<string, unknown>;
      expect(spy).toMatchObject({ ticker: 'SPY', isActive: true });
      expect(spy.lowerVolatilityRange).toEqual(expect.any(Number));
      const preview = (await get(`/api/v2/asset/${hidden}`, token, true)).json() as Record<string, unknown>;
      expect(preview).toMatchObject({ ticker: hidden, isActive: false });
      expect(preview).not.toHaveProperty('lowerVolatilityRange');
      const app = (await authed(t, s, 'GET', `/api/assetData?ticker=SPY+${hidden}&mode=full`)).json() as Record<string, unknown>[];
      const both = (await get(`/api/v2/asset?idIn=SPY,${hidden},NOSUCH`, token)).json() as Record<string, unknown>[];
      expect(both).toEqual(app);
      expectError(await get('/api/v2/asset/NOSUCH', token), 404, undefined, 'UNKNOWN_TICKER');
      expectError(await get('/api/v2/asset/%24%24bad', token), 400, undefined, 'INVALID_TICKERS');
      expectError(await get('/api/v2/asset', token), 400);
      expectError(await get('/api/v2/asset?idIn=SPY&extra=1', token), 400);
      const tooMany = Array.from({ length: API_RULES.maxTickersPerCall + 1 }, (_, i) => `T${i}`).join(',');
      expectError(await get(`/api/v2/asset?idIn=${tooMany}`, token), 400, undefined, 'TOO_MANY_TICKERS');
    });

    it('charges one token per delivered real-time asset, nothing for failures, 765 when short', async () => {
      const s = await member('elite', 3);
      const { token } = await newToken(s);
      const one = (await get('/api/v2/rtasset/SPY', token)).json() as RealtimeAnswer;
      expect(one.tokensCharged).toBe(1);
      const mixed = (await get(`/api/v2/rtasset?idIn=QQQ,${hidden},NOSUCH`, token)).json() as RealtimeAnswer;
      expect(mixed.rtTickers.map((r) => r.ticker)).toEqual(['QQQ']);
      expect(mixed.errorTickers.map((e) => e.reason)).toEqual(['notRevealed', 'unknownTicker']);
      expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(1);
      expectError(await get('/api/v2/rtasset?idIn=SPY,QQQ', token), 402, undefined, 765);
      expectError(await get('/api/v2/rtasset/NOSUCH', token), 424, undefined, 766);
      expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(1);
    });

    it('charges exactly one token per delivered asset under 20 concurrent calls', async () => {
      const s = await member('elite', 15);
      const { token } = await newToken(s);
      const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/v2/rtasset/SPY', token, true)));
      const ok = answers.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(15);
      expect(answers.filter((r) => r.statusCode === 402).every((r) => r.json().code === 765)).toBe(true);
      expect(answers.filter((r) => r.statusCode === 402)).toHaveLength(5);
      expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(0);
    });

    it('reads the owner\'s lists, one by its base64 name', async () => {
      const s = await member('elite');
      const { token } = await newToken(s);
      const added = await authed(t, s, 'POST', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name: 'TECH ÜBER', includedTicker: ['AAPL', 'MSFT'] });
      expect(added.statusCode, added.body).toBe(200);
      const lists = (await get('/api/v2/watchlist', token)).json() as StoredList[];
      expect(lists.map((l) => l.name)).toContain('TECH ÜBER');
      const name = Buffer.from('TECH ÜBER').toString('base64url');
      const one = await get(`/api/v2/watchlist/${name}`, token);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({ name: 'TECH ÜBER', owner: s.username, wlType: 'GENERAL' });
      expectError(await get('/api/v2/watchlist/%%%', token), 400);
      expectError(await get('/api/v2/watchlist/!!!!', token), 400, undefined, 'INVALID_WATCHLIST_NAME');
    });

    it('pages the signal feed by cursor without losing or repeating a change', async () => {
      const s = await member('elite');
      const { token } = await newToken(s);
      const all = market.snapshot()!.signals.allRows().map((r) => r.id).sort();
      expect(all.length).toBeGreaterThan(10);
      const seen: string[] = [];
      let since: string | null = null;
      const limit = Math.ceil(all.length / 12);
      for (let page = 0; page < 20; page++) {
        const res = await get(`/api/v2/signals?limit=${limit}${since ? `&since=${since}` : ''}`, token);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as ApiSignalPage;
        seen.push(...body.signals.map((x) => x.id));
        since = body.nextCursor;
        if (!body.hasMore) break;
      }
      expect(seen).toEqual(all);
      const after = (await get(`/api/v2/signals?since=${since}`, token, true)).json() as ApiSignalPage;
      expect(after).toMatchObject({ signals: [], nextCursor: since, hasMore: false });
      const hiddenSignal = ((await get('/api/v2/signals?limit=1000', token)).json() as ApiSignalPage).signals.find((x) => !x.revealed);
      if (hiddenSignal) expect(Object.keys(hiddenSignal).sort()).toEqual(['date', 'id', 'revealed', 'signalClass', 'signalDirectionNew', 'ticker']);
      expectError(await get('/api/v2/signals?since=bogus', token), 400, undefined, 'INVALID_CURSOR');
      expectError(await get('/api/v2/signals?limit=0', token), 400, undefined, 'INVALID_PARAMETER');
      expectError(await get('/api/v2/signals?limit=abc', token), 400);
    });

    it('answers documentation=true with the call\'s documentation, without a token', async () => {
      for (const url of ['/api/v2/asset/SPY', '/api/v2/asset?idIn=SPY', '/api/v2/rtasset/SPY', '/api/v2/rtasset?idIn=SPY', '/api/v2/watchlist', '/api/v2/watchlist/QQ', '/api/v2/signals']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}documentation=true` });
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
        expect(res.json()).toMatchObject({ method: 'GET', summary: expect.any(String), scope: expect.any(String), openapi: '/api/v2/openapi.json' });
      }
    });

    it('limits calls per token with the RateLimit headers and 429', async () => {
      const s = await member('elite');
      const { token } = await newToken(s);
      const first = await get('/api/v2/asset/SPY', token);
      expect(first.headers['ratelimit-limit']).toBe(String(API_RULES.perTokenPerMinute));
      expect(first.headers['ratelimit-remaining']).toBe(String(API_RULES.perTokenPerMinute - 1));
      expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
      for (let i = 1; i < API_RULES.perTokenPerMinute; i++) expect((await get('/api/v2/asset/SPY', token)).statusCode).toBe(200);
      const limited = expectError(await get('/api/v2/asset/SPY', token), 429, /Too many requests/, 'RATE_LIMITED');
      expect(limited).toBeTruthy();
      const over = await get('/api/v2/asset/SPY', token);
      expect(over.headers['retry-after']).toBeTruthy();
      expect(over.headers['ratelimit-remaining']).toBe('0');
      // A second token of the same owner has its own budget, within the owner's.
      const second = await newToken(s, { name: 'Second' });
      expect((await get('/api/v2/asset/SPY', second.token)).statusCode).toBe(200);
    });
  });

  describe('the OpenAPI document', () => {
    it('is valid OpenAPI 3.1 and lists every v2 route', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toBe('3.1.0');
      const validator = new Validator();
      const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0]);
      expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
      expect(result.valid).toBe(true);
      expect(Object.keys(doc.paths).sort()).toEqual([
        '/api/v2/asset', '/api/v2/asset/{ticker}', '/api/v2/rtasset', '/api/v2/rtasset/{ticker}', '/api/v2/signals', '/api/v2/watchlist', '/api/v2/watchlist/{name}',
      ]);
    });
  });
});
