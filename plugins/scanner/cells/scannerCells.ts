import { DEFAULT_CELLS, RANK, hasKey, rankWith, type CellEntry } from '../../../engine/list';
import { ScannerTickerCell } from './ScannerTickerCell';

/** The results table's cells: the engine's, with the ticker as a link to the detail page. */
export const SCANNER_CELLS: readonly CellEntry[] = [
  ...DEFAULT_CELLS,
  { name: 'scanner.ticker', tester: rankWith(RANK.PLUGIN, hasKey('ticker')), renderer: ScannerTickerCell, focusable: true },
];
