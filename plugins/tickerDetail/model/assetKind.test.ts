import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../product/plans';
import { canReveal, canSeePremium, displayTicker, isCryptoTicker, isPairTicker } from './assetKind';

describe('isCryptoTicker', () => {
  it('knows crypto by the CRYPTO. prefix in any case, or by the type', () => {
    expect(isCryptoTicker('crypto.eth')).toBe(true);
    expect(isCryptoTicker('CRYPTO.ETH:CRYPTO.BTC')).toBe(true);
    expect(isCryptoTicker('BTC', 'crypto')).toBe(true);
    expect(isCryptoTicker('BTC')).toBe(false);
    expect(isCryptoTicker('BTC-USD', 'stock')).toBe(false);
    expect(isCryptoTicker('SPY', null)).toBe(false);
  });
});

describe('isPairTicker', () => {
  it('is a ticker with a colon', () => {
    expect(isPairTicker('CRYPTO.ETH:CRYPTO.BTC')).toBe(true);
    expect(isPairTicker('^VIX')).toBe(false);
    expect(isPairTicker('ES_F')).toBe(false);
  });
});

describe('displayTicker', () => {
  it('shows crypto as BASE/USD whatever the case it arrives in', () => {
    expect(displayTicker('crypto.eth')).toBe('ETH/USD');
    expect(displayTicker('crypto.eth:crypto.btc')).toBe('ETH/BTC');
  });

  it('shows other tickers upper-cased and otherwise as they are', () => {
    expect(displayTicker('^vvix:^vix')).toBe('^VVIX:^VIX');
    expect(displayTicker('brk-b')).toBe('BRK-B');
  });
});

describe('canSeePremium (document 2 section 6)', () => {
  it('is true for Premium, Elite, Elite+ and Professional and false for the free and Basic plans', () => {
    expect(canSeePremium(PLANS.premium.modules)).toBe(true);
    expect(canSeePremium(PLANS.elite.modules)).toBe(true);
    expect(canSeePremium(PLANS.elitePlus.modules)).toBe(true);
    expect(canSeePremium(PLANS.professional.modules)).toBe(true);
    expect(canSeePremium(PLANS.demo.modules)).toBe(false);
    expect(canSeePremium(PLANS.basic.modules)).toBe(false);
    expect(canSeePremium([])).toBe(false);
  });

  it('is not granted by the preview modules', () => {
    expect(canSeePremium(['BASIC_OR_PREMIUM_PREVIEW', 'ELITE_PREVIEW'])).toBe(false);
  });
});

describe('canReveal (document 2 section 6: CRYPTO is required to reveal crypto tickers)', () => {
  it('lets every plan with the Crypto module reveal crypto tickers, and the free plan not', () => {
    expect(canReveal('CRYPTO.ETH', PLANS.elite.modules)).toBe(true);
    expect(canReveal('CRYPTO.ETH', PLANS.premium.modules)).toBe(false);
    expect(canReveal('CRYPTO.ETH', PLANS.demo.modules)).toBe(false);
  });

  it('lets everyone reveal other tickers', () => {
    expect(canReveal('SPY', PLANS.demo.modules)).toBe(true);
    expect(canReveal('^VVIX:^VIX', [])).toBe(true);
  });
});
