import { describe, expect, it, vi } from 'vitest';
import { testDataProvider, type RequestOptions } from '../../../../engine/data';
import { EXCLUSIVE_SKU } from '../../../../product/catalogue';
import { exclusiveOfferMethods } from './exclusiveOfferApi';

describe('the offer page\'s data methods', () => {
  it('send the funnel calls without credentials and the member\'s checkout through billing', async () => {
    const request = vi.fn(async (_path: string, _options?: RequestOptions) => ({ available: true }) as never);
    const api = exclusiveOfferMethods.of(testDataProvider({ request }));
    await api.checkUsername('Olga Offer');
    await api.checkEmail('a+b@example.com');
    await api.validateVat('ATU13585627');
    await api.memberCheckout();
    expect(request.mock.calls.map(([path]) => path)).toEqual([
      '/exclusive-funnel/check-username?username=Olga%20Offer',
      '/exclusive-funnel/check-email?email=a%2Bb%40example.com',
      '/exclusive-funnel/validate-vat',
      '/subscribe',
    ]);
    expect(request.mock.calls[0]![1]).toMatchObject({ credentials: null, reportError: false });
    expect(request.mock.calls[2]![1]).toMatchObject({ method: 'POST', body: { vatId: 'ATU13585627' } });
    expect(request.mock.calls[3]![1]).toMatchObject({ method: 'POST', body: { sku: EXCLUSIVE_SKU, paymentProcessor: 'card' } });
  });
});
