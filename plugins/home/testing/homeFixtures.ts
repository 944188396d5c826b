/**
 * The answers the home's stories and tests get: a strip, the main markets, gamma levels, a
 * most-watched cloud, the user's top lists, signal changes and economic events, as the server's
 * calls answer them (contracts/home.ts, contracts/summary.ts, the EconomicEvents and ListUISignal lists).
 */
import type { FaqAnswer, GammaOverviewAnswer, HomeStripAnswer, MainMarketsAnswer, MostWatchedAnswer, TopSignalsAnswer } from '../../../contracts';
import { HOME_STRIP } from '../../../product/homeRules';

export const AS_OF = '2026-11-19';

export const stripFixture = (): HomeStripAnswer => ({
  asOfDate: AS_OF,
  items: HOME_STRIP.map((ticker, i) => ({ ticker, name: `${ticker} fund`, latestPrice: 100 + i * 7.5, percentChange: i % 3 === 0 ? -0.42 * i : 0.35 * (i + 1) })),
});

export const mainMarketsFixture = (): MainMarketsAnswer => ({
  asOfDate: AS_OF,
  rows: [
    { ticker: 'SPY', name: 'SPDR S&P 500 ETF Trust', latestPrice: 598.2, percentChange: 0.84, positionOnRange: 72, trend: 'trendBullish', momentum: 'momentumBullish' },
    { ticker: 'GLD', name: 'SPDR Gold Shares', latestPrice: 243.1, percentChange: -0.31, positionOnRange: 41, trend: 'trendNeutral', momentum: 'momentumNeutralDanger' },
    { ticker: 'QQQ', name: 'Invesco QQQ Trust', latestPrice: 512.7, percentChange: 1.12, positionOnRange: 88, trend: 'trendBullish', momentum: 'momentumNeutral' },
    { ticker: 'UUP', name: 'Invesco DB US Dollar Index Bullish Fund', latestPrice: 28.9, percentChange: 0.05, positionOnRange: 12, trend: 'trendBearish', momentum: 'momentumBearish' },
    { ticker: 'USO', name: 'United States Oil Fund', latestPrice: 74.4, percentChange: -1.8, positionOnRange: -6, trend: 'trendBearish', momentum: 'momentumNeutral' },
    { ticker: 'TLT', name: 'iShares 20+ Year Treasury Bond ETF', latestPrice: 92.3, percentChange: null, positionOnRange: null, trend: 'error', momentum: null },
  ],
});

/** GET /gamma-overview (the gamma page's call): the gamma tickers' levels of the last close. */
export const gammaFixture = (available = true): GammaOverviewAnswer => Object.fromEntries(['SPY', 'QQQ', 'IWM', 'TLT'].map((ticker, i) => [ticker, {
  gamma: { zeroGamma: available ? 98 * (i + 1) : null, putWallLevel: available ? 95 * (i + 1) : null, callWallLevel: available ? 105 * (i + 1) : null },
}]));

export const mostWatchedFixture = (): MostWatchedAnswer => ({
  rows: ['SPY', 'QQQ', 'AAPL', 'NVDA', 'TLT', 'GLD', 'MSFT', 'TSLA', 'AMZN', 'IWM'].map((ticker, i) => ({ ticker, holders: 40 - i * 4 })),
});

export const topMineFixture = (): TopSignalsAnswer => ({
  scope: 'mine', asOfDate: AS_OF, ranked: 7,
  bullish: [
    { ticker: 'NVDA', name: 'NVIDIA Corporation', percentChange: 2.4, trend: 'trendBullish', momentum: 'momentumBullish', score: 3 },
    { ticker: 'MSFT', name: 'Microsoft Corporation', percentChange: 0.6, trend: 'trendBullish', momentum: 'momentumNeutral', score: 2 },
  ],
  bearish: [
    { ticker: 'XOM', name: 'Exxon Mobil Corporation', percentChange: -1.1, trend: 'trendBearish', momentum: 'momentumBearish', score: -3 },
  ],
});

export const signalFixture = (): Record<string, unknown>[] => [
  { id: '2026-11-19|NVDA|Trend', date: '2026-11-19', ticker: 'NVDA', name: 'NVIDIA Corporation', signalClass: 'Trend', signalDirectionPrior: 'trendNeutral', signalDirectionNew: 'trendBullish', signalChange: 'improvement', containedInLists: ['Market overview'] },
  { id: '2026-11-18|XOM|Momentum', date: '2026-11-18', ticker: 'XOM', name: 'Exxon Mobil Corporation', signalClass: 'Momentum', signalDirectionPrior: 'momentumNeutral', signalDirectionNew: 'momentumBearish', signalChange: 'deterioration', containedInLists: ['Energy'] },
  { id: '2026-11-18|AAPL|Cap', date: '2026-11-18', ticker: 'AAPL', name: 'Apple Inc.', signalClass: 'Cap', signalDirectionPrior: 'Uncapped', signalDirectionNew: 'UpperCap', signalChange: 'noChange', containedInLists: ['Market overview'] },
  { id: '2026-11-19|IBM|Trend', date: '2026-11-19', ticker: 'IBM', name: 'IBM', signalClass: 'Trend', signalDirectionPrior: 'trendBullish', signalDirectionNew: 'trendNeutral', signalChange: 'deterioration', containedInLists: [] },
];

export const eventFixture = (date: string): Record<string, unknown>[] => [
  { id: `us-claims-${date}`, date, time: '08:30', country: 'US', event: 'Initial Jobless Claims', importance: 'medium', actual: '221K', forecast: '224K', previous: '219K' },
  { id: `us-ism-${date}`, date, time: '10:00', country: 'US', event: 'ISM Manufacturing PMI', importance: 'high', actual: null, forecast: '49.6', previous: '49.1' },
];

/** GET /faq: two sections of the FAQ (the teaser shows the first questions). */
export function faqFixture(language: 'en' | 'de'): FaqAnswer {
  const de = language === 'de';
  return {
    language, query: '',
    sections: [
      { key: 'measures', title: de ? 'Spannen und Kennzahlen' : 'Ranges and measures', entries: [
        { id: 'q1', question: de ? 'Was ist eine Volatilitätsspanne?' : 'What is a volatility range?', answer: '…' },
        { id: 'q2', question: de ? 'Was sagt mir der Hurst-Exponent?' : 'What does the Hurst exponent tell me?', answer: '…' },
      ] },
      { key: 'tickers', title: de ? 'Ticker und Token' : 'Tickers and tokens', entries: [
        { id: 'q3', question: de ? 'Wofür sind Token?' : 'What are tokens for?', answer: '…' },
        { id: 'q4', question: de ? 'Was ist eine EOD-Anfrage?' : 'What is an EOD request?', answer: '…' },
      ] },
    ],
  };
}
