import type { CoverageRow, TrackRecordAnswer } from '../../../contracts';

/** A coverage row from counts (inside, above, below). */
export function coverageRow(key: string, inside: number, above: number, below: number): CoverageRow {
  const total = inside + above + below;
  return { key, total, inside: inside / total, above: above / total, below: below / total };
}

/**
 * A track record answer: the short-term range 80 % overall, fx 70 % (flagged, 10 points under),
 * the long-term range with a quarter without cases.
 */
export function trackRecordFixture(): TrackRecordAnswer {
  return {
    snapshotVersion: 3, asOfDate: '2026-11-19', computedAt: '2026-11-20T22:10:00.000Z',
    instruments: 200, universe: 450, step: 5, warmUp: 257, forwardSessions: 15,
    ranges: [
      {
        id: 'shortTerm', sessions: 15, nominal: 0.8,
        overall: coverageRow('all', 800, 110, 90),
        byAssetClass: [coverageRow('crypto', 410, 50, 40), coverageRow('fx', 70, 20, 10), coverageRow('stock', 320, 40, 40)],
        byPeriod: [coverageRow('2025-Q4', 390, 60, 50), coverageRow('2026-Q1', 410, 50, 40)],
      },
      {
        id: 'longTerm', sessions: 63, nominal: 0.8,
        overall: coverageRow('all', 330, 40, 30),
        byAssetClass: [coverageRow('etf', 170, 20, 10), coverageRow('index', 160, 20, 20)],
        byPeriod: [coverageRow('2025-Q4', 330, 40, 30), { key: '2026-Q1', total: 0, inside: null, above: null, below: null }],
      },
    ],
    trend: [
      { rating: 'trendBullish', count: 300, meanReturn: 0.0125, shareUp: 0.56 },
      { rating: 'trendNeutral', count: 1500, meanReturn: 0.004, shareUp: 0.52 },
      { rating: 'trendBearish', count: 250, meanReturn: -0.0081, shareUp: 0.45 },
    ],
    momentum: [
      { rating: 'momentumBullish', count: 280, meanReturn: 0.011, shareUp: 0.55 },
      { rating: 'momentumNeutral', count: 1300, meanReturn: 0.003, shareUp: 0.51 },
      { rating: 'momentumNeutralDanger', count: 270, meanReturn: -0.002, shareUp: 0.49 },
      { rating: 'momentumBearish', count: 0, meanReturn: null, shareUp: null },
    ],
  };
}
