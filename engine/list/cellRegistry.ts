import type { ListColumn } from '../core/model/modelTypes';
import type { CellEntry } from './cellTypes';
import { createRegistry, pickRanked } from './registry';
import { ratingOf } from './rating';
import {
  NOT_APPLICABLE, RANK_TYPE, rankWith,
  isBooleanColumn, isDateColumn, isEnumColumn, isLinkColumn, isNumberColumn, isPercentColumn, isSignalColumn, isStringColumn,
} from './testers';
import { StringCell } from './cells/StringCell';
import { NumberCell } from './cells/NumberCell';
import { PercentCell } from './cells/PercentCell';
import { DateCell } from './cells/DateCell';
import { BooleanCell } from './cells/BooleanCell';
import { EnumCell } from './cells/EnumCell';
import { SignalCell } from './cells/SignalCell';
import { LinkCell } from './cells/LinkCell';
import { UnknownCell } from './cells/UnknownCell';

/** The engine's renderers, one per column type. */
export const DEFAULT_CELLS: readonly CellEntry[] = [
  { name: 'string', tester: rankWith(RANK_TYPE, isStringColumn), renderer: StringCell },
  { name: 'number', tester: rankWith(RANK_TYPE, isNumberColumn), renderer: NumberCell },
  { name: 'percent', tester: rankWith(RANK_TYPE, isPercentColumn), renderer: PercentCell },
  { name: 'date', tester: rankWith(RANK_TYPE, isDateColumn), renderer: DateCell },
  { name: 'boolean', tester: rankWith(RANK_TYPE, isBooleanColumn), renderer: BooleanCell },
  { name: 'enum', tester: rankWith(RANK_TYPE, isEnumColumn), renderer: EnumCell },
  {
    name: 'signal',
    tester: rankWith(RANK_TYPE, isSignalColumn),
    renderer: SignalCell,
    tooltip: ({ value, t }) => {
      const rating = ratingOf(value);
      return rating ? t(`signal.${rating}`) : null;
    },
  },
  { name: 'link', tester: rankWith(RANK_TYPE, isLinkColumn), renderer: LinkCell, focusable: true },
];

/** Catches every column no entry applies to. */
export const UNKNOWN_CELL: CellEntry = { name: 'unknown', tester: () => NOT_APPLICABLE, renderer: UnknownCell };

const cells = createRegistry<ListColumn, CellEntry>(DEFAULT_CELLS, UNKNOWN_CELL);

/**
 * Adds a cell renderer; a higher rank than the engine's (RANK_SPECIFIC, RANK_PLUGIN) replaces it
 * for the columns its tester accepts. Register at start-up, before lists render. Returns the
 * function that removes the entry.
 *
 * @example registerCell({ name: 'plugin.ticker', tester: rankWith(RANK_PLUGIN, hasKey('ticker')), renderer: TickerCell })
 */
export function registerCell(entry: CellEntry): () => void {
  return cells.register(entry);
}

/** The renderer for a column: the highest-ranked registered entry, else UNKNOWN_CELL. */
export function resolveCell(column: ListColumn): CellEntry {
  return cells.resolve(column);
}

/** The same choice among a given list of entries (for tests and previews). */
export function pickCell(entries: readonly CellEntry[], column: ListColumn): CellEntry {
  return pickRanked(entries, column, UNKNOWN_CELL);
}
