import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine } from '../../../engine/ui';
import { PromptDialog } from '../../../engine/form';
import { balancesOf, setBalances } from '../../billing';
import {
  SCANNER_RULES, configToEntries, scannerFilterProblems, visibleScannerFilters,
  type ScannerFilterConfig, type ScannerFilterEntry,
} from '../../../product/scannerFilters';
import { savedFilterMethods } from '../data/savedFiltersApi';
import { scannerMethods } from '../data/scannerApi';
import { EMPTY_PANEL, activeCount, entriesToConfig, loadableConfig, panelReducer, toConfig } from '../logic/panelState';
import { problemLines, type ProblemLine, type Translate } from '../logic/problems';
import type { SavedFilter } from '../logic/savedFilters';
import { DeleteFilterDialog } from '../components/DeleteFilterDialog';
import { ExamplesRow } from '../components/ExamplesRow';
import { FilterPanel } from '../components/FilterPanel';
import { InvalidInputDialog } from '../components/InvalidInputDialog';
import { MarketUpdatingNote } from '../components/MarketUpdatingNote';
import { ResultsSection } from '../components/ResultsSection';
import { SavedFiltersRow, type SavedFilterAction } from '../components/SavedFiltersRow';
import { SearchConfirmDialog } from '../components/SearchConfirmDialog';
import { useAssetListModel } from '../state/useAssetListModel';
import { useCountries } from '../state/useCountries';
import { useMarketUpdating } from '../../marketStatus';
import { useSavedFilters } from '../state/useSavedFilters';
import { useScannerResults } from '../state/useScannerResults';
import { scannerUserOf } from '../state/scannerUser';
import '../scanner.css';

type Dialog =
  | { kind: 'invalid'; lines: ProblemLine[] }
  | { kind: 'confirm'; entries: ScannerFilterEntry[] }
  | { kind: 'save' }
  | { kind: 'rename'; filter: SavedFilter }
  | { kind: 'delete'; filter: SavedFilter }
  | null;

/**
 * /dashboard/scanner (document 2 sections 2–5, issue 19): saved filters and examples, the filter
 * panel, and the results of the last search. Search checks the filters as the server does, asks
 * for confirmation (10 tokens, the balance) and updates the balance from the answer; a bad
 * filter, found here or by the server, opens 'Invalid Input'.
 */
const ScannerScreen = observer(function ScannerScreen() {
  const { t } = useTranslation('scanner');
  const translate = useCallback<Translate>((key, options) => String(t(key, options ?? {})), [t]);
  const { session } = useEngine();
  const api = useDataMethods(scannerMethods);
  const savedApi = useDataMethods(savedFilterMethods);

  const user = scannerUserOf(session);
  const modulesKey = user.modules.join('\n');
  const shown = useMemo(
    () => visibleScannerFilters({ modules: modulesKey ? modulesKey.split('\n') : [], rangePosAsPercent: user.rangePosAsPercent }),
    [modulesKey, user.rangePosAsPercent],
  );
  const [panel, dispatch] = useReducer(panelReducer, EMPTY_PANEL);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Loads a filterConfig into the panel: the filters the user sees; a note names the others. */
  const load = useCallback((config: ScannerFilterConfig) => {
    const { config: loadable, skipped } = loadableConfig(config, shown);
    dispatch({ kind: 'load', config: loadable });
    setNotice(skipped.length ? translate('panel.skipped', { filters: skipped.map((k) => translate(`filter.${k}`)).join(', ') }) : null);
  }, [shown, translate]);

  const countries = useCountries(api);
  const model = useAssetListModel();
  const results = useScannerResults(api, useCallback((entries: ScannerFilterEntry[]) => load(entriesToConfig(entries)), [load]));
  const saved = useSavedFilters(savedApi, session.modelKey, session.modules);
  const updating = useMarketUpdating(results.state.marketLoading);

  const count = activeCount(panel, shown);
  const config = toConfig(panel, shown);

  /** The panel's search entries, or opens 'Invalid Input' with what is wrong. */
  const checked = (): ScannerFilterEntry[] | null => {
    const entries = configToEntries(config);
    const problems = scannerFilterProblems(entries, user, countries.status === 'ready' ? countries.codes : undefined);
    if (!problems.length) return entries;
    setDialog({ kind: 'invalid', lines: problemLines(problems, translate) });
    return null;
  };
  const onSearch = (): void => {
    const entries = checked();
    if (entries) setDialog({ kind: 'confirm', entries });
  };
  const runSearch = async (entries: ScannerFilterEntry[]): Promise<void> => {
    setDialog(null);
    const outcome = await results.search(entries);
    if (outcome.ok) setBalances(session, { tokenBalance: outcome.tokenBalance });
    else if (outcome.problems) setDialog({ kind: 'invalid', lines: problemLines(outcome.problems, translate) });
  };
  const onSave = (): void => {
    if (checked()) setDialog({ kind: 'save' });
  };
  const save = async (title: string): Promise<void> => {
    setDialog(null);
    const created = await saved.save(title, config);
    if (created) setSelectedId(created.id);
  };
  const clearAll = (): void => {
    dispatch({ kind: 'clearAll' });
    setSelectedId(null);
    setNotice(null);
  };
  const select = (filter: SavedFilter): void => {
    setSelectedId(filter.id);
    load(filter.filterConfig);
  };
  const onSavedAction = (filter: SavedFilter, action: SavedFilterAction): void => setDialog({ kind: action, filter });
  const rename = async (filter: SavedFilter, title: string): Promise<void> => {
    setDialog(null);
    await saved.rename(filter.id, title);
  };
  const remove = async (filter: SavedFilter): Promise<void> => {
    setDialog(null);
    if (await saved.remove(filter.id)) setSelectedId((id) => (id === filter.id ? null : id));
  };

  return (
    <section className="shell-screen sc-screen" data-testid="scanner-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted sc-intro">{t('intro', { tokens: SCANNER_RULES.tokenCost })}</p>
      </header>
      {updating && <MarketUpdatingNote />}
      {saved.access !== 'none' && saved.access !== 'loading' && (
        <SavedFiltersRow filters={saved.filters} selectedId={selectedId} writable={saved.access === 'write'} onSelect={select} onAction={onSavedAction} />
      )}
      <ExamplesRow onLoad={(example) => { setSelectedId(null); load(example.filterConfig); }} />
      {notice && <p className="sc-notice" role="status" data-testid="scanner-skipped">{notice}</p>}
      <FilterPanel shown={shown} state={panel} dispatch={dispatch} activeCount={count} countries={countries} language={session.language}
        canSave={saved.access === 'write'} busy={results.state.searching} onSearch={onSearch} onSave={onSave} onClearAll={clearAll} />
      <ResultsSection model={model} results={results} />

      {dialog?.kind === 'invalid' && <InvalidInputDialog lines={dialog.lines} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'confirm' && (
        <SearchConfirmDialog tokenBalance={balancesOf(session.user).tokenBalance} onConfirm={() => void runSearch(dialog.entries)} onCancel={() => setDialog(null)} />
      )}
      {dialog?.kind === 'save' && (
        <PromptDialog title={t('saved.saveTitle')} label={t('saved.nameLabel')} maxLength={100} okLabel={t('saved.saveOk')} cancelLabel={t('dialog.cancel')}
          onConfirm={(title) => void save(title)} onCancel={() => setDialog(null)} />
      )}
      {dialog?.kind === 'rename' && (
        <PromptDialog title={t('saved.renameTitle')} label={t('saved.nameLabel')} initialValue={dialog.filter.title} maxLength={100}
          okLabel={t('saved.renameOk')} cancelLabel={t('dialog.cancel')} onConfirm={(title) => void rename(dialog.filter, title)} onCancel={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteFilterDialog title={dialog.filter.title} onConfirm={() => void remove(dialog.filter)} onCancel={() => setDialog(null)} />
      )}
    </section>
  );
});

export default ScannerScreen;
