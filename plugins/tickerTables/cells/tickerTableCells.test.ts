import { describe, expect, it } from 'vitest';
import { shippedModel } from '../../../models/fixtures';
import type { ListModel } from '../../../engine/core';
import { DEFAULT_CELLS, pickCell } from '../../../engine/list';
import { tickerTableModel, SELECT_COLUMN_KEY } from '../logic/tableModel';
import { TICKER_TABLE_CELLS } from './tickerTableCells';

const base = shippedModel('ListModel', 'DomainAsset') as ListModel;
const table = tickerTableModel(base, { kind: 'portfolio', rangePosAsPercent: true });
const column = (model: ListModel, key: string) => model.columns.find((c) => c.key === key)!;

describe('the ticker tables cell set', () => {
  it("renders the tables' columns with the tables' cells", () => {
    const context = { model: table, kind: 'portfolio' };
    const names = [SELECT_COLUMN_KEY, 'ticker', 'name', 'latestPrice', 'volData.currentPremium', 'overallTARating', 'companyInfo.country']
      .map((key) => pickCell(TICKER_TABLE_CELLS, column(table, key), context).name);
    expect(names).toEqual([
      'tickerTables.select', 'tickerTables.ticker', 'tickerTables.name', 'tickerTables.price', 'tickerTables.premium', 'tickerTables.trend', 'tickerTables.country',
    ]);
  });

  it("keeps the engine's cells for the columns it has nothing for", () => {
    const other = base.columns.find((c) => c.type === 'number' && !c.key.startsWith('gammaMetrics.') && !c.key.endsWith('positionOnRange') && c.key !== 'latestPrice' && !c.key.endsWith('upsideDownsideRatio') && c.key !== 'volData.currentPremium');
    expect(other).toBeDefined();
    expect(pickCell(TICKER_TABLE_CELLS, other!, { model: table, kind: 'portfolio' }).name).toBe('number');
  });

  it('leaves other lists of the same model to the default set', () => {
    const context = { model: base, kind: undefined };
    expect(pickCell(DEFAULT_CELLS, column(base, 'ticker'), context).name).toBe(pickCell(DEFAULT_CELLS, column(table, 'ticker'), context).name);
    expect(pickCell(DEFAULT_CELLS, column(base, 'ticker'), context).name).not.toMatch(/^tickerTables\./);
  });
});
