/**
 * Issue 17, point 6: every route of the server's own route table, under hostile input.
 *
 * The routes are collected as the app registers them (createTestApp's onRoute option), so a new
 * route is fuzzed without touching this file. For each route, signed in as a member:
 * - bodies (POST, PUT, DELETE, PATCH): whole-body variants (no body, JSON null, a string, invalid
 *   JSON, 5,000 levels of nesting, hostile top-level keys) and, derived from the route's own body
 *   schema, a valid-shaped body changed one field at a time (wrong type, null, missing, a huge
 *   string, a lone surrogate, NUL, 1e309, -1e19, 1.5, 40 levels of nesting, `__proto__` and
 *   `constructor` keys, an unknown field), so that most variants pass every check but one;
 * - query strings of every method (each parameter made hostile in turn) and path parameters.
 * Routes that refuse the member's valid-shaped request with 403 (admin and editor routes) are run
 * again as an admin, so that their handlers are reached too.
 *
 * It asserts that no answer is a 5xx and that after every 4xx the caller's account (user row,
 * lists, balances, sessions, records, billing rows: fuzzState.ts) is exactly as before. A 2xx
 * may change the caller's state legitimately (the valid-shaped body of POST /api/userData saves
 * settings, of /api/logout ends the session): after one, the state is taken again as the new
 * reference, and an ended session or a deleted account is replaced. So no route is excluded.
 *
 * The variants per field are sampled with a seeded generator (SEED) to stay within the time
 * budget; the same seed gives the same requests on every run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import type { InjectOptions } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { basicAuth, clientHash, createTestApp, type TestApp } from './support/testApp';
import { newSession, registerAndVerify, userRow, type Account, type Session } from './support/accounts';
import { bookEntity, call, createEntity, demo } from './support/engine';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { accountState, writeMark } from './support/fuzzState';
import { mutationsOf, queryMutationsOf, sampleMutations, sampleValue, toJson, type Hints, type JsonSchema } from './support/fuzzBodies';
import { mulberry32 } from '../../engine/core/random/mulberry32';
import { notifications } from '../../server/db/schema';
import { book } from '../../server/users/balances';
import { trackRecordServiceOf } from '../../server/trackRecord/trackRecordService';
import { backtestServiceOf } from '../../server/backtests/backtestService';

const SEED = 0x17;
/** Field variants per route and caller (every whole-body variant is sent as well); see sampleMutations. */
const FIELD_VARIANTS = 60;
/** For the member on routes that refuse it with 403 (the admin gets FIELD_VARIANTS). */
const FIELD_VARIANTS_REFUSED = 10;

/**
 * Bodies for routes without a body schema (they parse the body themselves): a valid-shaped one
 * to derive the variants from.
 */
const UNSCHEMED_BODIES: Record<string, unknown> = {
  'POST /api/activate-assets': { tickers: ['SPY', 'QQQ'] },
  'POST /api/webhooks/:provider': { type: 'checkout.completed', data: { orderId: '00000000-0000-4000-8000-000000000000' } },
  // Multipart only: these JSON variants meet its NOT_MULTIPART check; its hostile multipart bodies are in supportTickets.test.ts.
  'POST /api/support/attachments': { files: [{ name: 'a.png', data: 'iVBOR' }] },
  // Multipart only, like the attachments; its refusals (bad CSV, not multipart, two files) are in tickerAdmin.test.ts.
  'POST /api/tickerAdmin/upload': { file: 'AAPL.csv' },
  // Multipart only as well; its hostile uploads are in blogArticles.test.ts.
  'POST /api/blog/images': { file: { name: 'a.png', data: 'iVBOR' } },
};

/**
 * Routes whose valid-shaped body the generator cannot derive from the schema alone, and why (the
 * variants of the derived body are sent all the same).
 */
const NOT_DERIVABLE: Record<string, string> = {
  // oneOf: exactly one of percentOff and amountOffCents; the generator fills every property.
  'POST /api/createCoupon': 'oneOf of two discount kinds',
};

type Who = 'member' | 'admin';
interface Problem { route: string; who: Who; label: string; status: number; detail: string }

const routeKey = (r: Pick<RouteOptions, 'url'> & { method: string }): string => `${r.method} ${r.url}`;
const methodsOf = (r: RouteOptions): string[] => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => String(m));

describe.each(BACKENDS)('every route under hostile input on %s', (backend) => {
  const collected: RouteOptions[] = [];
  let t: TestApp;
  let hints: Hints;
  let paramHints: Record<string, string>;
  const actors = {} as Record<Who, { account: Account; session: Session; userId: string; state: string }>;
  /** The write mark when the actors' states were last taken (see writeMark). */
  let mark = '';
  const ajv = new Ajv({ allErrors: false, strict: false, allowUnionTypes: true });
  addFormats(ajv);

  beforeAll(async () => {
    let t0 = performance.now();
    const lap = (what: string) => { console.info(`${what} ${(performance.now() - t0).toFixed(0)} ms`); t0 = performance.now(); };
    const market = await testMarket();
    lap('market');
    // The password checks of the fuzz (sign-in, checkPW, changePW) far exceed the per-account limit.
    t = await createTestApp(backend, { seed: true, market, env: { RATE_LIMIT_LOGIN_ACCOUNT: '100000' }, onRoute: (route) => { collected.push(route); } });
    t.clock.now = new Date(TEST_MARKET_AT);
    lap('app');
    // The track record is computed in the background after the snapshot (503 until then): let it finish.
    trackRecordServiceOf(t.app).start();
    await trackRecordServiceOf(t.app).settled();
    // So are the model backtests (GET /api/getBacktests).
    backtestServiceOf(t.app).start();
    await backtestServiceOf(t.app).settled();

    // The member: lists, a watchlist, a support ticket, a notification, tokens, an active ticker.
    const member = await newSession(t);
    const bystander = await registerAndVerify(t);
    await call(t, member, 'POST', '/api/userData', { dashboardList: ['SPY', 'QQQ'], settings: { darkMode: true }, portfolioSize: 5000 });
    await call(t, member, 'POST', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name: 'Fuzz list', includedTicker: ['GLD'] });
    const ticket = await createEntity(t, member, 'DomainSupportTicket', { title: 'Fuzz ticket', content: 'Please help' });
    const memberId = (await userRow(t, member.username)).id;
    const [note] = await t.database.db.insert(notifications).values({ userId: memberId, title: 'Hello', content: 'World' }).returning();
    await book(t.database.db, { userId: memberId, account: 'token', delta: 5, reason: 'fuzz credit' });
    await call(t, member, 'POST', '/api/activate-assets', { tickers: ['SPY'] });
    // An alert of the member's (PUT and DELETE /api/alerts/:id reach it) and a webhook secret.
    await call(t, member, 'POST', '/api/alerts/webhookSecret');
    const alert = (await call(t, member, 'POST', '/api/alerts', {
      name: 'Fuzz alert', target: { kind: 'ticker', ticker: 'SPY' }, condition: { type: 'price', direction: 'above', threshold: 9_000_000 },
      channels: ['app'], repeat: { mode: 'once' },
    })).json() as { id: string };
    const adminSession = await demo(t, 'demoadmin');
    // A saved Quant-Studio run of the admin (an Elite account): its id reaches save, read, compare and delete.
    const adminId = (await userRow(t, 'demoadmin')).id;
    await book(t.database.db, { userId: adminId, account: 'token', delta: 5, reason: 'fuzz credit' });
    const quantRun = (await call(t, adminSession, 'POST', '/api/quant-studio/run', {
      universe: { kind: 'tickers', tickers: ['SPY'] }, strategy: 'buyAndHold', from: '2025-01-02', to: '2026-11-19',
    })).json() as { runId: string };
    await call(t, adminSession, 'POST', '/api/quant-studio/runs', { runId: quantRun.runId, name: 'Fuzz run' });
    await call(t, adminSession, 'POST', '/api/admin/models', { model: bookEntity('FuzzBook'), note: 'fuzz' });
    // An API token of the admin (Elite): the v2 calls authenticate with it (the token query parameter), not with the session.
    const apiToken = ((await call(t, adminSession, 'POST', '/api/entities/DomainAuthToken/events/generate', { input: { name: 'Fuzz' } })).json() as { data: { token: string } }).data.token;
    const nav = await call(t, adminSession, 'POST', '/api/admin/navigation', { label: { en: 'Tickets', de: 'Tickets' }, listModel: 'DomainSupportTicket' });
    const catalog = (await call(t, member, 'GET', '/api/catalog')).json() as { products?: { sku: string }[] } | { sku: string }[];
    const skus = (Array.isArray(catalog) ? catalog : catalog.products ?? []).map((p) => p.sku).filter(Boolean);

    actors.member = { account: member.account, session: member, userId: memberId, state: '' };
    actors.admin = {
      account: { username: 'demoadmin', email: 'demoadmin@example.com', password: t.config.demoPassword }, session: adminSession,
      userId: (await userRow(t, 'demoadmin')).id, state: '',
    };
    const wrongHash = clientHash('NotThePassword1');
    hints = {
      // Identity fields name a bystander: failed sign-ins count against the account they name.
      username: [bystander.username], email: [bystander.email], to: [bystander.email],
      password: [wrongHash], oldPassword: [wrongHash], oldPW: [wrongHash], newPW: [clientHash('NewPassword1')], newPWConfirmation: [clientHash('NewPassword1')],
      id: [ticket.id], ids: [[ticket.id]], notificationId: [note!.id],
      ticker: ['SPY'], tickers: [['SPY', 'QQQ'], 'SPY,QQQ'], includedTicker: [['SPY', 'IWM']], dashboardList: [['SPY', 'IWM']],
      sku: skus.slice(0, 1), skus: [skus.slice(0, 2)],
      model: [bookEntity('FuzzBook')], modelClass: ['EntityModel'], listModel: ['DomainSupportTicket'],
      payload: [{ title: 'Fuzz ticket edited', content: 'More text' }],
      // A list filter names a row field (payload.title); a scanner filter a key of the catalogue (upside: no module, no setting).
      filterKey: ['payload.title', 'upside'], key: ['payload.title'],
      headings: [['Ticker', 'Name']], data: [[['SPY', 'S&P 500']]], fileName: ['fuzz.xlsx'],
      // The clusters' universe: the member's watchlist (GLD alone: a 400 past every check but the last).
      listName: ['Fuzz list'], listType: ['GENERAL'],
      log: ['fuzz log line'], name: ['Fuzz list'], newName: ['Fuzz renamed'], oldName: ['Fuzz list'], action: ['addTickers'], wlType: ['GENERAL'],
      label: [{ en: 'Fuzz', de: 'Fuzz' }], code: ['DE'], baseCurrency: ['EUR'], language: ['de'],
      version: [1], note: ['fuzz'], screen: ['default'], search: ['SP'], isin: ['US78462F1030'], limit: ['5'],
      // POST and PUT /api/alerts: a price alert on SPY that does not hold.
      target: [{ kind: 'ticker', ticker: 'SPY' }], condition: [{ type: 'price', direction: 'above', threshold: 9_000_000 }],
      channels: [['app']], repeat: [{ mode: 'everyCrossing', cooldownMinutes: 60 }], webhookUrl: [null], expiresAt: [null],
      // A custom correlation the shape rules accept (its id is its tickers then its name: server/users/customCorrelations.ts).
      customCorrelations: [[{ id: 'QQQ,SPYfuzz', name: 'fuzz', tickers: 'QQQ,SPY', timeFrame: 30, offsetDays: 0 }]],
      // Quant-Studio: a run the admin may afford (buy and hold of the tickers above over a year) and the admin's saved run.
      strategy: ['buyAndHold'], from: ['2025-11-03'], runId: [quantRun.runId],
      a: [quantRun.runId], b: [quantRun.runId],
      // The backtests (/backtest-new, /backtestBuyAndHold): a year against SPY.
      weeks: ['52'], benchmarkTickers: ['SPY'],
      // The public API v2 (server/publicApi): the admin's token and a ticker list.
      token: [apiToken], idIn: ['SPY,QQQ'],
    };
    hints.to = [...(hints.to ?? []), '2026-11-19'];
    paramHints = {
      modelClass: 'EntityModel', name: 'DomainSupportTicket', model: 'DomainSupportTicket', id: ticket.id, event: 'publish',
      email: bystander.email, username: bystander.username, orderId: '00000000-0000-4000-8000-000000000000',
      subscriptionId: '00000000-0000-4000-8000-000000000000', customerRef: 'sbcus_00000000-0000-4000-8000-000000000000',
      provider: 'sandbox', ticker: 'SPY', alertId: alert.id,
      // The public CMS documents (server/help): the tutorials of one language.
      collection: 'tutorials', entry: 'en',
    };
    const navId = (nav.json() as { entry?: { id: string } }).entry?.id;
    if (navId) paramHints.navId = navId;
    lap('accounts');
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  /** The path of a route with plausible parameter values (or one of them replaced by `hostile`). */
  function pathOf(route: RouteOptions, hostile?: { name: string; value: string }): string {
    return route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      if (hostile?.name === name) return hostile.value;
      if (name === 'id' && route.url.includes('/navigation/')) return paramHints.navId ?? paramHints.id!;
      if (name === 'id' && route.url.startsWith('/api/alerts/')) return paramHints.alertId!;
      // Blog articles have integer ids (the seeded articles are 1 to 3).
      if (name === 'id' && route.url.startsWith('/api/blog/articles/')) return '1';
      // Blog posts and comments too (post 1 is seeded; comment 1 exists once anyone commented).
      if (name === 'id' && route.url.startsWith('/api/blog/')) return '1';
      if (name === 'model' && route.url.includes('/events/')) return 'DomainNotification';
      return encodeURIComponent(paramHints[name] ?? 'fuzz');
    });
  }

  function queryOf(schema: JsonSchema | undefined): Record<string, string> {
    if (!schema) return {};
    const value = sampleValue(schema, hints) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && typeof v !== 'object').map(([k, v]) => [k, String(v)]));
  }

  async function stateOf(who: Who): Promise<string> {
    return accountState(t, actors[who].userId);
  }

  /** Takes both callers' states as the reference (after a 2xx, or a change already reported). */
  async function rebase(): Promise<void> {
    mark = await writeMark(t);
    for (const who of ['member', 'admin'] as Who[]) actors[who].state = await stateOf(who);
  }

  /**
   * After a 2xx: the new states are the reference. A success may have ended the caller's session
   * or deleted the account: then sign in again, or take a new member. Whether the session still
   * works is asked every time: a logout revokes its session and keeps the row, so the account's
   * state (which lists the session ids) does not show it, and every later request of the caller
   * would be a 401 that reaches no handler.
   */
  async function afterSuccess(who: Who): Promise<void> {
    await rebase();
    const after = JSON.parse(actors[who].state) as { user: unknown };
    if (after.user && (await call(t, actors[who].session, 'GET', '/api/userData')).statusCode === 200) return;
    const account = actors[who].account;
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: clientHash(account.password) } });
    if (again.statusCode === 200) {
      const user = (again.json() as { user: { username: string; sessionId: string } }).user;
      actors[who].session = { username: user.username, sessionId: user.sessionId, authorization: basicAuth(user.username, user.sessionId), body: {} };
    } else {
      const fresh = await newSession(t);
      actors[who] = { account: fresh.account, session: fresh, userId: (await userRow(t, fresh.username)).id, state: '' };
    }
    await rebase();
  }

  it('walks every route with hostile bodies, queries and parameters: no 5xx, and no 4xx changes the caller\'s account', async () => {
    const started = Date.now();
    const routes = collected.filter((r) => r.url.startsWith('/api/') && !methodsOf(r).every((m) => m === 'HEAD'));
    expect(routes.length).toBeGreaterThan(80);
    const problems: Problem[] = [];
    const underived: string[] = [];
    let requests = 0;
    let reachedHandlers = 0;
    let injectMs = 0;
    let stateMs = 0;
    let fullChecks = 0;
    let okMs = 0;
    let okCount = 0;
    const cats = new Map<string, number>();
    const statuses = new Map<string, number>();
    let first401 = '';
    const perRoute = new Map<string, number>();

    await rebase();

    async function send(route: RouteOptions, method: string, who: Who, label: string, url: string, payload: string | undefined): Promise<number> {
      requests++;
      const cat = label.split(':')[0]!.split(' ')[0]!;
      cats.set(cat, (cats.get(cat) ?? 0) + 1);
      const t0 = performance.now();
      const res = await t.app.inject({
        method: method as InjectOptions['method'], url,
        headers: { authorization: actors[who].session.authorization, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
      const status = res.statusCode;
      statuses.set(`${who} ${status}`, (statuses.get(`${who} ${status}`) ?? 0) + 1);
      if (status === 401 && !first401) first401 = `${method} ${url.slice(0, 100)} ${label} ${res.body.slice(0, 200)}`;
      injectMs += performance.now() - t0;
      perRoute.set(`${method} ${route.url}`, (perRoute.get(`${method} ${route.url}`) ?? 0) + performance.now() - t0);
      const where = routeKey({ method, url: route.url });
      if (status >= 500) {
        problems.push({ route: where, who, label, status, detail: res.body.slice(0, 300) });
      } else if (status >= 400) {
        if (!/^\{"statusCode":4\d\d,"error":/.test(res.body) && !res.body.includes('"message"')) {
          problems.push({ route: where, who, label, status, detail: `not the error shape: ${res.body.slice(0, 200)}` });
        }
        if (!(status === 400 && /"message":"Invalid request/.test(res.body))) reachedHandlers++;
        const t1 = performance.now();
        const now = await writeMark(t);
        if (now !== mark) {
          fullChecks++;
          const after = await stateOf(who);
          if (after !== actors[who].state) {
            problems.push({ route: where, who, label, status, detail: `the ${status} changed the caller's account:\n${firstDifference(actors[who].state, after)}` });
            actors[who].state = after;
          }
          await rebase();
        }
        stateMs += performance.now() - t1;
      } else {
        reachedHandlers++;
        const t2 = performance.now();
        await afterSuccess(who);
        okMs += performance.now() - t2;
        okCount++;
      }
      return status;
    }

    /** The member's valid-shaped request (its status only; the state is taken again after it). */
    async function probe(route: RouteOptions, method: string): Promise<number> {
      const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
      const body = method === 'GET' ? undefined : toJson(schema.body ? sampleValue(schema.body, hints) : UNSCHEMED_BODIES[routeKey({ method, url: route.url })] ?? {});
      const query = schema.querystring ? `?${new URLSearchParams(queryOf(schema.querystring)).toString()}` : '';
      const res = await t.app.inject({
        method: method as InjectOptions['method'], url: `${pathOf(route)}${query}`,
        headers: { authorization: actors.member.session.authorization, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: body } : {}),
      });
      if (res.statusCode >= 500) problems.push({ route: routeKey({ method, url: route.url }), who: 'member', label: 'probe', status: res.statusCode, detail: res.body.slice(0, 300) });
      await afterSuccess('member');
      return res.statusCode;
    }

    async function fuzzRoute(route: RouteOptions, method: string, who: Who, fieldVariants: number): Promise<void> {
      const key = routeKey({ method, url: route.url });
      const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
      const rng = mulberry32(SEED ^ hash(key));
      const query = queryOf(schema.querystring);
      const queryText = new URLSearchParams(query).toString();
      const path = pathOf(route);
      const withQuery = (q: string) => (q ? `${path}?${q}` : path);

      if (method !== 'GET') {
        const base = schema.body ? sampleValue(schema.body, hints) : UNSCHEMED_BODIES[key] ?? {};
        if (schema.body && !ajv.validate(schema.body, base) && !NOT_DERIVABLE[key]) underived.push(`${key}: ${ajv.errorsText()}`);
        const mutations = sampleMutations(mutationsOf(base), rng, fieldVariants);
        for (const m of mutations) await send(route, method, who, `body: ${m.label}`, withQuery(queryText), m.payload());
      }
      const body = method === 'GET' ? undefined : toJson(schema.body ? sampleValue(schema.body, hints) : UNSCHEMED_BODIES[key] ?? {});
      if (schema.querystring || method === 'GET') {
        for (const q of queryMutationsOf(query)) await send(route, method, who, `query: ${q.label}`, withQuery(q.query), body);
      }
      for (const name of route.url.match(/:([A-Za-z]+)/g)?.map((p) => p.slice(1)) ?? []) {
        for (const [label, value] of PARAM_VARIANTS) {
          await send(route, method, who, `param ${name}: ${label}`, `${pathOf(route, { name, value })}${queryText ? `?${queryText}` : ''}`, body);
        }
      }
    }

    for (const route of routes) {
      for (const method of methodsOf(route).filter((m) => m !== 'HEAD')) {
        // Admin and editor routes refuse the member with 403: the member gets fewer variants, and
        // an admin all of them, so that the handlers behind the 403 are reached too.
        const refused = (await probe(route, method)) === 403;
        await fuzzRoute(route, method, 'member', refused ? FIELD_VARIANTS_REFUSED : FIELD_VARIANTS);
        if (refused) await fuzzRoute(route, method, 'admin', FIELD_VARIANTS);
      }
    }

    const seconds = (Date.now() - started) / 1000;
    console.info(`fuzz on ${backend}: ${routes.length} routes, ${requests} requests (${reachedHandlers} past the schema) in ${seconds.toFixed(1)} s; inject ${(injectMs / 1000).toFixed(1)} s, state ${(stateMs / 1000).toFixed(1)} s, ${fullChecks} full checks, ${okCount} 2xx ${(okMs / 1000).toFixed(1)} s`);
    console.info(JSON.stringify([...cats]), JSON.stringify([...statuses]), first401);
    console.info([...perRoute].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('\n'));
    expect(underived, 'valid-shaped bodies that the route schema refuses').toEqual([]);
    expect(problems.map((p) => `${p.route} as ${p.who} [${p.label}] → ${p.status}: ${p.detail}`)).toEqual([]);
    expect(reachedHandlers).toBeGreaterThan(requests / 10);
  }, 600_000);
});

/** Hostile path parameters (percent-encoded as they travel). */
const PARAM_VARIANTS: [string, string][] = [
  ['huge', 'x'.repeat(5000)], ['a NUL', 'a%00b'], ['a lone surrogate (CESU-8)', '%ED%A0%80'], ['a %u escape', '%uD800'],
  ['invalid percent-encoding', '%E0%A4%A'], ['a traversal', '..%2F..%2Fetc'], ['__proto__', '__proto__'], ['constructor', 'constructor'], ['1e309', '1e309'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The first differing part of two account states, for the failure message. */
function firstDifference(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    const x = JSON.stringify(a[key]);
    const y = JSON.stringify(b[key]);
    if (x !== y) {
      if (key === 'user') {
        const ua = a.user as Record<string, unknown>;
        const ub = b.user as Record<string, unknown>;
        const fields = Object.keys(ub).filter((f) => JSON.stringify(ua[f]) !== JSON.stringify(ub[f]));
        return `user: ${fields.map((f) => `${f} ${JSON.stringify(ua[f])} → ${JSON.stringify(ub[f])}`).join(', ')}`;
      }
      return `${key}: ${x?.slice(0, 200)} → ${y?.slice(0, 200)}`;
    }
  }
  return 'no difference';
}
