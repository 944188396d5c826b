/**
 * Issue 28 scope 10: every admin call checks the module on the server. The routes are collected as
 * the app registers them (createTestApp's onRoute), so a route added later is walked without
 * touching this file. An admin route is one that
 * - declares an admin module (`config.permission` ADMIN, DEV_ONLY or CMSManager), or
 * - lives under an admin path (ADMIN_PATH: /api/admin/…, /api/userAdmin/…, /api/auditLog/…,
 *   /api/accounting/…, and the spec's admin calls at the root: /checkIntegrity, /reloadConfig …),
 *   so that one registered there without its permission fails here.
 * Each is called without a body (the permission is checked before the input): a visitor gets 401,
 * a member 403, a CMS manager 403 unless the route is for content managers (CMSManager: the model
 * editor and the runtime navigation, which CMS managers use for the content entries), and an admin
 * never 401 or 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { newSession, type Session } from './support/accounts';
import { call, demo } from './support/engine';
import { canonicalModule } from '../../product/permissionModules';

const ADMIN_MODULES = new Set(['ADMIN', 'DEV_ONLY', 'CMSManager']);
const ADMIN_PATH = new RegExp([
  '^/api/(admin|userAdmin|auditLog|accounting|sysadmin|cacheAdmin|searchAdmin|tickerAdmin|notificationAdmin)(/|$)',
  '^/api/(checkIntegrity|reloadConfig|resetAssetHistory|createCoupon|deactivateCoupon|coupons)$',
  '^/api/(de)?activateSubscription/',
].join('|'), 'i');
/** Calls of the issue that must be among the walked routes (so that the walk cannot pass empty). */
const KNOWN = [
  'GET /api/userAdmin/userData', 'POST /api/userAdmin/forceLogout', 'POST /api/userAdmin/addRT', 'GET /api/auditLog/log4user',
  'GET /api/checkIntegrity', 'GET /api/admin/exportUsers', 'POST /api/createCoupon', 'GET /api/admin/alertHistory', 'GET /api/admin/managedPortfolio',
  'GET /api/getBacktests', 'GET /api/admin/models',
];

interface Walked { method: string; url: string; permission: string | null; cmsAllowed: boolean }

const methodsOf = (r: RouteOptions): string[] => (Array.isArray(r.method) ? r.method : [r.method]).map(String).filter((m) => m !== 'HEAD');
const permissionOf = (r: RouteOptions): string | null => {
  const p = (r.config as { permission?: unknown } | undefined)?.permission;
  return typeof p === 'string' ? canonicalModule(p) : null;
};

describe.each(BACKENDS)('every admin route checks the module on the server on %s', (backend) => {
  const collected: RouteOptions[] = [];
  let t: TestApp;
  let walked: Walked[];
  let member: Session;
  let cms: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true, onRoute: (route) => { collected.push(route); } });
    [cms, admin] = await Promise.all([demo(t, 'democms'), demo(t, 'demoadmin')]);
    member = await newSession(t);
    walked = collected.flatMap((r) => {
      const permission = permissionOf(r);
      if (!ADMIN_PATH.test(r.url) && !(permission && ADMIN_MODULES.has(permission))) return [];
      return methodsOf(r).map((method) => ({ method, url: r.url, permission, cmsAllowed: permission === 'CMSManager' }));
    });
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  const pathOf = (url: string): string => url.replace(/:([A-Za-z]+)/g, 'x');
  const send = (s: Session | null, w: Walked) => call(t, s, w.method as Parameters<typeof call>[2], pathOf(w.url));
  const problems = async (who: string, s: Session | null, expected: (w: Walked, status: number) => boolean, routes: Walked[]) => {
    const out: string[] = [];
    for (const w of routes) {
      const status = (await send(s, w)).statusCode;
      if (!expected(w, status)) out.push(`${who} ${w.method} ${w.url}: ${status}`);
    }
    return out;
  };

  it('finds the admin routes, the known ones among them', () => {
    const keys = walked.map((w) => `${w.method} ${w.url}`);
    expect(keys).toEqual(expect.arrayContaining(KNOWN));
  });

  it('declares an admin module on every route under an admin path (checked before the input)', () => {
    expect(walked.filter((w) => !w.permission || !ADMIN_MODULES.has(w.permission)).map((w) => `${w.method} ${w.url}`)).toEqual([]);
  });

  it('answers 401 to visitors, 403 to members and (except the content managers\' routes) to CMS managers', async () => {
    const found = [
      ...(await problems('visitor', null, (_w, status) => status === 401, walked)),
      ...(await problems('member', member, (_w, status) => status === 403, walked)),
      ...(await problems('CMS manager', cms, (w, status) => (w.cmsAllowed ? status !== 401 && status !== 403 : status === 403), walked)),
    ];
    expect(found).toEqual([]);
  });

  it('lets admins through on every admin route', async () => {
    // Only the permission is asserted: without a body or parameters, most answer 400 and change nothing.
    expect(await problems('admin', admin, (_w, status) => status !== 401 && status !== 403, walked)).toEqual([]);
  });
});
