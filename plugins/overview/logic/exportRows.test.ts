import { describe, expect, it } from 'vitest';
import { overviewExport } from './exportRows';
import type { OverviewAnswer } from '../../../contracts';

describe('overviewExport', () => {
  it('lists every member once (ticker, momentum, trend) in the groups\' order, ratings by name, crypto as BASE/USD', () => {
    const answer: OverviewAnswer = {
      asOfDate: '2026-11-19',
      groups: [
        { id: 'mainMarkets', rows: [{ ticker: 'SPY', name: 'S', momentum: 'momentumBullish', trend: 'trendBullish' }, { ticker: 'GLD', name: 'G', momentum: null, trend: 'trendBearish' }] },
        { id: 'commodities', rows: [{ ticker: 'GLD', name: 'G', momentum: null, trend: 'trendBearish' }, { ticker: 'USO', name: 'U', momentum: 'momentumBearish', trend: 'trendNeutral' }] },
        { id: 'crypto', rows: [{ ticker: 'CRYPTO.BTC', name: 'B', momentum: 'momentumNeutral', trend: 'trendBullish' }] },
      ],
    };
    const out = overviewExport(answer, { ticker: 'Ticker', momentum: 'Momentum', trend: 'Trend', rating: (v) => v.replace(/^(trend|momentum)/, '') });
    expect(out.headers).toEqual([{ key: 'ticker', label: 'Ticker' }, { key: 'momentum', label: 'Momentum' }, { key: 'trend', label: 'Trend' }]);
    expect(out.items).toEqual([
      { ticker: 'SPY', momentum: 'Bullish', trend: 'Bullish' },
      { ticker: 'GLD', momentum: null, trend: 'Bearish' },
      { ticker: 'USO', momentum: 'Bearish', trend: 'Neutral' },
      { ticker: 'BTC/USD', momentum: 'Neutral', trend: 'Bullish' },
    ]);
  });
});
