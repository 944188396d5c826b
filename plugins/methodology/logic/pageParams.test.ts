import { describe, expect, it } from 'vitest';
import { pageParams } from './pageParams';

describe('methodology page params', () => {
  it('reads the metric, the as-of date, the ticker and the value', () => {
    expect(pageParams('iv-rank', new URLSearchParams('asOf=2026-11-26&ticker=spy&value=42.5'))).toEqual({
      metric: 'iv-rank', requested: 'iv-rank', asOf: '2026-11-26', ticker: 'SPY', value: '42.5',
    });
  });

  it('an unknown metric gives null; malformed parameters are dropped', () => {
    const p = pageParams('volatility', new URLSearchParams(`asOf=2026-02-30&ticker=${encodeURIComponent('<b>x</b>')}&value=${'9'.repeat(41)}`));
    expect(p).toEqual({ metric: null, requested: 'volatility', asOf: null, ticker: null, value: null });
    expect(pageParams(undefined, new URLSearchParams()).metric).toBeNull();
  });
});
