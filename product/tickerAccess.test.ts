import { describe, expect, it } from 'vitest';
import { canActivateTicker, isNonBillableTicker } from './tickerAccess';

describe('ticker access', () => {
  it('never bills the seven free tickers', () => {
    for (const t of ['SPY', 'qqq', '^VIX', '^VVIX:^VIX']) expect(isNonBillableTicker(t, [])).toBe(true);
    expect(isNonBillableTicker('AAPL', ['PREMIUM'])).toBe(false);
  });
  it('does not bill crypto to Crypto holders nor futures to FuturesAccess holders', () => {
    expect(isNonBillableTicker('CRYPTO.BTC', ['Crypto'])).toBe(true);
    expect(isNonBillableTicker('CRYPTO.BTC', [])).toBe(false);
    expect(isNonBillableTicker('ES_F', ['FuturesAccess'])).toBe(true);
    expect(isNonBillableTicker('ES_F', [])).toBe(false);
  });
  it('reveals crypto only with the Crypto module', () => {
    expect(canActivateTicker('CRYPTO.ETH', [])).toBe(false);
    expect(canActivateTicker('CRYPTO.ETH', ['Crypto'])).toBe(true);
    expect(canActivateTicker('AAPL', [])).toBe(true);
  });
});
