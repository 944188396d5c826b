import { describe, expect, it } from 'vitest';
import type { Instrument } from '../market/source/marketDataSource';
import { NEWSLETTER_RULES } from '../../product/newsletterRules';
import { dailyIssueKey, eliteCapitalisation, monthlyIssueKey } from './composeIssues';

const base: Instrument = {
  ticker: 'X', name: 'X', type: 'stock', sector: null, country: 'US', industry: null, isEtf: false, website: null, currency: 'USD',
  exchange: '', exchangeShort: '', isin: null, calendar: 'nyse', hasOptions: false, underlying: null, legs: null, sharesOutstanding: null,
};

describe('the Elite newsletter\'s universe', () => {
  it('takes US stocks above the market capitalisation and ETFs above the AUM of the product rules', () => {
    const cap = NEWSLETTER_RULES.eliteMinStockMarketCapUsd;
    expect(eliteCapitalisation({ ...base, sharesOutstanding: 1e9 }, cap / 1e9 + 1)).toBe(1e9 * (cap / 1e9 + 1));
    expect(eliteCapitalisation({ ...base, sharesOutstanding: 1e9 }, cap / 1e9)).toBeNull();
    expect(eliteCapitalisation({ ...base, country: 'GB', sharesOutstanding: 1e9 }, 1000)).toBeNull();
    expect(eliteCapitalisation({ ...base, type: 'etf', isEtf: true, country: 'IE', aum: NEWSLETTER_RULES.eliteMinEtfAumUsd * 2 }, 10)).toBe(NEWSLETTER_RULES.eliteMinEtfAumUsd * 2);
    expect(eliteCapitalisation({ ...base, type: 'etf', isEtf: true, aum: NEWSLETTER_RULES.eliteMinEtfAumUsd }, 10)).toBeNull();
    expect(eliteCapitalisation({ ...base, type: 'index', sharesOutstanding: 1e12 }, 1000)).toBeNull();
  });

  it('an imported stock with its market capitalisation in the metadata is eligible without a share count', () => {
    expect(eliteCapitalisation({ ...base, marketCap: 2.9e12 }, 230)).toBe(2.9e12);
  });

  it('keys an issue by session (daily) and by month (Elite)', () => {
    expect(dailyIssueKey('2026-11-19')).toBe('daily:2026-11-19');
    expect(monthlyIssueKey('2026-11-19')).toBe('monthly:2026-11');
  });
});
