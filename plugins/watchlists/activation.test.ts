import { describe, expect, it, vi } from 'vitest';
import { testDataProvider, type DataRequest } from '../../engine/data';
import { activateTickers, activationBalances, type ActivationAnswer } from './activation';

const answer: ActivationAnswer = {
  activatedTickers: ['AAPL'], nonBillableTickers: ['SPY'], alreadyActiveTickers: ['QQQ'], unknownTickers: ['NOPE'],
  tickersInLastMonth: 7, tickersPerMonth: 50, tokenBalance: 12,
};

describe('activateTickers', () => {
  it('posts the tickers to /activate-assets and answers the server\u2019s answer', async () => {
    const request = vi.fn(async () => answer);
    const data = testDataProvider({ request: request as unknown as DataRequest });
    const tickers = ['AAPL', 'SPY', 'QQQ', 'NOPE'];
    expect(await activateTickers(data, tickers)).toBe(answer);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('/activate-assets', { body: { tickers: ['AAPL', 'SPY', 'QQQ', 'NOPE'] } });
    // The body is a copy: the caller's list may change while the call is out.
    const [, options] = request.mock.calls[0] as unknown as [string, { body: { tickers: string[] } }];
    expect(options.body.tickers).not.toBe(tickers);
  });

  it('passes a failure on to the caller', async () => {
    const data = testDataProvider({ request: (async () => { throw new Error('offline'); }) as DataRequest });
    await expect(activateTickers(data, ['AAPL'])).rejects.toThrow('offline');
  });
});

describe('activationBalances', () => {
  it('takes the three balances of the answer for the session', () => {
    expect(activationBalances(answer)).toEqual({ tickersInLastMonth: 7, tickersPerMonth: 50, tokenBalance: 12 });
  });

  it('leaves out balances the answer does not carry as numbers (0 is a balance)', () => {
    expect(activationBalances({ activatedTickers: ['AAPL'], tokenBalance: 0 })).toEqual({ tokenBalance: 0 });
    expect(activationBalances({ tickersInLastMonth: null as unknown as number, tickersPerMonth: '50' as unknown as number })).toEqual({});
    expect(activationBalances({})).toEqual({});
  });
});
