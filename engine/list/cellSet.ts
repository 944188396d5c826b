import type { ListColumn } from '../core/model/modelTypes';
import { NOT_APPLICABLE, RANK, pickRanked } from '../core/ranking/ranking';
import type { CellEntry } from './cellTypes';
import { ratingOf } from './rating';
import {
  rankWith, type ListTesterContext,
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

/**
 * The engine's cell set, one renderer per column type: what a ListView renders with when it is
 * given no `cells`. A plugin passes its own set to its lists, usually these plus its entries.
 *
 * @example const TICKER_CELLS = [...DEFAULT_CELLS, { name: 'tickers.price', tester: rankWith(RANK.PLUGIN, hasKey('price')), renderer: PriceCell }];
 */
export const DEFAULT_CELLS: readonly CellEntry[] = [
  { name: 'string', tester: rankWith(RANK.TYPE, isStringColumn), renderer: StringCell },
  { name: 'number', tester: rankWith(RANK.TYPE, isNumberColumn), renderer: NumberCell },
  { name: 'percent', tester: rankWith(RANK.TYPE, isPercentColumn), renderer: PercentCell },
  { name: 'date', tester: rankWith(RANK.TYPE, isDateColumn), renderer: DateCell },
  { name: 'boolean', tester: rankWith(RANK.TYPE, isBooleanColumn), renderer: BooleanCell },
  { name: 'enum', tester: rankWith(RANK.TYPE, isEnumColumn), renderer: EnumCell },
  {
    name: 'signal',
    tester: rankWith(RANK.TYPE, isSignalColumn),
    renderer: SignalCell,
    tooltip: ({ value, t }) => {
      const rating = ratingOf(value);
      return rating ? t(`signal.${rating}`) : null;
    },
  },
  { name: 'link', tester: rankWith(RANK.TYPE, isLinkColumn), renderer: LinkCell, focusable: true },
];

/** Catches every column no entry of the set applies to. */
export const UNKNOWN_CELL: CellEntry = { name: 'unknown', tester: () => NOT_APPLICABLE, renderer: UnknownCell };

/**
 * The renderer of a column among a cell set: the highest-ranked entry, else UNKNOWN_CELL. The
 * list calls it once per column when its columns or its set change, never per cell.
 *
 * @example pickCell(DEFAULT_CELLS, column, { model, kind: undefined }).renderer
 */
export function pickCell(cells: readonly CellEntry[], column: ListColumn, context: ListTesterContext): CellEntry {
  return pickRanked(cells, column, context) ?? UNKNOWN_CELL;
}
