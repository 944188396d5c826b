import { describe, expect, it } from 'vitest';
import { isCryptoTicker, isFuturesTicker, parsePairTicker } from './marketDataSource';

describe('ticker conventions', () => {
  it('splits a pair into exactly two upper-cased legs', () => {
    expect(parsePairTicker('^VVIX:^VIX')).toEqual(['^VVIX', '^VIX']);
    expect(parsePairTicker(' spy : qqq ')).toEqual(['SPY', 'QQQ']);
  });
  it('rejects what is not a pair', () => {
    expect(parsePairTicker('SPY')).toBeNull();
    expect(parsePairTicker('A:B:C')).toBeNull();
    expect(parsePairTicker(':VIX')).toBeNull();
    expect(parsePairTicker('VIX:')).toBeNull();
  });
  it('recognises crypto and futures tickers', () => {
    expect(isCryptoTicker('CRYPTO.BTC')).toBe(true);
    expect(isCryptoTicker('crypto.eth')).toBe(true);
    expect(isCryptoTicker('BTC')).toBe(false);
    expect(isFuturesTicker('ES_F')).toBe(true);
    expect(isFuturesTicker('ES')).toBe(false);
  });
});
