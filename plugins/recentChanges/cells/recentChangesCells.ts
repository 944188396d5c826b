import { DEFAULT_CELLS, RANK, hasKey, or, rankWith, type CellEntry } from '../../../engine/list';
import { DirectionCell, directionTooltip } from './DirectionCell';
import { ListsCell } from './ListsCell';
import { TickerLinkCell } from './TickerLinkCell';

/**
 * The cell set of the recent changes: the engine's cells, the ticker as a link to its detail page,
 * the prior and new directions with cap states, and the lists (a dash for none). Passed to the screen's ListView only, so the
 * generic screen of the model keeps the engine's cells.
 */
export const RECENT_CHANGES_CELLS: readonly CellEntry[] = [
  ...DEFAULT_CELLS,
  { name: 'recentChanges.ticker', tester: rankWith(RANK.PLUGIN, hasKey('ticker')), renderer: TickerLinkCell, focusable: true },
  {
    name: 'recentChanges.direction', tester: rankWith(RANK.PLUGIN, or(hasKey('signalDirectionPrior'), hasKey('signalDirectionNew'))),
    renderer: DirectionCell, tooltip: directionTooltip,
  },
  { name: 'recentChanges.lists', tester: rankWith(RANK.PLUGIN, hasKey('containedInLists')), renderer: ListsCell },
];
