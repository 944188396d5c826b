import type { NewsletterAdminPreview } from '../../../contracts';

/** A daily preview as the server answers it (two breaches, one signal change). */
export function dailyPreviewFixture(): NewsletterAdminPreview {
  return {
    kind: 'daily', issueKey: 'daily:2026-11-19', subject: 'RangeScope daily: the markets on 2026-11-19', recipients: 128, queued: 0, sent: 0,
    text: [
      'Hello Preview,', '', 'Here is the market summary after the close of 2026-11-19.', '', 'Main markets', '',
      '- SPY (SPDR S&P 500 ETF Trust): 598.12 (+0.42 %), 71 % of its range, Trend bullish, Momentum neutral', '',
      'Notable range breaches', '', '- NVDA (NVIDIA Corporation) closed above its range at 145.20 (+4.10 %); new range 131.00 – 152.40',
    ].join('\n'),
    content: {
      kind: 'daily', asOfDate: '2026-11-19', universe: 9,
      markets: [{ ticker: 'SPY', name: 'SPDR S&P 500 ETF Trust', latestPrice: 598.12, percentChange: 0.42, positionOnRange: 71, trend: 'trendBullish', momentum: 'momentumNeutral' }],
      bullish: [], bearish: [],
      breaches: [
        { ticker: 'NVDA', name: 'NVIDIA Corporation', direction: 'above', latestPrice: 145.2, percentChange: 4.1, lowerRange: 131, upperRange: 152.4 },
        { ticker: 'TLT', name: 'iShares 20+ Year Treasury Bond ETF', direction: 'below', latestPrice: 88.1, percentChange: -1.9, lowerRange: 86.5, upperRange: 93.2 },
      ],
      changes: [{ ticker: 'GLD', name: 'SPDR Gold Shares', signalClass: 'Trend', from: 'trendNeutral', to: 'trendBullish', change: 'improvement', currentTrend: 'trendBullish' }],
    },
  };
}

/** A monthly Elite preview (one eligible ticker). */
export function monthlyPreviewFixture(): NewsletterAdminPreview {
  return {
    kind: 'monthly', issueKey: 'monthly:2026-11', subject: 'RangeScope Elite: targets, triggers and levels for 2026-11', recipients: 12, queued: 12, sent: 12,
    text: 'Hello Preview,\n\nYour Elite newsletter for 2026-11 (data of 2026-11-19): 1 tickers.\n\n- AAPL (Apple Inc., market cap 3,412.5 bn): 228.10, Trend bullish, Momentum bullish; trigger 219.00 – 236.40; target 205.10 – 251.80; levels 221.00 / 215.00 / 240.00',
    content: {
      kind: 'monthly', asOfDate: '2026-11-19', month: '2026-11',
      lines: [{
        ticker: 'AAPL', name: 'Apple Inc.', type: 'stock', capitalisation: 3.4125e12, latestPrice: 228.1, trend: 'trendBullish', momentum: 'momentumBullish',
        triggerLow: 219, triggerHigh: 236.4, targetLow: 205.1, targetHigh: 251.8, zeroGamma: 221, putWall: 215, callWall: 240,
      }],
    },
  };
}
