import { describe, expect, it } from 'vitest';
import { volFigure } from './volFigure';
import type { VolatilityRow } from '../../../contracts';

const theme = { text: '#000', grid: '#eee', line: '#00f', range: '#f90', longRange: '#90f' };
const names = { rv20: 'RV 20d', rv60: 'RV 60d', iv: 'IV' };
const rows: VolatilityRow[] = [
  { ticker: 'SPY', name: 'S', rv20: 0.1234, rv60: 0.15, iv: 0.18, ivPremium: 0.05, ivRank: 40, ivPercentile: 55 },
  { ticker: 'CRYPTO.BTC', name: 'B', rv20: 0.5, rv60: null, iv: null, ivPremium: null, ivRank: null, ivPercentile: null },
];

describe('volFigure', () => {
  it('draws grouped bars per ticker in percent: RV 20d, RV 60d and IV for premium; gaps stay null', () => {
    const f = volFigure(rows, true, names, theme);
    expect(f.data.map((d) => d.name)).toEqual(['RV 20d', 'RV 60d', 'IV']);
    expect(f.data[0]!.x).toEqual(['SPY', 'BTC/USD']);
    expect(f.data[0]!.y).toEqual([12.34, 50]);
    expect(f.data[1]!.y).toEqual([15, null]);
    expect(f.data[2]!.y).toEqual([18, null]);
    expect(f.layout.barmode).toBe('group');
  });

  it('leaves the IV bars out without the IV figures', () => {
    expect(volFigure(rows, false, names, theme).data.map((d) => d.name)).toEqual(['RV 20d', 'RV 60d']);
  });
});
