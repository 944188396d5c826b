import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListModel, RowAction } from '../core/model/modelTypes';
import type { FilterQuery } from '../core/filters/filterQuery';
import type { SortState } from '../core/sorting/sortRows';
import { resolveText, type Translate } from '../core/text/localizedText';
import { withTextCache } from '../core/text/textCache';
import type { CellContext, CellEntry } from './cellTypes';
import { DEFAULT_CELLS } from './cellSet';
import { DEFAULT_FILTER_EDITORS } from './filters/filterEditors';
import type { FilterEditorEntry } from './filters/filterEditorTypes';
import type { ListTesterContext } from './testers';
import { processRows, type ListRowData } from './listQuery';
import { effectiveSort } from './sortState';
import { gatedKeys, visibleColumns } from './visibleColumns';
import { hidesColumnsWhenNarrow, narrowColumns, NARROW_SCREEN_QUERY } from './narrowColumns';
import { useMediaQuery } from './useMediaQuery';
import { allowedActions } from './rowActions';
import { useListQuery } from './useListQuery';
import { listStatus } from './ListStatus';
import { ListTable } from './ListTable';
import { COMPACT_ROW_HEIGHT, DEFAULT_LIST_HEIGHT, ROW_HEIGHT } from './layout';
import './listView.css';

export interface ListViewProps {
  model: ListModel;
  /** The rows, already loaded (the list fetches nothing). */
  rows: ListRowData[];
  /** The user's permission modules: they gate PREMIUM columns and row actions. */
  modules: readonly string[];
  language: 'en' | 'de';
  /** While true and no rows are there, "Loading..." shows; with rows, a busy bar. */
  loading?: boolean;
  /** An error text; the body shows it instead of rows. */
  error?: string | null;
  onRowAction?(action: RowAction, row: ListRowData): void;
  /** A stable id per row (default: `row.id`, else the position). */
  rowId?(row: ListRowData): string;
  /** A tooltip per cell; undefined leaves it to the cell renderer (signal cells name the rating). */
  cellTooltip?(column: ListColumn, row: ListRowData): string | null | undefined;
  /** The scroll area's height in pixels (default 560). */
  height?: number;
  /** Denser rows and smaller text. */
  compact?: boolean;
  /** Colour-blind safe signal colours and shapes. */
  colorblind?: boolean;
  /** Controlled filters; leave undefined for the list to keep its own. */
  filters?: FilterQuery[];
  /** Controlled sort; null is the model's default sort. Leave undefined for the list to keep its own. */
  sort?: SortState | null;
  initialFilters?: FilterQuery[];
  initialSort?: SortState | null;
  /** Every change of filters or sort (controlled or not). */
  onQueryChange?(filters: FilterQuery[], sort: SortState | null): void;
  /**
   * 'client' (default) filters and sorts `rows` with engine/core; 'server' shows them as given
   * (the data layer sent the query to the server).
   */
  rowProcessing?: 'client' | 'server';
  /** The day the date filter's default range starts from (default: now). */
  today?: Date;
  /**
   * The cell renderers to choose from (JSON Forms' `cells`): each column gets the entry whose
   * tester ranks it highest, once per column set. Default DEFAULT_CELLS. Pass a module constant
   * (a new array each render would pick the renderers anew).
   */
  cells?: readonly CellEntry[];
  /** The filter inputs to choose from, the same way (default DEFAULT_FILTER_EDITORS). */
  filterEditors?: readonly FilterEditorEntry[];
  /** The caller's name for this list (a table kind), handed to the testers with the model. */
  kind?: string;
  className?: string;
}

const splitKey = (key: string): string[] => (key ? key.split('\n') : []);
const NO_ACTIONS: readonly RowAction[] = [];

/**
 * The engine's generic table: columns from a ListModel (PREMIUM gated by modules, HIDDEN never),
 * header sorting and column filters over engine/core, cell renderers and filter inputs from the
 * sets it is given (ranked testers, engine/core/ranking), row actions, and a virtual body so that
 * thousands of rows stay smooth.
 *
 * @example <ListView model={sampleListModel} rows={sampleRows(2000)} modules={['PREMIUM']} language="en" onRowAction={open} />
 * @example <ListView model={tableModel} rows={rows} cells={TICKER_TABLE_CELLS} kind="portfolio" … />
 */
export function ListView(props: ListViewProps) {
  const { model, rows, modules, language } = props;
  const { t: translate } = useTranslation('engine', { lng: language });
  // Remembers option-less texts: every row asks for the same labels while scrolling.
  const t = useMemo<Translate>(() => withTextCache((key, options) => translate(key, options)), [translate]);
  const idPrefix = useId();

  // Keyed by content, so that a new array with the same modules does not rebuild the columns.
  const modulesKey = modules.join('\n');
  const columns = useMemo(() => visibleColumns(model, splitKey(modulesKey)), [model, modulesKey]);
  const gated = useMemo(() => gatedKeys(model, columns), [model, columns]);
  const actions = useMemo(() => allowedActions(model.rowActions, splitKey(modulesKey)), [model, modulesKey]);
  // On a phone the model's key columns come first; the rest is one tap away.
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [allColumns, setAllColumns] = useState(false);
  const offerAll = narrow && hidesColumnsWhenNarrow(columns);
  const shownColumns = useMemo(() => (narrow ? narrowColumns(columns, allColumns) : columns), [narrow, columns, allColumns]);
  const shownActions = offerAll && !allColumns ? NO_ACTIONS : actions;
  const { query, setFilter, clearFilters, toggleSort, sortAfterClick } = useListQuery({
    model, gated, filters: props.filters, sort: props.sort, initialFilters: props.initialFilters, initialSort: props.initialSort, onQueryChange: props.onQueryChange,
  });
  const serverSide = props.rowProcessing === 'server';
  const shown = useMemo(() => (serverSide ? rows : processRows(model, rows, query)), [serverSide, model, rows, query]);
  const context = useMemo<CellContext>(() => ({ language, t, colorblind: props.colorblind ?? false }), [language, t, props.colorblind]);
  const testerContext = useMemo<ListTesterContext>(() => ({ model, kind: props.kind }), [model, props.kind]);
  const status = listStatus({ error: props.error, loading: props.loading, total: rows.length, shown: shown.length });

  const classes = ['rs-list', props.compact ? 'rs-list--compact' : '', props.colorblind ? 'rs-list--colorblind' : '', props.className ?? ''];
  return (
    <div className={classes.filter(Boolean).join(' ')} role="region" aria-label={resolveText(model.label, language, t)} aria-busy={props.loading ?? false}>
      {props.loading && rows.length > 0 ? <div className="rs-list__busy" aria-hidden="true" /> : null}
      {offerAll ? (
        <button type="button" className="rs-list__columns-toggle" aria-pressed={allColumns} onClick={() => setAllColumns((all) => !all)}>
          {t(allColumns ? 'list.keyColumns' : 'list.allColumns')}
        </button>
      ) : null}
      <ListTable columns={shownColumns} rows={shown} allRows={rows} actions={shownActions} onRowAction={props.onRowAction} cellTooltip={props.cellTooltip}
        rowId={props.rowId} filters={query.filters} sort={effectiveSort(model, query.sort)} sortAfterClick={sortAfterClick} onSort={toggleSort}
        onFilter={setFilter} onClearFilters={clearFilters} status={status} error={props.error} context={context} today={props.today}
        cellSet={props.cells ?? DEFAULT_CELLS} filterEditors={props.filterEditors ?? DEFAULT_FILTER_EDITORS} testerContext={testerContext}
        height={props.height ?? DEFAULT_LIST_HEIGHT} rowHeight={props.compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT} idPrefix={idPrefix} />
    </div>
  );
}
