import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, cryptoDisplay, hasCurrencyCode, isCryptoTicker, priceDecimals, toCryptoTicker } from './priceDecimals';

describe('price decimals (document 2 section 5)', () => {
  it('knows exactly 33 distinct currency codes', () => {
    expect(CURRENCY_CODES).toHaveLength(33);
    expect(new Set(CURRENCY_CODES).size).toBe(33);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('gives crypto and FX 3 decimals, by type or by ticker', () => {
    expect(priceDecimals({ ticker: 'CRYPTO.BTC' })).toBe(3);
    expect(priceDecimals({ ticker: 'crypto.eth:crypto.btc' })).toBe(3);
    expect(priceDecimals({ ticker: 'XYZ', type: 'crypto' })).toBe(3);
    expect(priceDecimals({ ticker: 'XYZ', type: 'fx' })).toBe(3);
    expect(priceDecimals({ ticker: 'EURUSD', type: 'fx' })).toBe(3);
  });

  it('gives tickers starting or ending with a currency code 3 decimals', () => {
    expect(hasCurrencyCode('EURUSD')).toBe(true);
    expect(hasCurrencyCode('usdjpy=x')).toBe(true);
    expect(hasCurrencyCode('BTCUSD')).toBe(true);
    expect(hasCurrencyCode('GBPAUD')).toBe(true);
    expect(priceDecimals({ ticker: 'CHFEUR' })).toBe(3);
    expect(priceDecimals({ ticker: 'XAUUSD' })).toBe(3);
  });

  it('gives every other ticker 2 decimals', () => {
    for (const ticker of ['AAPL', 'SPY', '^VIX', '^VVIX:^VIX', 'ES_F', '6E_F', 'BMW.DE']) expect(priceDecimals({ ticker })).toBe(2);
    expect(priceDecimals({ ticker: 'MSFT', type: 'stock' })).toBe(2);
  });

  it('tells crypto tickers by their prefix', () => {
    expect(isCryptoTicker(' CRYPTO.SOL ')).toBe(true);
    expect(isCryptoTicker('SOL')).toBe(false);
  });
});

describe('crypto tickers', () => {
  it('stores crypto input with the CRYPTO. prefix', () => {
    expect(toCryptoTicker(' btc ')).toBe('CRYPTO.BTC');
    expect(toCryptoTicker('BTC/USD')).toBe('CRYPTO.BTC');
    expect(toCryptoTicker('crypto.eth')).toBe('CRYPTO.ETH');
    expect(toCryptoTicker('ETH/BTC')).toBe('CRYPTO.ETH:CRYPTO.BTC');
    expect(toCryptoTicker('  ')).toBe('');
  });
  it('shows crypto tickers as BASE/USD and pairs as BASE/QUOTE', () => {
    expect(cryptoDisplay('CRYPTO.BTC')).toBe('BTC/USD');
    expect(cryptoDisplay('CRYPTO.ETH:CRYPTO.BTC')).toBe('ETH/BTC');
    expect(cryptoDisplay('AAPL')).toBe('AAPL');
  });
});
