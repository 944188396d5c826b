import { describe, expect, it } from 'vitest';
import { shippedModel } from '../../../models/fixtures';
import type { ListModel } from '../../../engine/core';
import { visibleColumns } from '../../../engine/list';
import { SELECT_COLUMN_KEY, tickerTableModel, type TableKind } from './tableModel';

const base = shippedModel('ListModel', 'DomainAsset') as ListModel;
const shown = (kind: TableKind, modules: string[], rangePosAsPercent = true, activeColumns: string[] | null = null): string[] =>
  visibleColumns(tickerTableModel(base, { kind, rangePosAsPercent, activeColumns }), modules).map((c) => c.key);
const PREMIUM = ['ltRange.lowerVolatilityRange', 'ltRange.upside', 'volData.currentIVRank', 'gammaMetrics.gamma.putWallLevel', 'gammaMetrics.gamma.zeroGamma'];

describe('the ticker tables model (document 2 section 6)', () => {
  it('shows PREMIUM columns only with the PREMIUM module', () => {
    for (const key of PREMIUM) {
      expect(shown('portfolio', ['FREE'])).not.toContain(key);
      expect(shown('portfolio', ['FREE', 'PREMIUM'])).toContain(key);
    }
  });
  it('never shows IV and gamma in the crypto tables, daily change and gamma in the futures table', () => {
    for (const kind of ['cryptoMarket', 'cryptoWatchlist'] as const) {
      const keys = shown(kind, ['PREMIUM']);
      expect(keys.filter((k) => k.startsWith('volData.') || k.startsWith('gammaMetrics.'))).toEqual([]);
      expect(keys).toContain('daily_percentChange');
    }
    const futures = shown('futures', ['PREMIUM']);
    expect(futures).not.toContain('daily_percentChange');
    expect(futures.filter((k) => k.startsWith('gammaMetrics.'))).toEqual([]);
    expect(futures).toContain('volData.currentIVRank');
  });
  it('shows the range position as a percent or as the upside/downside ratio', () => {
    expect(shown('portfolio', [], true)).toContain('stRange.positionOnRange');
    expect(shown('portfolio', [], true)).not.toContain('stRange.upsideDownsideRatio');
    expect(shown('portfolio', [], false)).toContain('stRange.upsideDownsideRatio');
    expect(shown('portfolio', [], false)).not.toContain('stRange.positionOnRange');
  });
  it("follows the user's active columns, keeping the ticker and the selection", () => {
    expect(shown('portfolio', [], true, ['name', 'latestPrice'])).toEqual([SELECT_COLUMN_KEY, 'ticker', 'name', 'latestPrice']);
  });
  it('gives every table the selection column and the alert action, read-only ones no remove action; sorts by ticker', () => {
    const market = tickerTableModel(base, { kind: 'futures', rangePosAsPercent: true });
    expect(market.columns.slice(0, 2).map((c) => c.key)).toEqual([SELECT_COLUMN_KEY, 'ticker']);
    expect(market.rowActions?.map((a) => a.id)).toEqual(['alert']);
    const portfolio = tickerTableModel(base, { kind: 'portfolio', rangePosAsPercent: true });
    expect(portfolio.rowActions?.map((a) => a.id)).toEqual(['remove', 'alert']);
    expect(portfolio.defaultSort).toEqual({ key: 'ticker', direction: 'asc' });
  });
});
