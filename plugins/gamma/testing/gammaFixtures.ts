/**
 * The answers the gamma page's stories and tests get: a report of a ticker at 100 with its put
 * wall at 95, call wall at 105, absolute gamma at 100 and the flip near 97.5, exposures in
 * dollars per 1 % move (billions on the charts), and an overview.
 */
import type { GammaAnswer, GammaMode, GammaOverviewAnswer, GammaStrikeRow } from '../../../contracts';

const bump = (x: number, at: number, width: number): number => Math.exp(-(((x - at) / width) ** 2));

export function gammaReportFixture(ticker = 'SPY', mode: GammaMode = 'delayed', spot = 100): GammaAnswer & { gamma: Exclude<GammaAnswer['gamma'], Record<string, never>> } {
  const k = spot / 100;
  const strikes = Array.from({ length: 41 }, (_, i) => (80 + i) * k);
  const df_agg: GammaStrikeRow[] = strikes.map((strike) => {
    const s = strike / k;
    const call = 2.4e9 * bump(s, 105, 4) + 0.9e9 * bump(s, 100, 3);
    const put = -2.1e9 * bump(s, 95, 4) - 0.8e9 * bump(s, 100, 3);
    return { strike_price: strike, GEX_call: call, GEX_put: put, total_gamma: call + put };
  });
  const levels = Array.from({ length: 81 }, (_, i) => spot * (0.8 + (0.4 * i) / 80));
  const profile = (shift: number) => levels.map((l) => 6e9 * Math.tanh((l / k - 97.5 - shift) / 4));
  return {
    ticker, mode, asOf: '2026-11-19T21:05:00.000Z', tokensCharged: mode === 'realtime' ? 5 : 0, tokenBalance: mode === 'realtime' ? 45 : null,
    gamma: {
      quote: { current_price: spot }, putWallLevel: 95 * k, callWallLevel: 105 * k, absoluteGammaLevel: 100 * k, zeroGamma: 97.5 * k,
      levels, totalGamma: profile(0), totalGammaExNext: profile(0.8), totalGammaExFri: profile(1.6),
      nextExpiry: '2026-11-20', nextMonthlyExp: '2026-12-18',
    },
    df_agg,
  };
}

export function emptyGammaFixture(ticker: string, mode: GammaMode = 'delayed'): GammaAnswer {
  return { ticker, mode, asOf: null, tokensCharged: 0, tokenBalance: null, gamma: {}, df_agg: [] };
}

export function gammaOverviewFixture(extra: readonly string[] = []): GammaOverviewAnswer {
  const out: GammaOverviewAnswer = {};
  [['SPY', 600], ['QQQ', 520], ['IWM', 230], ['TLT', 90], ...extra.map((t, i) => [t, 50 + 10 * i] as const)].forEach(([ticker, spot]) => {
    const k = Number(spot) / 100;
    out[String(ticker)] = { gamma: { putWallLevel: 95 * k, callWallLevel: 105 * k, zeroGamma: 97.537 * k } };
  });
  return out;
}
