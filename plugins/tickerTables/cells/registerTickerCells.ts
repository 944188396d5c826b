import { registerCell } from '../../../engine/list/cellRegistry';
import { RANK_PLUGIN, and, hasKey, or, rankWith, type ColumnPredicate } from '../../../engine/list/testers';
import type { CellEntry } from '../../../engine/list/cellTypes';
import { isTickerTableColumn } from '../logic/tableModel';
import { SELECT_COLUMN_KEY } from '../logic/tableModel';
import { TickerCell } from './TickerCell';
import { NameCell, nameTooltip } from './NameCell';
import { PositionCell, PremiumCell, PriceCell, RatioCell } from './ValueCells';
import { CountryCell, SelectCell, TrendCell, countryTooltip, trendTooltip } from './MiscCells';

const endsWith = (suffix: string): ColumnPredicate => (c) => c.key.endsWith(suffix);
/** Only the columns of the ticker tables (tableModel.ts); other lists of the same model keep the engine's cells. */
const tester = (predicate: ColumnPredicate) => rankWith(RANK_PLUGIN, and(isTickerTableColumn, predicate));

export const TICKER_TABLE_CELLS: readonly CellEntry[] = [
  { name: 'tickerTables.select', tester: tester(hasKey(SELECT_COLUMN_KEY)), renderer: SelectCell, focusable: true },
  { name: 'tickerTables.ticker', tester: tester(hasKey('ticker')), renderer: TickerCell, focusable: true },
  { name: 'tickerTables.name', tester: tester(hasKey('name')), renderer: NameCell, tooltip: nameTooltip, focusable: true },
  {
    name: 'tickerTables.price',
    tester: tester(or(hasKey('latestPrice'), (c) => c.key.startsWith('gammaMetrics.gamma.'))),
    renderer: PriceCell,
  },
  { name: 'tickerTables.premium', tester: tester(hasKey('volData.currentPremium')), renderer: PremiumCell },
  { name: 'tickerTables.ratio', tester: tester(endsWith('upsideDownsideRatio')), renderer: RatioCell },
  { name: 'tickerTables.position', tester: tester(endsWith('positionOnRange')), renderer: PositionCell },
  { name: 'tickerTables.trend', tester: tester(hasKey('overallTARating')), renderer: TrendCell, tooltip: trendTooltip },
  { name: 'tickerTables.country', tester: tester(hasKey('companyInfo.country')), renderer: CountryCell, tooltip: countryTooltip },
];

let registered = false;

/** Registers the ticker tables' cells once, before the first table renders (engine/list README, "Registries"). */
export function registerTickerCells(): void {
  if (registered) return;
  registered = true;
  for (const entry of TICKER_TABLE_CELLS) registerCell(entry);
}
