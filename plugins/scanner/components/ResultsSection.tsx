import { observer } from 'mobx-react-lite';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPACT_ROW_HEIGHT, ListView, ROW_HEIGHT, visibleColumns } from '../../../engine/list';
import { readField, resolveText, type ListModel } from '../../../engine/core';
import { useDisplaySettings, useEngine, useFormat } from '../../../engine/ui';
import { ExportButton, tableDisplayOf } from '../../listTools';
import { SCANNER_CELLS } from '../cells/scannerCells';
import { scannerResultsModel } from '../logic/resultsModel';
import type { ScannerResults } from '../state/useScannerResults';
import { Pager } from './Pager';
import { ResultsSkeleton } from './ResultsSkeleton';

/** Room for the header, the rows of the page (up to the tables' height) and a horizontal scroll bar. */
function tableHeight(rows: number, compact: boolean, fullLength: boolean): number {
  const row = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  return Math.max(160, Math.min(fullLength ? 900 : 560, (rows + 1) * row + 24));
}

export interface ResultsSectionProps {
  /** The DomainAsset ListModel, null while it loads, 'failed' when it could not be read. */
  model: ListModel | null | 'failed';
  results: ScannerResults;
}

/**
 * The results (document 2 section 2): the number of matches, the engine's ListView over the
 * DomainAsset model (PREMIUM columns for premium users only), sorting ascending and descending,
 * paging, sorting and column filters on the server, and the export of every match.
 */
export const ResultsSection = observer(function ResultsSection({ model, results }: ResultsSectionProps) {
  const { t, i18n } = useTranslation('scanner');
  const { session } = useEngine();
  const display = useDisplaySettings();
  const f = useFormat();
  const titleId = useId();
  const { state, setQuery, setPage, allRows } = results;
  const tableDisplay = tableDisplayOf(session.settings);
  const language = session.language;

  const tableModel = useMemo(
    () => (model && model !== 'failed'
      ? scannerResultsModel(model, { rangePosAsPercent: tableDisplay.rangePosAsPercent, activeColumns: tableDisplay.activeColumns, entries: state.entries })
      : null),
    [model, tableDisplay.rangePosAsPercent, tableDisplay.activeColumns, state.entries],
  );

  const getRows = useCallback(async () => {
    if (!tableModel) return { headers: [], items: [] };
    const columns = visibleColumns(tableModel, session.modules);
    const translate = (key: string): string => i18n.t(key, { defaultValue: key, lng: language });
    const headers = columns.map((c) => ({ key: c.key, label: resolveText(c.label, language, translate) }));
    const rows = await allRows();
    return { headers, items: rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, readField(r, c.key)]))) };
  }, [tableModel, session.modules, language, i18n, allRows]);

  const loading = state.phase === 'loading' || state.searching || model === null;
  let body;
  if (model === 'failed') body = <p role="alert" className="message message--error">{t('results.failed')}</p>;
  else if (loading) body = <ResultsSkeleton />;
  else if (state.phase === 'none' || !tableModel) body = <p className="muted" data-testid="scanner-no-search">{t('results.none')}</p>;
  else {
    body = (
      <>
        <ListView model={tableModel} rows={state.rows} cells={SCANNER_CELLS} kind="scanner" modules={session.modules} language={language}
          rowProcessing="server" sort={state.query.sort} filters={state.query.filters} onQueryChange={setQuery}
          loading={state.paging} rowId={(r) => String(r.ticker)} compact={display.compact} colorblind={display.colorblind}
          height={tableHeight(state.rows.length, display.compact, tableDisplay.fullLengthTables)} />
        {state.rows.some((r) => r.isActive === false) && <p className="muted sc-results__hint">{t('results.notRevealed')}</p>}
        <Pager page={state.query.page} total={state.total} busy={state.paging} onPage={setPage} />
      </>
    );
  }

  const filtered = state.query.filters.length > 0;
  return (
    <section className="sc-results" aria-labelledby={titleId} data-testid="scanner-results">
      <div className="sc-results__head">
        <h2 id={titleId} className="sc-title">{t('results.title')}</h2>
        {state.phase === 'ready' && !state.searching && (
          <p className="sc-results__count" role="status" data-testid="scanner-total">
            {t('results.matches', { count: state.matches, formatted: f.count(state.matches) })}
            {filtered ? ` ${t('results.filtered', { count: state.total, formatted: f.count(state.total) })}` : ''}
            {state.charged === 0 ? ` ${t('results.free')}` : ''}
          </p>
        )}
        {state.phase === 'ready' && !state.searching && state.searchedAt && (
          <p className="sc-results__when muted" data-testid="scanner-searched-at">{t('results.searchedAt', { when: f.dateTime(state.searchedAt) })}</p>
        )}
        {state.phase === 'ready' && state.matches > 0 && tableModel && (
          <ExportButton getRows={getRows} loading={state.paging || state.searching} listName={t('title')} className="sc-export" />
        )}
      </div>
      {body}
    </section>
  );
});
