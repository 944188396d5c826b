import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEngine } from '../../../engine/ui';
import { SELECTED_LIST_PARAM } from '../../tickerDetail';
import { PromptDialog } from '../../../engine/form';
import { useExportEveryList } from '../../listTools';
import { TickerTable } from '../components/TickerTable';
import { WatchlistTabs } from '../components/WatchlistTabs';
import { WatchlistMenu, type MenuAction } from '../components/WatchlistMenu';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { alertFor } from '../components/useAddTickers';
import type { ListResult } from '../../watchlists';
import { useTablesStores } from '../state/useTablesStores';
import { ScreenFrame } from './ScreenFrame';

type Dialog = 'rename' | 'clear' | 'delete' | null;

/**
 * /dashboard/watchlists and /crypto/watchlists (document 2 section 2): tabs sorted by name, the
 * create input, the menu with its dialogs, and the selected list's table. Rename, clear and
 * delete select the first list afterwards; switching lists resets the table's sort.
 */
export const WatchlistsView = observer(function WatchlistsView({ crypto }: { crypto: boolean }) {
  const { t } = useTranslation('tables');
  const { ui } = useEngine();
  const navigate = useNavigate();
  const stores = useTablesStores();
  const { lists } = stores;
  const wlType = crypto ? 'CRYPTO' : 'GENERAL';
  const all = lists.watchlists(wlType);
  // The selected list is kept in `?list=NAME`: the detail page's Back link returns to it.
  const [search, setSearch] = useSearchParams();
  const selected = search.get(SELECTED_LIST_PARAM);
  const setSelected = (name: string | null): void => setSearch(name ? { [SELECTED_LIST_PARAM]: name } : {}, { replace: true });
  const [newName, setNewName] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const everyList = useExportEveryList();
  const current = all.find((l) => l.name.toUpperCase() === selected?.trim().toUpperCase()) ?? all[0] ?? null;

  useEffect(() => { void lists.refresh(); }, [lists]);

  const report = (result: ListResult): boolean => {
    if (result.ok) return true;
    const alert = alertFor(result.problem);
    if (alert) ui.showAlert(alert);
    return false;
  };
  const selectFirst = (): void => setSelected(lists.watchlists(wlType)[0]?.name ?? null);

  const create = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const name = newName;
    if (report(await lists.create(wlType, name))) {
      setNewName('');
      setSelected(name.trim().toUpperCase());
    }
  };
  const onMenu = (action: MenuAction): void => {
    if (action === 'import') navigate('/dashboard/list-import');
    else if (action === 'exportAll') everyList.start();
    else setDialog(action);
  };
  const close = (): void => setDialog(null);
  const rename = async (name: string): Promise<void> => {
    if (!current) return;
    if (report(await lists.rename(wlType, current.name, name))) {
      close();
      selectFirst();
    }
  };
  const confirm = async (): Promise<void> => {
    if (!current) return;
    const result = dialog === 'clear' ? await lists.clear(wlType, current.name) : await lists.remove(wlType, current.name);
    close();
    report(result);
    selectFirst();
  };

  return (
    <ScreenFrame title={crypto ? t('watchlists.cryptoTitle') : t('watchlists.title')} testId="watchlists-screen"
      actions={<WatchlistMenu hasList={current !== null} onAction={onMenu} />}>
      {(model) => (
        <>
          <div className="tt-watchlists__bar">
            <WatchlistTabs lists={all} selected={current?.name ?? null} onSelect={setSelected} />
            <form className="tt-create" onSubmit={(e) => void create(e)}>
              <input className="tt-input" value={newName} onChange={(e) => setNewName(e.target.value.toUpperCase())}
                placeholder={t('watchlists.createPlaceholder')} aria-label={t('watchlists.createLabel')} maxLength={100} />
              <button type="submit" className="button button--primary">{t('watchlists.create')}</button>
            </form>
          </div>
          {current ? (
            <TickerTable key={current.name} kind={crypto ? 'cryptoWatchlist' : 'watchlist'} list={{ kind: wlType, name: current.name }}
              tickers={current.includedTicker} caller={crypto ? 'crypto' : 'watchlists'} model={model} stores={stores} exportName={current.name} />
          ) : (
            <p className="muted" data-testid="no-watchlists">{t('watchlists.none')}</p>
          )}
          {dialog === 'rename' && current && (
            <PromptDialog title={t('dialogs.renameTitle')} label={t('dialogs.renameLabel')} initialValue={current.name} maxLength={100}
              okLabel={t('dialogs.renameOk')} cancelLabel={t('dialog.cancel')} onConfirm={(name) => void rename(name)} onCancel={close} />
          )}
          {(dialog === 'clear' || dialog === 'delete') && current && (
            <ConfirmDialog title={t(`dialogs.${dialog}Title`)} message={t(`dialogs.${dialog}Text`, { name: current.name })}
              confirmLabel={t(`dialogs.${dialog}Ok`)} onConfirm={() => void confirm()} onCancel={close} />
          )}
          {everyList.element}
        </>
      )}
    </ScreenFrame>
  );
});

const WatchlistsScreen = () => <WatchlistsView crypto={false} />;
export default WatchlistsScreen;
