import { describe, expect, it } from 'vitest';
import { volatilityRow } from './volatilityRows';

const iv = { iv: 0.2, ivPremium: 0.03, ivRank: 50, ivPercentile: 60 };

describe('volatilityRow', () => {
  it('takes the realised volatility of the last 20 and 60 returns, annualised, and passes the IV figures on', () => {
    // 61 closes alternating 100 and 101: every return is ±ln 1.01 (0.0099503). Over 20 returns
    // (10 up, 10 down) the mean is 0 and the sample variance 20 r² / 19; over 60 returns 60 r² / 59.
    const closes = Float64Array.from({ length: 61 }, (_, i) => (i % 2 === 0 ? 100 : 101));
    const r = Math.log(1.01);
    const row = volatilityRow('SPY', 'S&P 500', closes, 252, iv);
    expect(row.rv20).toBeCloseTo(Math.sqrt((20 * r * r) / 19) * Math.sqrt(252), 12);
    expect(row.rv20).toBeCloseTo(0.16206, 5);
    expect(row.rv60).toBeCloseTo(Math.sqrt((60 * r * r) / 59) * Math.sqrt(252), 12);
    expect(row).toMatchObject({ ticker: 'SPY', name: 'S&P 500', ...iv });
  });

  it('has no realised volatility without enough closes or without closes', () => {
    const short = Float64Array.from({ length: 30 }, (_, i) => 100 + i);
    const row = volatilityRow('X', 'X', short, 365, iv);
    expect(row.rv20).not.toBeNull();
    expect(row.rv60).toBeNull();
    expect(volatilityRow('X', 'X', null, 252, iv)).toMatchObject({ rv20: null, rv60: null });
  });
});
