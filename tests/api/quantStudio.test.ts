/**
 * Issue 23 scope 5: Quant-Studio's calls — a run (1 token, 765 and nothing charged when short or
 * when the run fails), saving, listing, reading, comparing and deleting runs, the plan's limit,
 * the 400s of bad input, 404 for another member's run, 403 without the Elite module.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, userRow, type Session } from './support/accounts';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { balanceOf, book } from '../../server/users/balances';
import { quantStudioRuns, users } from '../../server/db/schema';
import type { MarketService } from '../../server/market/marketService';
import { QUANT_SAVED_RUNS_BY_PLAN, QUANT_STUDIO_RULES } from '../../product/quantStudioRules';
import type {
  QuantCompareAnswer, QuantRunAnswer, QuantRunRequest, QuantSavedRun, QuantSavedRunList, QuantStudioConfig,
} from '../../contracts';
import { UNSAVED_KEPT } from '../../server/quantStudio/runStore';

describe.each(BACKENDS)('the Quant-Studio calls on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;

  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
  }, 180_000);
  afterAll(async () => { await t?.close(); });

  type Member = Session & { userId: string };

  async function member(options: { plan?: 'elite' | 'premium' | 'elitePlus'; tokens?: number } = {}): Promise<Member> {
    const s = await newSession(t);
    const user = await userRow(t, s.username);
    await t.database.db.update(users).set({ plan: options.plan ?? 'elite' }).where(eq(users.id, user.id));
    if (options.tokens) await book(t.database.db, { userId: user.id, account: 'token', delta: options.tokens, reason: 'test top-up' });
    return { ...s, userId: user.id };
  }

  const REQUEST: QuantRunRequest = {
    universe: { kind: 'tickers', tickers: ['spy', 'QQQ', 'AAPL'] }, strategy: 'trendFollowing', parameters: { allowNeutralMomentum: 1 },
    from: '2025-01-02', to: '2026-11-19', benchmark: 'SPY', costBps: 10,
  };
  const run = (s: Session, body: unknown) => authed(t, s, 'POST', '/api/quant-studio/run', body);
  const save = (s: Session, body: unknown) => authed(t, s, 'POST', '/api/quant-studio/runs', body);
  const del = (s: Session, id: string) => t.app.inject({ method: 'DELETE', url: `/api/quant-studio/runs/${id}`, headers: { authorization: s.authorization } });
  const tokens = (s: Member) => balanceOf(t.database.db, s.userId, 'token');
  const runsOf = async (s: Member) => (await t.database.db.select({ n: count() }).from(quantStudioRuns).where(eq(quantStudioRuns.userId, s.userId)))[0]!.n;

  function ok<T>(res: Awaited<ReturnType<typeof run>>): T {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }

  it('runs a strategy, charges its token cost and answers the statistics', async () => {
    const s = await member({ tokens: 5 });
    const body = ok<QuantRunAnswer>(await run(s, REQUEST));
    expect(body.tokensCharged).toBe(QUANT_STUDIO_RULES.runTokenCost);
    expect(body.tokenBalance).toBe(5 - QUANT_STUDIO_RULES.runTokenCost);
    expect(await tokens(s)).toBe(5 - QUANT_STUDIO_RULES.runTokenCost);
    const { result } = body;
    expect(result.request.tickers).toEqual(['SPY', 'QQQ', 'AAPL']);
    expect(result.request.parameters).toEqual({ allowNeutralMomentum: 1 });
    expect(result.request.sizing).toBe('equal');
    expect(result.request.rebalance).toBe('weekly');
    expect(result.dates[0]! >= '2025-01-02').toBe(true);
    expect(result.dates.at(-1)).toBe('2026-11-19');
    for (const series of [result.equity, result.benchmarkEquity, result.drawdown, result.exposure]) expect(series).toHaveLength(result.dates.length);
    expect(result.benchmarkEquity[0]).toBe(1);
    expect(result.statistics.trades).toBe(result.tradeCount);
    expect(result.tradeCount).toBeGreaterThan(0);
    expect(result.statistics.maxDrawdown).toBeCloseTo(Math.max(...result.drawdown), 7);
    expect(result.statistics.exposure).toBeGreaterThan(0);
    expect(result.statistics.exposure).toBeLessThanOrEqual(1);
    for (const key of ['cagr', 'volatility', 'sharpe', 'sortino'] as const) expect(typeof result.statistics[key]).toBe('number');
    expect(result.trades.every((tr) => result.request.tickers.includes(tr.ticker))).toBe(true);
  });

  it('buys and holds exactly as the closes move, from the session after the decision', async () => {
    const s = await member({ tokens: 2 });
    const { result } = ok<QuantRunAnswer>(await run(s, {
      universe: { kind: 'tickers', tickers: ['SPY'] }, strategy: 'buyAndHold', from: '2025-06-02', to: '2026-06-01', costBps: 0,
    }));
    const closes = market.source.getCandleColumns('SPY', { from: '2025-06-02', to: '2026-06-01' })!;
    expect(result.dates).toEqual(closes.dates);
    // The benchmark from the first close; the strategy decides then and buys at the next close.
    result.benchmarkEquity.forEach((e, i) => expect(e).toBeCloseTo(closes.close[i]! / closes.close[0]!, 6));
    expect(result.equity[0]).toBe(1);
    result.equity.slice(1).forEach((e, i) => expect(e).toBeCloseTo(closes.close[i + 1]! / closes.close[1]!, 6));
    expect(result.statistics.totalReturn).toBeCloseTo(closes.close.at(-1)! / closes.close[1]! - 1, 6);
    expect(result.benchmarkStatistics.totalReturn).toBeCloseTo(closes.close.at(-1)! / closes.close[0]! - 1, 6);
    expect(result.trades).toEqual([{ date: closes.dates[1], ticker: 'SPY', side: 'buy', weightBefore: 0, weightAfter: 1, price: closes.close[1], tradeReturn: null }]);
  });

  it('runs over a list of the member', async () => {
    const s = await member({ tokens: 3 });
    ok(await authed(t, s, 'POST', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name: 'Quant list', includedTicker: ['MSFT', 'NVDA'] }));
    const { result } = ok<QuantRunAnswer>(await run(s, { ...REQUEST, universe: { kind: 'list', list: 'watchlist', name: 'Quant list' } }));
    expect(result.request.tickers).toEqual(['MSFT', 'NVDA']);
    expect(result.request.listName).toBe('QUANT LIST');
    expectError(await run(s, { ...REQUEST, universe: { kind: 'list', list: 'watchlist', name: 'Nope' } }), 400, /no watchlist named "Nope"/);
  });

  it('answers 765 and charges nothing when the tokens are short', async () => {
    const s = await member();
    const before = await runsOf(s);
    const body = expectError(await run(s, REQUEST), 402, undefined, 765);
    expect(body.tokenBalance).toBe(0);
    expect(await runsOf(s)).toBe(before);
  });

  it('refuses bad input with a message and charges nothing', async () => {
    const s = await member({ tokens: 5 });
    const cases: [unknown, RegExp][] = [
      [{ ...REQUEST, universe: { kind: 'tickers', tickers: [] } }, /at least one ticker/],
      [{ ...REQUEST, universe: { kind: 'tickers', tickers: ['NOSUCHTICKER'] } }, /Unknown ticker: NOSUCHTICKER/],
      [{ ...REQUEST, universe: { kind: 'tickers', tickers: Array.from({ length: 500 }, (_, i) => `T${i}`) } }, /at most 50 tickers/],
      [{ ...REQUEST, parameters: { allowNeutralMomentum: 2 } }, /allowNeutralMomentum must be 0 \(off\) or 1 \(on\)/],
      [{ ...REQUEST, strategy: 'rangeReversion', parameters: { buyBelowPosition: 101 } }, /buyBelowPosition must be between -50 and 100/],
      [{ ...REQUEST, strategy: 'rangeReversion', parameters: { buyBelowPosition: 90, sellAbovePosition: 90 } }, /buyBelowPosition must be below sellAbovePosition/],
      [{ ...REQUEST, parameters: { bogus: 3 } }, /no parameter "bogus"/],
      [{ ...REQUEST, from: '2026-11-19', to: '2025-01-02' }, /start before it ends/],
      [{ ...REQUEST, from: '2026-02-30' }, /YYYY-MM-DD/],
      [{ ...REQUEST, to: '2030-01-01' }, /end by the last session, 2026-11-19/],
      [{ ...REQUEST, from: '2010-01-04' }, /at most 10 years/],
      [{ ...REQUEST, from: '2018-01-02' }, /start the period on or after it/],
      [{ ...REQUEST, from: '2026-11-10' }, /at least 20/],
      [{ ...REQUEST, benchmark: 'NOSUCH' }, /Unknown benchmark/],
      [{ ...REQUEST, costBps: 500 }, /between 0 and 200 basis points/],
      [{ ...REQUEST, strategy: 'magic' }, /strategy/],
      [{ universe: REQUEST.universe }, /from|strategy/],
    ];
    for (const [body, message] of cases) expectError(await run(s, body), 400, message);
    expect(await tokens(s)).toBe(5);
    expect(await runsOf(s)).toBe(0);
  });

  it('saves, lists, reads, compares and deletes runs', async () => {
    const s = await member({ tokens: 5 });
    const first = ok<QuantRunAnswer>(await run(s, REQUEST));
    const second = ok<QuantRunAnswer>(await run(s, { ...REQUEST, strategy: 'rangeReversion', parameters: {}, sizing: 'volatility' }));
    expect(ok<QuantSavedRunList>(await authed(t, s, 'GET', '/api/quant-studio/runs')).runs).toEqual([]);

    const a = ok<QuantSavedRun>(await save(s, { runId: first.runId, name: '  Trend 50  ' }));
    expect(a.name).toBe('Trend 50');
    expect(a.result).toEqual(first.result);
    t.clock.now = new Date(TEST_MARKET_AT.getTime() + 1000);
    const b = ok<QuantSavedRun>(await save(s, { runId: second.runId, name: 'Range' }));
    t.clock.now = new Date(TEST_MARKET_AT);

    const list = ok<QuantSavedRunList>(await authed(t, s, 'GET', '/api/quant-studio/runs'));
    expect(list.runs.map((r) => r.name)).toEqual(['Range', 'Trend 50']);
    expect(list.runs[1]!.statistics).toEqual(first.result.statistics);
    expect(list.limit).toBe(QUANT_SAVED_RUNS_BY_PLAN.elite);
    expect(ok<QuantSavedRun>(await authed(t, s, 'GET', `/api/quant-studio/runs/${a.id}`)).result).toEqual(first.result);

    const cmp = ok<QuantCompareAnswer>(await authed(t, s, 'GET', `/api/quant-studio/compare?a=${a.id}&b=${b.id}`));
    expect(cmp.a.result.statistics).toEqual(first.result.statistics);
    expect(cmp.b.result.statistics).toEqual(second.result.statistics);
    expectError(await authed(t, s, 'GET', `/api/quant-studio/compare?a=${a.id}&b=${a.id}`), 400, /two different runs/);
    const config = ok<QuantStudioConfig>(await authed(t, s, 'GET', '/api/quant-studio/config'));
    expect(config).toMatchObject({ savedRuns: 2, savedRunsLimit: QUANT_SAVED_RUNS_BY_PLAN.elite, lastSession: '2026-11-19' });
    expect(config.firstSession! <= '2024-01-02').toBe(true);

    expect(ok<{ deleted: string }>(await del(s, a.id))).toEqual({ deleted: a.id });
    expectError(await del(s, a.id), 404);
    expectError(await authed(t, s, 'GET', `/api/quant-studio/runs/${a.id}`), 404);
    expect(ok<QuantSavedRunList>(await authed(t, s, 'GET', '/api/quant-studio/runs')).runs.map((r) => r.id)).toEqual([b.id]);
    expect(await tokens(s)).toBe(5 - 2 * QUANT_STUDIO_RULES.runTokenCost);
  });

  it('hides another member\'s runs (404) and refuses bad ids and names (400)', async () => {
    const owner = await member({ tokens: 2 });
    const other = await member({ tokens: 2 });
    const { runId } = ok<QuantRunAnswer>(await run(owner, REQUEST));
    expectError(await save(other, { runId, name: 'Mine now' }), 404);
    const saved = ok<QuantSavedRun>(await save(owner, { runId, name: 'Private' }));
    expectError(await authed(t, other, 'GET', `/api/quant-studio/runs/${saved.id}`), 404);
    expectError(await del(other, saved.id), 404);
    const { runId: otherRun } = ok<QuantRunAnswer>(await run(other, REQUEST));
    const otherSaved = ok<QuantSavedRun>(await save(other, { runId: otherRun, name: 'Other' }));
    expectError(await authed(t, other, 'GET', `/api/quant-studio/compare?a=${otherSaved.id}&b=${saved.id}`), 404);
    expectError(await authed(t, owner, 'GET', '/api/quant-studio/runs/not-a-uuid'), 400);
    expectError(await save(owner, { runId, name: '   ' }), 400);
    expectError(await save(owner, { runId, name: 'x'.repeat(QUANT_STUDIO_RULES.maxNameLength + 1) }), 400);
    expect(ok<QuantSavedRun>(await authed(t, owner, 'GET', `/api/quant-studio/runs/${saved.id}`)).name).toBe('Private');
  });

  it('keeps the plan\'s number of saved runs and only the newest unsaved runs', async () => {
    const s = await member({ tokens: UNSAVED_KEPT + 2 });
    const ids: string[] = [];
    for (let i = 0; i < UNSAVED_KEPT + 2; i++) {
      t.clock.now = new Date(TEST_MARKET_AT.getTime() + i * 1000);
      ids.push(ok<QuantRunAnswer>(await run(s, { ...REQUEST, costBps: i })).runId);
    }
    t.clock.now = new Date(TEST_MARKET_AT);
    expect(await runsOf(s)).toBe(UNSAVED_KEPT);
    expectError(await save(s, { runId: ids[0], name: 'Pruned' }), 404);
    const limit = QUANT_SAVED_RUNS_BY_PLAN.elite;
    await t.database.db.insert(quantStudioRuns).values(Array.from({ length: limit }, (_, i) => ({
      userId: s.userId, name: `filler ${i}`, request: {}, result: { request: { strategy: 'buyAndHold', tickers: [], from: '', to: '', benchmark: 'SPY' }, statistics: {} },
      savedAt: new Date(TEST_MARKET_AT.getTime() - 1000),
    })));
    expectError(await save(s, { runId: ids.at(-1), name: 'One too many' }), 400, /at most 50 saved runs/, 'QUANT_SAVED_LIMIT');
  });

  it('is Elite only (403 before any input check) and needs a session (401)', async () => {
    const s = await member({ plan: 'premium', tokens: 5 });
    expectError(await run(s, REQUEST), 403);
    expectError(await run(s, { nonsense: true }), 403);
    expectError(await authed(t, s, 'GET', '/api/quant-studio/runs'), 403);
    expectError(await authed(t, s, 'GET', '/api/quant-studio/config'), 403);
    expect(await tokens(s)).toBe(5);
    expect((await t.app.inject({ method: 'POST', url: '/api/quant-studio/run', payload: REQUEST as unknown as Record<string, unknown> })).statusCode).toBe(401);
  });
});
