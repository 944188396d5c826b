import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT } from './support/testMarket';
import { CONSTRUCTED, clusterMarket, type ClusterMarket } from './support/clusterMarket';
import { expectError, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { recordActivations } from '../../server/assets/activeTickers';
import { liquidTickers } from '../../server/clusters/clusterUniverse';
import { pearson } from '../../server/market/analytics';
import { OVERVIEW_GROUPS } from '../../server/market/source/tickerGroups';
import { CLUSTER_RULES } from '../../product/clusterRules';
import type { ClusterAnswer, LeadershipAnswer } from '../../contracts';

/**
 * POST /api/analytics/clusters and /api/analytics/leadership over constructed instruments laid
 * over the simulated test market (support/clusterMarket.ts): two groups of three correlated
 * series and a series that leads another by two sessions.
 */
describe.each(BACKENDS)('market clusters and leadership chains on %s', (backend) => {
  let market: ClusterMarket;
  let t: TestApp;
  let loading: TestApp;
  let premium: Session;
  let free: Session;

  const post = (s: Session | null, url: string, body: unknown): Promise<LightMyRequestResponse> => call(t, s, 'POST', url, body);
  const clusters = async (s: Session, body: unknown): Promise<ClusterAnswer> => ok<ClusterAnswer>(await post(s, '/api/analytics/clusters', body));
  const leadership = async (s: Session, body: unknown): Promise<LeadershipAnswer> => ok<LeadershipAnswer>(await post(s, '/api/analytics/leadership', body));
  const constructedList = { kind: 'list', listType: 'GENERAL', listName: 'constructed' };

  beforeAll(async () => {
    market = await clusterMarket();
    t = await createTestApp(backend, { seed: true, market: market.service });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [premium, free] = await Promise.all([demo(t, 'demopremium'), demo(t, 'demofree')]);
    const premiumUser = await userRow(t, 'demopremium');
    await recordActivations(t.database.db, premiumUser.id, [...CONSTRUCTED], true, t.clock.now);
    for (const s of [premium, free]) {
      ok(await post(s, '/api/watchlist/update', { action: 'add', name: 'CONSTRUCTED', includedTicker: [...CONSTRUCTED, 'SPY', 'QQQ'] }));
    }
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  describe('clusters', () => {
    it('finds the constructed groups in a watchlist, with the correlations of the returns', async () => {
      const answer = await clusters(premium, { universe: constructedList, windowDays: 250 });
      const { universe } = answer;
      expect(universe).toMatchObject({ requested: 10, notRevealed: [], unknown: [], shortHistory: [], returns: 250, to: '2026-11-19' });
      expect(universe.tickers).toEqual([...CONSTRUCTED, 'SPY', 'QQQ']);
      expect(universe.names[0]).toBe('Constructed LEADX');
      const clusterOf = (ticker: string) => answer.clusters.find((c) => c.members.includes(ticker))!;
      expect([...clusterOf('GA1').members].sort()).toEqual(['GA1', 'GA2', 'GA3']);
      expect([...clusterOf('GB2').members].sort()).toEqual(['GB1', 'GB2', 'GB3']);
      expect(clusterOf('LEADX').members).not.toContain('LAGY');
      expect(clusterOf('GA1').averageCorrelation).toBeGreaterThan(0.6);
      expect(answer.clusters.map((c) => c.id)).toEqual(answer.clusters.map((_, i) => i + 1));
      // The matrix is the Pearson correlation of the last 250 log returns, on three decimals.
      const i = universe.tickers.indexOf('GA1');
      const j = universe.tickers.indexOf('GB3');
      const k = universe.tickers.indexOf('GA2');
      const last = (ticker: 'GA1' | 'GA2' | 'GB3') => market.returns[ticker].subarray(-250);
      expect(answer.correlations[i]![k]).toBeCloseTo(pearson(last('GA1'), last('GA2')), 3);
      expect(answer.correlations[i]![j]).toBeCloseTo(pearson(last('GA1'), last('GB3')), 3);
      expect(answer.correlations[i]![i]).toBe(1);
      // A dendrogram over 10 rows: 9 merges, rising, the last holding all; the order is a permutation.
      expect(answer.merges).toHaveLength(9);
      expect(answer.merges.at(-1)!.size).toBe(10);
      expect(answer.merges.map((m) => m.height)).toEqual([...answer.merges.map((m) => m.height)].sort((a, b) => a - b));
      expect([...answer.order].sort((a, b) => a - b)).toEqual([...Array(10).keys()]);
      expect(answer).toMatchObject({ minCorrelation: 0.5, cutHeight: 1, asOf: '2026-11-19' });
    });

    it('cuts where asked: every instrument alone at 0.99', async () => {
      const answer = await clusters(premium, { universe: constructedList, windowDays: 250, minCorrelation: 0.99 });
      expect(answer.clusters).toHaveLength(10);
      expect(answer.cutHeight).toBeCloseTo(Math.sqrt(0.02), 6);
    });

    it('leaves out the tickers a user has not revealed, and uses no figure of theirs', async () => {
      const answer = await clusters(free, { universe: constructedList });
      expect(answer.universe.tickers).toEqual(['SPY', 'QQQ']);
      expect(answer.universe.notRevealed).toEqual([...CONSTRUCTED]);
      expect(answer.correlations).toHaveLength(2);
      const { notRevealed, ...rest } = answer.universe;
      expect(notRevealed).toHaveLength(8);
      expect(JSON.stringify({ ...answer, universe: rest })).not.toMatch(/LEADX|LAGY|GA\d|GB\d/);
    });

    it('an overview group: its revealed members; 400 when fewer than two remain', async () => {
      const sectors = OVERVIEW_GROUPS.find((g) => g.id === 'sectorEtfs')!.tickers;
      expectError(await post(free, '/api/analytics/clusters', { universe: { kind: 'group', group: 'sectorEtfs' } }), 400, /At least 2 instruments/, 'UNIVERSE_TOO_SMALL');
      const elite = await demo(t, 'demoelite');
      await recordActivations(t.database.db, (await userRow(t, 'demoelite')).id, [...sectors], true, t.clock.now);
      const answer = await clusters(elite, { universe: { kind: 'group', group: 'sectorEtfs' }, windowDays: 60 });
      expect(answer.universe.tickers).toEqual([...sectors]);
      expect(answer.universe.returns).toBe(60);
    });

    it('the liquid universe ranks by average dollar volume (the constructed ones first)', async () => {
      const snapshot = market.service.snapshot()!;
      expect(liquidTickers(snapshot, 12).slice(0, 8)).toEqual([...CONSTRUCTED]);
      const answer = await clusters(premium, { universe: { kind: 'liquid', size: 10 } });
      expect(answer.universe.requested).toBe(10);
      expect(answer.universe.tickers.slice(0, 8)).toEqual([...CONSTRUCTED]);
      expect(answer.universe.tickers.length + answer.universe.notRevealed.length).toBe(10);
    });

    it('the portfolio as a universe', async () => {
      ok(await post(premium, '/api/watchlist/update', { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['GA1', 'GA2', 'GB1'] }));
      const answer = await clusters(premium, { universe: { kind: 'list', listType: 'DASHBOARD' } });
      expect(answer.universe.tickers).toEqual(expect.arrayContaining(['GA1', 'GA2', 'GB1']));
    });
  });

  describe('leadership', () => {
    it('finds that LEADX leads LAGY by 2 days, significant after Benjamini–Hochberg', async () => {
      const answer = await leadership(premium, { universe: constructedList, windowDays: 250 });
      expect(answer).toMatchObject({ tests: 10 * 9 * 5, maxLag: 5, falseDiscoveryRate: 0.05, omitted: 0 });
      const relation = answer.relations.find((r) => r.leader === 'LEADX' && r.follower === 'LAGY');
      expect(relation).toMatchObject({ lagDays: 2, observations: 248 });
      const x = market.returns.LEADX.subarray(-250, -2);
      const y = market.returns.LAGY.subarray(-248);
      expect(relation!.correlation).toBeCloseTo(pearson(x, y), 4);
      expect(relation!.pValue).toBeLessThan(1e-10);
      expect(relation!.qValue).toBeLessThanOrEqual(0.05);
      expect(answer.relations.some((r) => r.leader === 'LAGY' && r.follower === 'LEADX')).toBe(false);
      const index = answer.relations.indexOf(relation!);
      expect(answer.chains.flat()).toContain(index);
      expect(answer.chains.flat().sort((a, b) => a - b)).toEqual(answer.relations.map((_, i) => i));
    });

    it('shows nothing of unrevealed tickers', async () => {
      const answer = await leadership(free, { universe: constructedList });
      expect(answer.universe.tickers).toEqual(['SPY', 'QQQ']);
      expect(answer.relations.every((r) => ['SPY', 'QQQ'].includes(r.leader) && ['SPY', 'QQQ'].includes(r.follower))).toBe(true);
    });
  });

  describe('bad input, sessions and the market', () => {
    const bad: [string, unknown][] = [
      ['no universe', {}],
      ['a universe of an unknown kind', { universe: { kind: 'everything' } }],
      ['a list without its type', { universe: { kind: 'list', listName: 'CONSTRUCTED' } }],
      ['a watchlist without its name', { universe: { kind: 'list', listType: 'GENERAL' } }],
      ['a group without its id', { universe: { kind: 'group' } }],
      ['an unknown group', { universe: { kind: 'group', group: 'nope' } }],
      ['a liquid universe without a size', { universe: { kind: 'liquid' } }],
      ['a liquid universe too small', { universe: { kind: 'liquid', size: CLUSTER_RULES.liquidSize.min - 1 } }],
      ['a liquid universe too large', { universe: { kind: 'liquid', size: CLUSTER_RULES.maxUniverse + 1 } }],
      ['a window too short', { universe: constructedList, windowDays: CLUSTER_RULES.windowDays.min - 1 }],
      ['a window too long', { universe: constructedList, windowDays: CLUSTER_RULES.windowDays.max + 1 }],
      ['a window as text', { universe: constructedList, windowDays: '120' }],
      ['a fractional window', { universe: constructedList, windowDays: 120.5 }],
      ['an unknown field', { universe: constructedList, extra: 1 }],
      ['an unknown universe field', { universe: { ...constructedList, tickers: ['X'] } }],
      ['a body that is an array', [constructedList]],
    ];
    it.each(bad)('refuses %s with a 400 on both calls', async (_name, body) => {
      for (const url of ['/api/analytics/clusters', '/api/analytics/leadership']) expectError(await post(premium, url, body), 400);
    });

    it('refuses a cut outside −1 … 0.99 on the clusters', async () => {
      expectError(await post(premium, '/api/analytics/clusters', { universe: constructedList, minCorrelation: 1 }), 400);
      expectError(await post(premium, '/api/analytics/clusters', { universe: constructedList, minCorrelation: -1.5 }), 400);
      expectError(await post(premium, '/api/analytics/leadership', { universe: constructedList, minCorrelation: 0.5 }), 400);
    });

    it('404 for a watchlist the user does not have; 401 without a session; 503 before the first snapshot', async () => {
      expectError(await post(premium, '/api/analytics/clusters', { universe: { kind: 'list', listType: 'GENERAL', listName: 'NOPE' } }), 404, undefined, 'WATCHLIST_NOT_FOUND');
      expectError(await post(premium, '/api/analytics/leadership', { universe: { kind: 'list', listType: 'CRYPTO', listName: 'CONSTRUCTED' } }), 404);
      expectError(await post(null, '/api/analytics/clusters', { universe: constructedList }), 401);
      expectError(await post(null, '/api/analytics/leadership', { universe: constructedList }), 401);
      const s = await demo(loading, 'demofree');
      expectError(await call(loading, s, 'POST', '/api/analytics/clusters', { universe: { kind: 'group', group: 'mainMarkets' } }), 503);
    });
  });
});
