/**
 * Helpers of the billing API tests: customers by country, the sandbox's hosted checkout driven
 * like a browser (GET the page, POST the form, follow the redirects), and reads of the billing
 * tables.
 */
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';
import { authed, newSession, signIn, userRow, type Account, type Session } from './accounts';
import { billingOrders, billingSubscriptions } from '../../../server/db/schema';
import { billingServices } from '../../../server/billing/services';
import { returnLinks } from '../../../server/billing/returnLinks';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_OK_2 = '5555 5555 5555 4444';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const CARD_INSUFFICIENT = '4000 0000 0000 9995';
export const CARD_ERROR = '4000 0000 0000 0119';
export const CARD_FAILS_RENEWAL = '4000 0000 0000 0341';
export const DAY = 24 * 60 * 60 * 1000;

export type Customer = Session & { account: Account; userId: string; email: string };

/** A verified customer from `country` (DE: VAT 19 %; US: no VAT) who accepted the intro. */
export async function customer(t: TestApp, country = 'DE', usernamePrefix = 'buyer'): Promise<Customer> {
  const username = `${usernamePrefix}${Math.random().toString(36).slice(2, 10)}`;
  const s = await newSession(t, { username, country: { code: country } });
  const row = await userRow(t, s.username);
  return { ...s, userId: row.id, email: row.email };
}

export function admin(t: TestApp): Promise<Session> {
  return signIn(t, { username: 'demoadmin', password: 'Demo1234' });
}

export async function ok<T = Record<string, unknown>>(res: Promise<LightMyRequestResponse> | LightMyRequestResponse, status = 200): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

/** The path (and query) of a redirect. */
export function location(res: LightMyRequestResponse): string {
  expect([302, 303], res.body).toContain(res.statusCode);
  return String(res.headers.location);
}

const local = (url: string): string => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export interface CheckoutOutcome {
  /** The client page the browser lands on, e.g. /payment-result?paymentFeedback=true&status=success&invoiceId=… */
  landing: string;
  orderId: string;
  /** The hosted page's answer when it did not redirect (a form error). */
  page?: LightMyRequestResponse;
}

/** The secrets the server signs with: the sandbox's webhooks and links, and the checkout return links. */
export async function serverSecrets(t: TestApp): Promise<{ sandboxWebhook: string; returnLinks: string }> {
  return billingServices(t.app).secrets();
}

/** The signed return (or cancel) link of an order, path and query, as the provider got it. */
export async function returnLink(t: TestApp, orderId: string, cancelled = false): Promise<string> {
  const links = returnLinks(t.config.appUrl, (await serverSecrets(t)).returnLinks, orderId);
  return local(cancelled ? links.cancelUrl : links.returnUrl);
}

/** Pays on the sandbox's hosted page like a browser would. */
export async function payOnSandbox(t: TestApp, nextStepURL: string, fields: Record<string, string> = { number: CARD_OK }): Promise<CheckoutOutcome> {
  const path = local(nextStepURL);
  const orderId = new URL(nextStepURL).pathname.split('/').pop()!;
  const pageRes = await t.app.inject({ method: 'GET', url: path });
  expect(pageRes.statusCode, pageRes.body).toBe(200);
  expect(pageRes.headers['content-type']).toContain('text/html');
  const form = new URLSearchParams({ expiry: '12/39', cvc: '123', name: 'Tess Tester', ...fields }).toString();
  const posted = await t.app.inject({ method: 'POST', url: path, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (posted.statusCode !== 303) return { landing: '', orderId, page: posted };
  const back = await t.app.inject({ method: 'GET', url: local(location(posted)) });
  return { landing: local(location(back)), orderId };
}

export async function subscribe(t: TestApp, s: Session, body: Record<string, unknown>): Promise<{ nextStepURL: string; orderId: string }> {
  return ok(authed(t, s, 'POST', '/api/subscribe', body));
}

/** Subscribes and pays with a card that works: the plan is active afterwards. */
export async function subscribed(t: TestApp, s: Session, sku: string, card = CARD_OK, extra: Record<string, unknown> = {}): Promise<CheckoutOutcome> {
  const { nextStepURL } = await subscribe(t, s, { sku, ...extra });
  return payOnSandbox(t, nextStepURL, { number: card });
}

export async function bought(t: TestApp, s: Session, sku: string, extra: Record<string, unknown> = {}): Promise<CheckoutOutcome> {
  const { nextStepURL } = await ok<{ nextStepURL: string }>(authed(t, s, 'POST', '/api/buy', { sku, ...extra }));
  return payOnSandbox(t, nextStepURL);
}

export async function balances(t: TestApp, s: Session): Promise<{ tokenBalance: number; resetBalance: number; tickersInLastMonth: number; tickersPerMonth: number }> {
  return ok(authed(t, s, 'GET', '/api/userBalance'));
}

export async function userData(t: TestApp, s: Session): Promise<Record<string, unknown>> {
  return ok(authed(t, s, 'GET', '/api/userData'));
}

export async function orderRow(t: TestApp, id: string): Promise<typeof billingOrders.$inferSelect> {
  const rows = await t.database.db.select().from(billingOrders).where(eq(billingOrders.id, id));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

export async function subscriptionRows(t: TestApp, userId: string, sku?: string): Promise<(typeof billingSubscriptions.$inferSelect)[]> {
  return t.database.db.select().from(billingSubscriptions)
    .where(sku ? and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.sku, sku)) : eq(billingSubscriptions.userId, userId));
}

/** Runs the morning check as the admin. */
export async function morningCheck(t: TestApp): Promise<Record<string, number>> {
  return ok(authed(t, await admin(t), 'GET', '/api/userSubscriptionTimeLeftCheck'));
}
