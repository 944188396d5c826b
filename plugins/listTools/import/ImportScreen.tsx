import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEngine } from '../../../engine/ui';
import { balancesOf } from '../../billing';
import { ExportButton } from '../export/ExportButton';
import { ExportEveryListButton } from '../export/ExportEveryList';
import { useListTable } from '../export/useListTable';
import { watchlistsOfUser } from '../userLists';
import { BatchImportForm } from './BatchImportForm';
import { NewTickersDialog } from './NewTickersDialog';
import { targetFromValue, type ImportTarget } from './importRules';
import { tickersOfTarget, useBatchImport } from './useBatchImport';
import '../listTools.css';

/** The list's name as the user knows it. */
function targetLabel(target: ImportTarget, portfolio: string): string {
  return target.kind === 'portfolio' ? portfolio : target.name;
}

/**
 * /dashboard/list-import: batch import of tickers into the portfolio or a watchlist (document 2
 * section 5), and the export of the chosen list or of every list. `?target=portfolio`, `new`,
 * `GENERAL:<name>` or `CRYPTO:<name>` preselects the list (the watchlist menu links here).
 */
const ImportScreen = observer(function ImportScreen() {
  const { t } = useTranslation('listTools');
  const { session } = useEngine();
  const [params] = useSearchParams();
  const form = useBatchImport(targetFromValue(params.get('target') ?? 'portfolio'));
  const watchlists = watchlistsOfUser(session.user);
  const { tickersPerMonth, tickersInLastMonth } = balancesOf(session.user);
  const remaining = tickersPerMonth >= 0 && tickersInLastMonth >= 0 ? Math.max(tickersPerMonth - tickersInLastMonth, 0) : null;
  const exportable = form.target.kind !== 'newWatchlist';
  const tickers = exportable ? tickersOfTarget(session.user, form.target) : null;
  const table = useListTable(tickers);
  const listName = targetLabel(form.target, t('lists.portfolio'));

  return (
    <section className="lt-screen">
      <h1 className="lt-screen__title">{t('import.title')}</h1>
      <p className="lt-muted lt-lead">{t('import.intro')}</p>
      <div className="lt-grid">
        <div className="lt-card">
          <BatchImportForm
            watchlists={watchlists}
            target={form.target}
            onTarget={form.onTarget}
            text={form.text}
            onText={form.onText}
            onPaste={form.onPaste}
            onBlur={form.onBlur}
            onSubmit={() => void form.submit()}
            error={form.error}
            busy={form.busy}
            remaining={remaining}
          />
        </div>
        <div className="lt-card">
          <h2 className="lt-section-title">{t('import.exportTitle')}</h2>
          {exportable ? (
            <>
              <p className="lt-muted">{t('import.exportChosen', { list: listName, count: tickers?.length ?? 0 })}</p>
              <p className="lt-muted lt-hint" role="status">{table.loading ? t('import.listLoading') : ''}</p>
              <div className="lt-actions lt-actions--start">
                <ExportButton getRows={table.getRows} loading={table.loading} listName={listName} />
              </div>
            </>
          ) : (
            <p className="lt-muted">{t('import.exportNew')}</p>
          )}
          <p className="lt-muted">{t('import.exportEvery')}</p>
          <div className="lt-actions lt-actions--start">
            <ExportEveryListButton />
          </div>
        </div>
      </div>
      {form.finished && (
        <NewTickersDialog outcome={form.finished.outcome} listName={targetLabel(form.finished.target, t('lists.portfolio'))} onClose={form.closeFinished} />
      )}
    </section>
  );
});

export default ImportScreen;
