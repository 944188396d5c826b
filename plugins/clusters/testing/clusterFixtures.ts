/**
 * Answers of the two calls for the stories and tests: eight ETFs over 120 daily returns, computed
 * once by the server's analysis (server/clusters/clusterAnalysis.ts) from constructed returns — an
 * equity group, a bond group, gold following the equities two days later, oil alone — with two
 * tickers the user has not revealed.
 */
import type { ClusterAnswer, LeadershipAnswer } from '../../../contracts';

export function clusterFixture(): ClusterAnswer {
  return {"universe": {"requested": 10, "tickers": ["SPY", "QQQ", "IWM", "TLT", "IEF", "SHY", "GLD", "USO"], "names": ["SPDR S&P 500 ETF Trust", "Invesco QQQ Trust", "iShares Russell 2000 ETF", "iShares 20+ Year Treasury Bond ETF", "iShares 7-10 Year Treasury Bond ETF", "iShares 1-3 Year Treasury Bond ETF", "SPDR Gold Shares", "United States Oil Fund"], "notRevealed": ["AAPL", "MSFT"], "unknown": [], "shortHistory": [], "from": "2026-05-05", "to": "2026-10-19", "returns": 120}, "asOf": "2026-10-19", "order": [6, 5, 3, 4, 7, 2, 0, 1], "correlations": [[1, 0.738, 0.716, -0.058, 0.009, -0.071, -0.176, 0.02], [0.738, 1, 0.689, -0.064, 0.046, -0.048, -0.135, 0.045], [0.716, 0.689, 1, -0.046, -0.016, 0.014, -0.203, 0.138], [-0.058, -0.064, -0.046, 1, 0.683, 0.61, -0.026, 0.067], [0.009, 0.046, -0.016, 0.683, 1, 0.613, 0.009, 0.008], [-0.071, -0.048, 0.014, 0.61, 0.613, 1, -0.071, 0.063], [-0.176, -0.135, -0.203, -0.026, 0.009, -0.071, 1, -0.029], [0.02, 0.045, 0.138, 0.067, 0.008, 0.063, -0.029, 1]], "merges": [{"left": 0, "right": 1, "height": 0.724195, "size": 2}, {"left": 2, "right": 8, "height": 0.771586, "size": 3}, {"left": 3, "right": 4, "height": 0.795884, "size": 2}, {"left": 5, "right": 10, "height": 0.881279, "size": 3}, {"left": 7, "right": 9, "height": 1.365073, "size": 4}, {"left": 11, "right": 12, "height": 1.419416, "size": 7}, {"left": 6, "right": 13, "height": 1.475767, "size": 8}], "minCorrelation": 0.5, "cutHeight": 1, "clusters": [{"id": 1, "members": ["SHY", "TLT", "IEF"], "averageCorrelation": 0.636}, {"id": 2, "members": ["IWM", "SPY", "QQQ"], "averageCorrelation": 0.714}, {"id": 3, "members": ["GLD"], "averageCorrelation": null}, {"id": 4, "members": ["USO"], "averageCorrelation": null}]};
}

export function leadershipFixture(): LeadershipAnswer {
  return {"universe": {"requested": 10, "tickers": ["SPY", "QQQ", "IWM", "TLT", "IEF", "SHY", "GLD", "USO"], "names": ["SPDR S&P 500 ETF Trust", "Invesco QQQ Trust", "iShares Russell 2000 ETF", "iShares 20+ Year Treasury Bond ETF", "iShares 7-10 Year Treasury Bond ETF", "iShares 1-3 Year Treasury Bond ETF", "SPDR Gold Shares", "United States Oil Fund"], "notRevealed": ["AAPL", "MSFT"], "unknown": [], "shortHistory": [], "from": "2026-05-05", "to": "2026-10-19", "returns": 120}, "asOf": "2026-10-19", "tests": 280, "maxLag": 5, "falseDiscoveryRate": 0.05, "relations": [{"leader": "SPY", "follower": "GLD", "lagDays": 2, "correlation": 0.617, "pValue": 1.142e-14, "qValue": 3.197e-12, "observations": 118}, {"leader": "QQQ", "follower": "GLD", "lagDays": 2, "correlation": 0.6016, "pValue": 8.646e-14, "qValue": 1.21e-11, "observations": 118}, {"leader": "IWM", "follower": "GLD", "lagDays": 2, "correlation": 0.5908, "pValue": 3.316e-13, "qValue": 3.094e-11, "observations": 118}], "omitted": 0, "chains": [[0], [1], [2]]};
}

/** A leadership answer without relations (the empty state). */
export function quietLeadershipFixture(): LeadershipAnswer {
  return { ...leadershipFixture(), relations: [], chains: [] };
}

/** The user's lists the stories sign in with. */
export const FIXTURE_LISTS = {
  dashboardList: { name: 'Market overview', includedTicker: ['SPY', 'QQQ', 'IWM'] },
  watchlists: {
    regular: [{ name: 'ETFS', includedTicker: ['SPY', 'QQQ', 'IWM', 'TLT', 'IEF', 'SHY', 'GLD', 'USO', 'AAPL', 'MSFT'], owner: 'storyuser', wlType: 'GENERAL' as const }],
    crypto: [],
  },
};
