import { createContext, useContext } from 'react';
import type { SignalMarket } from '../logic/market';

/** What the recent changes' cells need besides their row: the screen's market (the detail page's caller) and navigation. */
export interface RecentChangesContextValue {
  market: SignalMarket;
  navigate(path: string): void;
}

export const RecentChangesContext = createContext<RecentChangesContextValue>({ market: 'stocks', navigate: () => undefined });

export const useRecentChangesContext = (): RecentChangesContextValue => useContext(RecentChangesContext);
