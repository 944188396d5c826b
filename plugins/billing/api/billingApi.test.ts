import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, testDataProvider, type DataRequest, type RequestOptions } from '../../../engine/data';
import { SCREEN_ERROR_CODES, billingMethods, reportsToCatalogue, type BillingApi } from './billingApi';

/** The billing calls on a test provider whose `request` answers with `answer(path)`; every call is recorded. */
function setup(answer: (path: string, options: RequestOptions) => unknown = () => ({})) {
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => answer(path, options));
  const api = billingMethods.of(testDataProvider({ request: request as unknown as DataRequest }));
  const last = () => {
    const [path, options = {}] = request.mock.calls.at(-1) ?? [];
    return { path, options };
  };
  return { api, request, last };
}

const checkout = { sku: 'premium', paymentProcessor: 'card' as const, interval: 'MONTH' as const, redirectionUrl: 'https://app/return' };

/** Each call, the path it reads and the body it posts (undefined: a GET). */
const CALLS: { name: string; run: (api: BillingApi) => Promise<unknown>; path: string; body?: unknown }[] = [
  { name: 'catalog', run: (a) => a.catalog(['premium', 'elite yearly']), path: '/catalog?skus=premium%2Celite%20yearly' },
  { name: 'tickerAddons', run: (a) => a.tickerAddons(), path: '/catalog/tickerAddons' },
  { name: 'price', run: (a) => a.price('tickers+50'), path: '/price?sku=tickers%2B50' },
  { name: 'price', run: (a) => a.price('001', { coupon: 'save 20', vatId: '' }), path: '/price?sku=001&coupon=save%2020&vatId=' },
  { name: 'buy', run: (a) => a.buy(checkout), path: '/buy', body: checkout },
  { name: 'subscribe', run: (a) => a.subscribe(checkout), path: '/subscribe', body: checkout },
  { name: 'moveSub', run: (a) => a.moveSub({ ...checkout, subId: 'sub_1' }), path: '/moveSub', body: { ...checkout, subId: 'sub_1' } },
  { name: 'eliteTrial', run: (a) => a.eliteTrial('paypal'), path: '/eliteTrial', body: { paymentProcessor: 'paypal' } },
  { name: 'order', run: (a) => a.order('ord/1'), path: '/orders/ord%2F1' },
  { name: 'activeSubscriptions', run: (a) => a.activeSubscriptions(), path: '/activeSubscriptions' },
  { name: 'localSubscriptions', run: (a) => a.localSubscriptions(), path: '/subscriptions?filterlocal=true' },
  { name: 'cancelSubscriptions', run: (a) => a.cancelSubscriptions(['s1', 's2']), path: '/cancelSub', body: { ids: ['s1', 's2'] } },
  { name: 'cancelPaypalSubscription', run: (a) => a.cancelPaypalSubscription('I-1'), path: '/paypal/cancelSub', body: { id: 'I-1' } },
  { name: 'paypalPurchaseHistory', run: (a) => a.paypalPurchaseHistory(), path: '/paypalPurchaseHistory' },
  { name: 'userBalance', run: (a) => a.userBalance(), path: '/userBalance' },
  { name: 'usedTickers', run: (a) => a.usedTickers(), path: '/used-tickers' },
  { name: 'resetTickers', run: (a) => a.resetTickers(), path: '/resetTickers', body: {} },
  { name: 'referral', run: (a) => a.referral(), path: '/referral' },
  { name: 'customerPortal', run: (a) => a.customerPortal('https://app/settings'), path: '/stripe/customer-portal', body: { returnUrl: 'https://app/settings' } },
  { name: 'checkPassword', run: (a) => a.checkPassword('hash'), path: '/checkPW', body: { oldPassword: 'hash' } },
  { name: 'changePassword', run: (a) => a.changePassword({ oldPW: 'a', newPW: 'b', newPWConfirmation: 'b' }), path: '/changePW', body: { oldPW: 'a', newPW: 'b', newPWConfirmation: 'b' } },
  { name: 'saveAddress', run: (a) => a.saveAddress({ city: 'Berlin' }), path: '/userData', body: { addressDetails: { city: 'Berlin' } } },
  { name: 'userData', run: (a) => a.userData(), path: '/userData' },
];

describe('billingMethods: what each call asks of the server (docs/api.md, "Billing calls")', () => {
  it.each(CALLS)('$name', async ({ run, path, body }) => {
    const { api, request, last } = setup();
    await run(api);
    expect(request).toHaveBeenCalledTimes(1);
    expect(last().path).toBe(path);
    if (body === undefined) {
      expect(last().options.method).toBeUndefined();
      expect(last().options.body).toBeUndefined();
    } else {
      expect(last().options).toMatchObject({ method: 'POST', body });
    }
    // The screens explain their own refusals; everything else goes to the catalogue.
    const reports = last().options.reportError as (err: unknown) => boolean;
    expect(reports(new ApiCallError(409, 'refused', 'ALREADY_SUBSCRIBED'))).toBe(false);
    expect(reports(new ApiCallError(401, 'expired'))).toBe(true);
    expect(last().options.cache).toBeUndefined();
  });

  it('reads the invoice as a file, and every failure of it goes to the catalogue', async () => {
    const pdf = new Blob(['%PDF']);
    const { api, last } = setup(() => pdf);
    expect(await api.invoicePdf('in_1/2')).toBe(pdf);
    expect(last().path).toBe('/downloadInvoice?invoiceID=in_1%2F2');
    expect(last().options.responseType).toBe('blob');
    expect(last().options.reportError).toBeUndefined();
  });

  it('unwraps the answers the screens need one field of', async () => {
    const { api } = setup((path) => ({
      '/cancelSub': { cancelled: [{ id: 's1' }] },
      '/paypalPurchaseHistory': { purchases: [{ id: 'p1' }] },
      '/stripe/customer-portal': { nextStepURL: 'https://stripe/portal' },
      '/checkPW': { valid: false },
      '/changePW': { ok: true },
    } as Record<string, unknown>)[path]);
    expect(await api.cancelSubscriptions(['s1'])).toEqual([{ id: 's1' }]);
    expect(await api.paypalPurchaseHistory()).toEqual([{ id: 'p1' }]);
    expect(await api.customerPortal('https://app')).toBe('https://stripe/portal');
    expect(await api.checkPassword('hash')).toBe(false);
    expect(await api.changePassword({ oldPW: 'a', newPW: 'b', newPWConfirmation: 'b' })).toBeUndefined();
  });

  it('passes a refusal on to the screen', async () => {
    const refusal = new ApiCallError(409, 'already', 'ALREADY_SUBSCRIBED');
    const { api } = setup(() => { throw refusal; });
    await expect(api.subscribe(checkout)).rejects.toBe(refusal);
  });
});

describe('reportsToCatalogue', () => {
  it("keeps the billing server's plan rules and refusals from the catalogue", () => {
    expect(SCREEN_ERROR_CODES.size).toBeGreaterThan(0);
    for (const code of SCREEN_ERROR_CODES) {
      expect(reportsToCatalogue(new ApiCallError(409, 'refused', code)), code).toBe(false);
      expect(reportsToCatalogue(new ApiCallError(403, 'refused', code)), code).toBe(false);
    }
    expect(reportsToCatalogue(new ApiCallError(400, 'x', 'OLD_PASSWORD_WRONG'))).toBe(false);
    expect(reportsToCatalogue(new ApiCallError(409, 'x', 'TRIAL_NOT_AVAILABLE'))).toBe(false);
  });

  it('reports every other failure: session expiry, a 409 without a billing code, the connection', () => {
    expect(reportsToCatalogue(new ApiCallError(401, 'expired'))).toBe(true);
    expect(reportsToCatalogue(new ApiCallError(403, 'forbidden'))).toBe(true);
    expect(reportsToCatalogue(new ApiCallError(409, 'wrong product'))).toBe(true);
    expect(reportsToCatalogue(new ApiCallError(409, 'x', 'WRONG_PRODUCT'))).toBe(true);
    expect(reportsToCatalogue(new ApiCallError(0, 'network error'))).toBe(true);
    expect(reportsToCatalogue(new ApiCallError(409, 'x', 409))).toBe(true);
    // Only the server's own answers count: an error that merely carries such a code is reported.
    expect(reportsToCatalogue(Object.assign(new Error('x'), { code: 'ALREADY_SUBSCRIBED' }))).toBe(true);
  });
});
