import { DEFAULT_CELLS, RANK, hasKey, or, rankWith, type ColumnPredicate, type CellEntry } from '../../../engine/list';
import { SELECT_COLUMN_KEY } from '../logic/tableModel';
import { TickerCell } from './TickerCell';
import { NameCell, nameTooltip } from './NameCell';
import { PositionCell, PremiumCell, PriceCell, RatioCell } from './ValueCells';
import { CountryCell, SelectCell, TrendCell, countryTooltip, trendTooltip } from './MiscCells';

const endsWith = (suffix: string): ColumnPredicate => (c) => c.key.endsWith(suffix);
const tester = (predicate: ColumnPredicate) => rankWith(RANK.PLUGIN, predicate);

/** The ticker tables' own renderers, each replacing the engine's cell for its columns. */
export const TICKER_CELL_ENTRIES: readonly CellEntry[] = [
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

/**
 * The cell set of the ticker tables (engine/list README, "Renderer sets"): the engine's cells and
 * the tables' own. `TickerTable` passes it to its ListView, so other lists of the same model keep
 * the engine's cells.
 */
export const TICKER_TABLE_CELLS: readonly CellEntry[] = [...DEFAULT_CELLS, ...TICKER_CELL_ENTRIES];
