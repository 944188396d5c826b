import { describe, expect, it } from 'vitest';
import { normaliseAssets, parseAssets } from './overviewRules';

describe('asset group tickers', () => {
  it('split on commas, spaces, semicolons and line breaks; upper case; blanks and repeats dropped; order kept', () => {
    expect(parseAssets('spy, qqq\nspy ,; gld  crypto.btc')).toEqual(['SPY', 'QQQ', 'GLD', 'CRYPTO.BTC']);
    expect(parseAssets(' , \n')).toEqual([]);
    expect(normaliseAssets([' tlt', 'TLT', '', '^vix'])).toEqual(['TLT', '^VIX']);
  });
});
