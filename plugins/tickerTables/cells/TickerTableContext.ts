import { createContext, useContext } from 'react';
import type { Selection } from '../state/selection';

/** What the ticker tables' cells need besides their row: where a ticker opens, retry, the selection. */
export interface TickerTableContextValue {
  /** The detail page's caller segment: overview, watchlists, crypto or futures. */
  caller: string;
  /** The selected watchlist (caller watchlists): the detail page's Previous / Next walk it, Back returns to it. */
  listName?: string;
  navigate(path: string): void;
  retry(ticker: string): void;
  selection: Selection | null;
  /** Whether a row may be selected for a refresh (EOD users: not without real-time data). */
  canSelect(row: Record<string, unknown>): boolean;
}

export const TickerTableContext = createContext<TickerTableContextValue>({
  caller: 'overview', navigate: () => undefined, retry: () => undefined, selection: null, canSelect: () => true,
});

export const useTickerTable = (): TickerTableContextValue => useContext(TickerTableContext);
