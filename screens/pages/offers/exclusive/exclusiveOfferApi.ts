/**
 * The offer page's calls (issue 29; server/billing/routes/funnelRoutes.ts), as data methods on the
 * app's provider: the funnel's public calls go without credentials and keep their failures (there
 * is no session to end); a signed-in member's checkout is billing's own /subscribe call.
 */
import { defineDataMethods, type DataProvider, type RequestOptions } from '../../../../engine/data';
import { billingMethods } from '../../../../plugins/billing';
import { EXCLUSIVE_SKU } from '../../../../product/catalogue';
import type { Availability, CheckoutAnswer, FunnelRegisterAnswer, FunnelRegisterBody, VatIdValidation } from '../../../../contracts';

export interface ExclusiveOfferApi {
  /** POST /exclusive-funnel/register: the account and the order; answers the hosted payment page. */
  register(body: FunnelRegisterBody): Promise<FunnelRegisterAnswer>;
  checkUsername(username: string, signal?: AbortSignal): Promise<Availability>;
  checkEmail(email: string, signal?: AbortSignal): Promise<Availability>;
  validateVat(vatId: string): Promise<VatIdValidation>;
  /** A signed-in member buys the offer's SKU (billing's /subscribe); answers the hosted payment page. */
  memberCheckout(): Promise<CheckoutAnswer>;
}

export const exclusiveOfferMethods = defineDataMethods('exclusiveOffer', (data: DataProvider): ExclusiveOfferApi => {
  const open: RequestOptions = { credentials: null, reportError: false };
  const q = encodeURIComponent;
  return {
    register: (body) => data.request<FunnelRegisterAnswer>('/exclusive-funnel/register', { ...open, method: 'POST', body }),
    checkUsername: (username, signal) => data.request<Availability>(`/exclusive-funnel/check-username?username=${q(username)}`, { ...open, ...(signal ? { signal } : {}) }),
    checkEmail: (email, signal) => data.request<Availability>(`/exclusive-funnel/check-email?email=${q(email)}`, { ...open, ...(signal ? { signal } : {}) }),
    validateVat: (vatId) => data.request<VatIdValidation>('/exclusive-funnel/validate-vat', { ...open, method: 'POST', body: { vatId } }),
    memberCheckout: () => billingMethods.of(data).subscribe({ sku: EXCLUSIVE_SKU, paymentProcessor: 'card' }),
  };
});
