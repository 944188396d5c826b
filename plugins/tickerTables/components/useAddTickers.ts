import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../../engine/ui';
import type { ListKind, ListProblem } from '../../watchlists';
import type { TablesStores } from '../state/tablesSession';
import type { UiText } from '../../../engine/state';
import { TICKER_RULES } from '../../../product/tickerAccess';
import { WATCHLIST_NAME_RULES } from '../../../product/accountRules';

/** The alert of each refused list change (the engine's catalogue already shows 'saving failed'). */
export const PROBLEM_ALERTS: Readonly<Record<Exclude<ListProblem, 'saveFailed'>, UiText>> = {
  nameRequired: { key: 'tables:alerts.nameRequired' },
  nameInvalid: { key: 'tables:alerts.nameInvalid', params: { max: WATCHLIST_NAME_RULES.maxLength } },
  duplicateName: { key: 'tables:alerts.duplicateName' },
  portfolioFull: { key: 'tables:alerts.portfolioFull', params: { max: TICKER_RULES.portfolioMax } },
  watchlistFull: { key: 'tables:alerts.watchlistFull', params: { max: TICKER_RULES.portfolioMax } },
  tooManyLists: { key: 'tables:alerts.tooManyLists', params: { max: TICKER_RULES.watchlistsPerKindMax } },
  notFound: { key: 'tables:alerts.notFound' },
  invalidTicker: { key: 'tables:alerts.invalidTicker' },
};

export function alertFor(problem: ListProblem): UiText | null {
  return problem === 'saveFailed' ? null : PROBLEM_ALERTS[problem];
}

/**
 * Adding tickers to a list: duplicates are ignored (a notice says so), the list is saved at once,
 * the new rows are loaded, and the ones the server sends unrevealed are activated (one EOD
 * request each; the ticker limit's 429 alert comes from the engine's catalogue).
 */
export function useAddTickers(stores: TablesStores, list: { kind: ListKind; name?: string } | null) {
  const { ui } = useEngine();
  const { t } = useTranslation('tables');
  const [notice, setNotice] = useState<string | null>(null);
  const add = useCallback(async (tickers: string[]): Promise<void> => {
    if (!list || !tickers.length) return;
    setNotice(null);
    const result = await stores.lists.addTickers(list.kind, list.name, tickers);
    if (!result.ok) {
      const alert = alertFor(result.problem);
      if (alert) ui.showAlert(alert);
      return;
    }
    const added = result.added ?? [];
    const skipped = tickers.filter((ticker) => !added.includes(ticker));
    if (skipped.length) setNotice(t('add.duplicate', { tickers: skipped.join(', ') }));
    if (!added.length) return;
    await stores.assets.fetchNow(added);
    await stores.assets.activate(added);
  }, [list, stores, ui, t]);
  return { add, notice };
}
