import { describe, expect, it, vi } from 'vitest';
import type { DataRequest } from '../../../engine/data';
import { detailPath, isIsin, normaliseSearch, resolveIsin, searchTarget } from './tickerSearch';

describe('header search', () => {
  it('trims, upper-cases and turns & into +', () => {
    expect(normaliseSearch('  m&t bank ')).toBe('M+T BANK');
  });

  it('recognises ISINs case-insensitively: 2 letters, 9 letters or digits, 1 digit', () => {
    expect(isIsin('US0378331005')).toBe(true);
    expect(isIsin(' de0007164600 ')).toBe(true);
    expect(isIsin('US037833100X')).toBe(false);
    expect(isIsin('0S0378331005')).toBe(false);
    expect(isIsin('US03783310051')).toBe(false);
  });

  it('opens the detail page of a ticker, overview tab by default', () => {
    expect(detailPath('SPY')).toBe('/dashboard/detail/SPY/overview');
    expect(detailPath('^VIX', 'crypto')).toBe('/dashboard/detail/%5EVIX/crypto');
    expect(detailPath('^VVIX:^VIX', 'futures')).toBe('/dashboard/detail/%5EVVIX%3A%5EVIX/futures');
    expect(detailPath('AAPL', 'watchlists', 'TECH & CO')).toBe('/dashboard/detail/AAPL/watchlists?list=TECH+%26+CO');
    expect(searchTarget(' spy ')).toEqual({ kind: 'ticker', ticker: 'SPY', path: '/dashboard/detail/SPY/overview' });
  });

  it('sends an ISIN to the resolver and ignores empty input', () => {
    expect(searchTarget('us0378331005')).toEqual({ kind: 'isin', isin: 'US0378331005' });
    expect(searchTarget('   ')).toEqual({ kind: 'none' });
  });

  it('resolves an ISIN through the server, or answers null when it knows none or the call fails', async () => {
    const request = vi.fn()
      .mockResolvedValueOnce({ symbol: 'AAPL' })
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new Error('not found'));
    expect(await resolveIsin(request as unknown as DataRequest, 'US0378331005')).toBe('AAPL');
    expect(request).toHaveBeenCalledWith('/resolveISIN?isin=US0378331005');
    expect(await resolveIsin(request as unknown as DataRequest, 'US0000000001')).toBeNull();
    expect(await resolveIsin(request as unknown as DataRequest, 'US0000000002')).toBeNull();
  });
});
