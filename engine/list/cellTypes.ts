import type { ComponentType } from 'react';
import type { ListColumn } from '../core/model/modelTypes';
import type { Translate } from '../core/text/localizedText';
import type { ColumnTester } from './testers';
import type { ListRowData } from './listQuery';

/** What every cell of one list shares. */
export interface CellContext {
  language: 'en' | 'de';
  /** Translates `engine` keys and model keys such as `models:DomainAsset.ticker`. */
  t: Translate;
  /** Colour-blind safe signal colours and shapes. */
  colorblind: boolean;
}

export interface CellRendererProps extends CellContext {
  column: ListColumn;
  /** The value at `column.key` (a dotted path) in `row`. */
  value: unknown;
  row: ListRowData;
}

/**
 * One renderer of a cell set: the tester ranks a column (in its list's context), the highest
 * rank renders it.
 *
 * @example <ListView cells={[...DEFAULT_CELLS, { name: 'plugin.ticker', tester: rankWith(RANK.PLUGIN, hasKey('ticker')), renderer: TickerCell }]} … />
 */
export interface CellEntry {
  name: string;
  tester: ColumnTester;
  renderer: ComponentType<CellRendererProps>;
  /**
   * The cell holds a link or a control: it is rendered in every row however far the table is
   * scrolled sideways (the other columns only while in view), so that it stays in the tab order.
   */
  focusable?: boolean;
  /** The cell's tooltip text, if it has one. */
  tooltip?: (props: CellRendererProps) => string | null;
}
