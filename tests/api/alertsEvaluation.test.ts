/**
 * Issue 20, evaluation: every condition type fires exactly once when a scripted series crosses it,
 * not again while it holds, and again only after it was false and true again (past the
 * cool-down); 'once' alerts end as done, expired alerts stop, a condition that already holds
 * fires when the alert is saved; scan targets compare the scanner's result with the last one.
 * The evaluator reads scripted values (AlertService.useValues); the market's snapshot and the
 * publish hook are exercised at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { newSession, userRow, type Session } from './support/accounts';
import { call, createEntity, ok } from './support/engine';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { alertInput, ScriptedValues } from './support/alertSeries';
import { alertServiceOf, type AlertService } from '../../server/alerts/alertService';
import { alerts, users } from '../../server/db/schema';
import { SnapshotValues, type TickerValues } from '../../server/alerts/alertValues';
import type { MarketService } from '../../server/market/marketService';
import type { AlertCondition, AlertHistoryAnswer, AlertInput, AlertView } from '../../contracts';

const MINUTE = 60_000;

interface Case {
  name: string;
  condition: AlertCondition;
  /** The values before the crossing, at the crossing, while it holds, after it, and crossing again. */
  steps: [Partial<TickerValues>, Partial<TickerValues>, Partial<TickerValues>, Partial<TickerValues>, Partial<TickerValues>];
  value: number | string;
  level: number | string | null;
}

const CASES: Case[] = [
  { name: 'price above', condition: { type: 'price', direction: 'above', threshold: 100 }, steps: [{ price: 99 }, { price: 101 }, { price: 102 }, { price: 98 }, { price: 103 }], value: 101, level: 100 },
  { name: 'price below', condition: { type: 'price', direction: 'below', threshold: 100 }, steps: [{ price: 101 }, { price: 99 }, { price: 98 }, { price: 102 }, { price: 97 }], value: 99, level: 100 },
  {
    name: 'short-term upper range', condition: { type: 'rangeCross', horizon: 'short', band: 'upper' },
    steps: [{ price: 100, stUpper: 110 }, { price: 111, stUpper: 110 }, { price: 112, stUpper: 110 }, { price: 105, stUpper: 110 }, { price: 110, stUpper: 110 }], value: 111, level: 110,
  },
  {
    name: 'within 2 % of the long-term lower range', condition: { type: 'rangeCross', horizon: 'long', band: 'lower', withinPercent: 2 },
    steps: [{ price: 100, ltLower: 90 }, { price: 91.5, ltLower: 90 }, { price: 88, ltLower: 90 }, { price: 95, ltLower: 90 }, { price: 91, ltLower: 90 }], value: 91.5, level: 90,
  },
  {
    name: 'trend changes to bearish', condition: { type: 'ratingChange', rating: 'trend', to: 'trendBearish' },
    steps: [{ trend: 'trendNeutral' }, { trend: 'trendBearish' }, { trend: 'trendBearish' }, { trend: 'trendBullish' }, { trend: 'trendBearish' }], value: 'trendBearish', level: null,
  },
  {
    name: 'any momentum change', condition: { type: 'ratingChange', rating: 'momentum', to: 'any' },
    steps: [{ momentum: 'momentumNeutral' }, { momentum: 'momentumBullish' }, { momentum: 'momentumBullish' }, { momentum: 'momentumBullish' }, { momentum: 'momentumBearish' }], value: 'momentumBullish', level: null,
  },
  {
    name: 'price crosses the call wall upwards', condition: { type: 'gammaCross', level: 'callWall', direction: 'above' },
    steps: [{ price: 99, callWall: 100 }, { price: 100.5, callWall: 100 }, { price: 101, callWall: 100 }, { price: 99.5, callWall: 100 }, { price: 100, callWall: 100 }], value: 100.5, level: 100,
  },
  {
    name: 'price crosses the gamma flip either way', condition: { type: 'gammaCross', level: 'flip', direction: 'either' },
    steps: [{ price: 99, flip: 100 }, { price: 101, flip: 100 }, { price: 102, flip: 100 }, { price: 102, flip: 100 }, { price: 98, flip: 100 }], value: 101, level: 100,
  },
  {
    name: 'IV rank above 80', condition: { type: 'metricThreshold', metric: 'ivRank', direction: 'above', threshold: 80 },
    steps: [{ ivRank: 50 }, { ivRank: 85 }, { ivRank: 90 }, { ivRank: 70 }, { ivRank: 81 }], value: 85, level: 80,
  },
  {
    name: 'IV percentile below 10', condition: { type: 'metricThreshold', metric: 'ivPercentile', direction: 'below', threshold: 10 },
    steps: [{ ivPercentile: 30 }, { ivPercentile: 5 }, { ivPercentile: 4 }, { ivPercentile: 12 }, { ivPercentile: 9 }], value: 5, level: 10,
  },
  {
    name: 'h64 above 0.6', condition: { type: 'metricThreshold', metric: 'h64', direction: 'above', threshold: 0.6 },
    steps: [{ h64: 0.5 }, { h64: 0.65 }, { h64: 0.7 }, { h64: 0.55 }, { h64: 0.61 }], value: 0.65, level: 0.6,
  },
  {
    name: 'h256 below 0.4', condition: { type: 'metricThreshold', metric: 'h256', direction: 'below', threshold: 0.4 },
    steps: [{ h256: 0.5 }, { h256: 0.35 }, { h256: 0.3 }, { h256: 0.45 }, { h256: 0.39 }], value: 0.35, level: 0.4,
  },
];

describe.each(BACKENDS)('alert evaluation on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  let service: AlertService;
  let member: Session;
  let memberId: string;

  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { market });
    t.clock.now = new Date(TEST_MARKET_AT);
    service = alertServiceOf(t.app);
    member = await newSession(t);
    memberId = (await userRow(t, member.username)).id;
    await t.database.db.update(users).set({ plan: 'elite' }).where(eq(users.id, memberId));
  }, 120_000);
  afterAll(async () => {
    service?.useValues(null);
    await t?.close();
  });

  const create = async (input: AlertInput): Promise<AlertView> => {
    const res = await call(t, member, 'POST', '/api/alerts', input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AlertView;
  };
  const stored = async (id: string) => (await t.database.db.select().from(alerts).where(eq(alerts.id, id)))[0]!;

  it.each(CASES)('$name: fires once on the crossing, not while it holds, again after it was false and true again', async (c) => {
    const ticker = 'QQQ';
    const values = new ScriptedValues().set(ticker, c.steps[0]);
    service.useValues(values);
    const alert = await create(alertInput({ name: c.name, target: { kind: 'ticker', ticker }, condition: c.condition, repeat: { mode: 'everyCrossing', cooldownMinutes: 5 } }));
    expect(alert.lastFiredAt, 'the condition does not hold when saved').toBeNull();

    const step = async (i: number, advanceMs = MINUTE): Promise<number> => {
      t.clock.advance(advanceMs);
      values.set(ticker, c.steps[i]!);
      const fired = await service.evaluateTickers([ticker]);
      return fired.filter((e) => e.alertId === alert.id).length;
    };
    expect(await step(0)).toBe(0);
    t.clock.advance(MINUTE);
    values.set(ticker, c.steps[1]);
    const fired = (await service.evaluateTickers([ticker])).filter((e) => e.alertId === alert.id);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ ticker, value: c.value, level: c.level, alertName: c.name, condition: c.condition });
    expect(await step(2), 'not again while it holds').toBe(0);
    expect(await step(2), 'nor on the next evaluation').toBe(0);
    expect(await step(3), 'no firing when it stops holding').toBe(0);
    expect(await step(4, 10 * MINUTE), 'again after false and true again, past the cool-down').toBe(1);

    const history = ok<AlertHistoryAnswer>(await call(t, member, 'GET', `/api/alerts/history?ticker=${ticker}`)).entries.filter((e) => e.alertId === alert.id);
    expect(history).toHaveLength(2);
    expect(history[0]!.firedAt > history[1]!.firedAt, 'newest first').toBe(true);
    expect(history[1]!.deliveries).toEqual([{ channel: 'app', status: 'delivered', attempts: 1, lastError: null, deliveredAt: history[1]!.firedAt }]);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('holds back a re-crossing within the cool-down and fires it once the cool-down has passed', async () => {
    const values = new ScriptedValues().set('SPY', { price: 90 });
    service.useValues(values);
    const alert = await create(alertInput({ condition: { type: 'price', direction: 'above', threshold: 100 }, repeat: { mode: 'everyCrossing', cooldownMinutes: 30 } }));
    const at = async (price: number, minutes: number): Promise<number> => {
      t.clock.advance(minutes * MINUTE);
      values.set('SPY', { price });
      return (await service.evaluateTickers(['SPY'])).filter((e) => e.alertId === alert.id).length;
    };
    expect(await at(101, 1)).toBe(1);
    expect(await at(99, 1)).toBe(0);
    expect(await at(102, 1), 'crossed again within 30 minutes').toBe(0);
    expect(await at(103, 10), 'still within the cool-down').toBe(0);
    expect(await at(103, 20), 'past the cool-down and still above: fires').toBe(1);
    expect(await at(104, 40), 'held since, not re-armed').toBe(0);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('fires at once when the condition already holds on save; a once alert is then done and stays silent', async () => {
    const values = new ScriptedValues().set('SPY', { price: 120 });
    service.useValues(values);
    const alert = await create(alertInput({ condition: { type: 'price', direction: 'above', threshold: 100 }, repeat: { mode: 'once' } }));
    expect(alert.status).toBe('done');
    expect(alert.lastFiredAt).toBe(t.clock.now.toISOString());
    values.set('SPY', { price: 90 });
    await service.evaluateTickers(['SPY']);
    values.set('SPY', { price: 130 });
    expect((await service.evaluateTickers(['SPY'])).filter((e) => e.alertId === alert.id)).toEqual([]);
    expect((await stored(alert.id)).status).toBe('done');
  });

  it('a changed condition starts over; pausing stops the evaluation; an expired alert stops', async () => {
    const values = new ScriptedValues().set('SPY', { price: 120 });
    service.useValues(values);
    const input = alertInput({ condition: { type: 'price', direction: 'above', threshold: 100 } });
    const alert = await create(input);
    expect(alert.lastFiredAt).not.toBeNull();
    // The same condition saved again (a new name): still disarmed, nothing fires.
    const renamed = ok<AlertView>(await call(t, member, 'PUT', `/api/alerts/${alert.id}`, { ...input, name: 'Renamed' }));
    expect(renamed.lastFiredAt).toBe(alert.lastFiredAt);
    expect((await t.database.db.select().from(alerts).where(eq(alerts.id, alert.id)))[0]!.lastFiredAt?.toISOString()).toBe(alert.lastFiredAt);
    // A new threshold that already holds: fires on save.
    t.clock.advance(2 * MINUTE);
    const changed = ok<AlertView>(await call(t, member, 'PUT', `/api/alerts/${alert.id}`, { ...input, condition: { type: 'price', direction: 'above', threshold: 110 } }));
    expect(changed.lastFiredAt).toBe(t.clock.now.toISOString());
    // Paused: no evaluation.
    ok(await call(t, member, 'PUT', `/api/alerts/${alert.id}`, { ...input, condition: { type: 'price', direction: 'above', threshold: 110 }, paused: true }));
    values.set('SPY', { price: 90 });
    await service.evaluateTickers(['SPY']);
    values.set('SPY', { price: 130 });
    expect((await service.evaluateTickers(['SPY'])).filter((e) => e.alertId === alert.id)).toEqual([]);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);

    // Expiry: once past it, the alert is expired and silent.
    values.set('SPY', { price: 90 });
    const expiring = await create(alertInput({ expiresAt: new Date(t.clock.now.getTime() + 10 * MINUTE).toISOString() }));
    t.clock.advance(11 * MINUTE);
    values.set('SPY', { price: 600 });
    expect((await service.evaluateTickers(['SPY'])).filter((e) => e.alertId === expiring.id)).toEqual([]);
    expect((await stored(expiring.id)).status).toBe('expired');
    const listed = ok<{ alerts: AlertView[] }>(await call(t, member, 'GET', '/api/alerts')).alerts.find((a) => a.id === expiring.id);
    expect(listed?.status).toBe('expired');
    await call(t, member, 'DELETE', `/api/alerts/${expiring.id}`);
  });

  it('a list target watches every ticker of the list, each crossing once', async () => {
    ok(await call(t, member, 'POST', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name: 'Alerted', includedTicker: ['SPY', 'QQQ'] }));
    const values = new ScriptedValues().set('SPY', { price: 90 }).set('QQQ', { price: 90 });
    service.useValues(values);
    const alert = await create(alertInput({ target: { kind: 'list', listName: 'alerted' }, condition: { type: 'price', direction: 'above', threshold: 100 } }));
    // Stored under the list's own name, whatever the case it was named in.
    const listName = ok<{ regular: { name: string }[] }>(await call(t, member, 'GET', '/api/watchlist')).regular.find((l) => l.name.toLowerCase() === 'alerted')!.name;
    expect(alert.target).toEqual({ kind: 'list', listName });
    values.set('SPY', { price: 101 }).set('QQQ', { price: 102 });
    t.clock.advance(MINUTE);
    const fired = (await service.evaluateTickers(['SPY', 'QQQ'])).filter((e) => e.alertId === alert.id);
    expect(fired.map((e) => e.ticker).sort()).toEqual(['QQQ', 'SPY']);
    expect((await service.evaluateTickers(['SPY', 'QQQ'])).filter((e) => e.alertId === alert.id)).toEqual([]);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('a saved scan: membership recorded on save (no firing), gains and losses fire per ticker after a snapshot', async () => {
    service.useValues(null);
    const scan = await createEntity(t, member, 'DomainScannerQuery', { title: 'Everything above 0', filterConfig: { upside: { isActive: true, type: 'above', min: '-1000000' } } }, 'full');
    const alert = await create(alertInput({ target: { kind: 'scan', scanId: scan.id }, condition: { type: 'scanMembership', change: 'either' } }));
    expect(alert.lastFiredAt).toBeNull();
    const members = ((await stored(alert.id)).state as { members?: string[] }).members ?? [];
    expect(members.length).toBeGreaterThan(10);
    // The stored membership is pretended older: one ticker more and one less than the scan finds now.
    const fake = [...members.slice(1), 'NOT-A-MEMBER'];
    const live = service.evaluator.alerts().find((a) => a.id === alert.id)!;
    live.state.members = fake;
    t.clock.advance(MINUTE);
    const fired = (await service.onSnapshot(market.snapshot()!)).filter((e) => e.alertId === alert.id);
    expect(fired.map((e) => [e.ticker, e.value]).sort()).toEqual([[members[0], 'gained'], ['NOT-A-MEMBER', 'lost']].sort());
    expect((await service.onSnapshot(market.snapshot()!)).filter((e) => e.alertId === alert.id), 'the same result again').toEqual([]);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('a quote refresh evaluates price conditions on the live quote (the snapshot holds the last close)', async () => {
    service.useValues(null);
    const close = market.store()!.row('QQQ')!.latestPrice!;
    const quote = market.source.getQuote('QQQ', TEST_MARKET_AT)!;
    expect(quote.marketOpen).toBe(true);
    expect(quote.price).not.toBe(close);
    const direction = quote.price > close ? 'above' : 'below';
    const threshold = Math.round(((close + quote.price) / 2) * 1e4) / 1e4;
    const alert = await create(alertInput({ target: { kind: 'ticker', ticker: 'QQQ' }, condition: { type: 'price', direction, threshold } }));
    expect(alert.lastFiredAt, 'the close does not cross it').toBeNull();
    const fired = (await service.pollQuotes()).filter((e) => e.alertId === alert.id);
    expect(fired).toHaveLength(1);
    expect(fired[0]!.value).toBe(quote.price);
    expect((await service.pollQuotes()).filter((e) => e.alertId === alert.id), 'the same quote again').toEqual([]);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('reads the published snapshot: a condition that holds on the real row fires on save', async () => {
    service.useValues(null);
    const row = market.store()!.row('SPY')!;
    const price = row.latestPrice!;
    // What the conditions read is the row's own fields (a rating 'error' reads as missing).
    const rating = (r: string): string | null => (r === 'error' ? null : r);
    expect(new SnapshotValues(market.store()!).values('SPY')).toEqual({
      price, stUpper: row.stRange.upperVolatilityRange, stLower: row.stRange.lowerVolatilityRange,
      ltUpper: row.ltRange.upperVolatilityRange, ltLower: row.ltRange.lowerVolatilityRange,
      trend: rating(row.overallTARating), momentum: rating(row.ltTARating),
      flip: row.gammaMetrics.gamma.zeroGamma, putWall: row.gammaMetrics.gamma.putWallLevel, callWall: row.gammaMetrics.gamma.callWallLevel,
      ivRank: row.volData.currentIVRank, ivPercentile: row.volData.currentIVPercentile, h64: row.h64, h256: row.h256,
    });
    expect(price).toBeGreaterThan(0);
    expect(row.stRange.upperVolatilityRange).toBeGreaterThan(0);
    expect(new SnapshotValues(market.store()!, new Map([['SPY', 1.5]])).values('SPY')?.price).toBe(1.5);
    expect(new SnapshotValues(market.store()!).values('NOPE')).toBeNull();
    const alert = await create(alertInput({ condition: { type: 'price', direction: 'above', threshold: Math.floor(price * 0.9) }, repeat: { mode: 'once' } }));
    expect(alert.status).toBe('done');
    const history = ok<AlertHistoryAnswer>(await call(t, member, 'GET', '/api/alerts/history')).entries.find((e) => e.alertId === alert.id);
    expect(history?.value).toBe(price);
  });
});
