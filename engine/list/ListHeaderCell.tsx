import type { ListColumn } from '../core/model/modelTypes';
import type { FilterQuery } from '../core/filters/filterQuery';
import type { SortState } from '../core/sorting/sortRows';
import { resolveText } from '../core/text/localizedText';
import type { CellContext } from './cellTypes';
import { ColumnFilterMenu } from './filters/ColumnFilterMenu';
import type { FilterEditorEntry } from './filters/filterEditorTypes';
import { Tooltip } from './Tooltip';
import { InfoLink } from './InfoLink';

export interface ListHeaderCellProps {
  column: ListColumn;
  /** The input of its filter (the list picked it from its set); a column with a filter has one. */
  editor?: FilterEditorEntry;
  /** Its place among the columns (1-based, aria-colindex). */
  colIndex: number;
  width: number;
  /** The sort in force. */
  sort: SortState;
  /** The user's sort after a click here (null: the default), for the hint. */
  sortAfterClick: SortState | null;
  onSort(key: string): void;
  applied: FilterQuery | null;
  onFilter(key: string, query: FilterQuery | null): void;
  values(key: string): string[];
  today?: Date;
  context: CellContext;
  idPrefix: string;
  align: 'start' | 'end';
}

function sortHint(key: string, next: SortState | null): string {
  if (!next || next.key !== key) return 'sort.toDefault';
  return next.direction === 'asc' ? 'sort.toAscending' : 'sort.toDescending';
}

/** A header: the label sorts on click, the column tooltip, the column's info link (infoHref), and the filter dropdown. */
export function ListHeaderCell(props: ListHeaderCellProps) {
  const { column, context, idPrefix, applied } = props;
  const { language, t } = context;
  const label = resolveText(column.label, language, t);
  const tooltip = column.tooltip ? resolveText(column.tooltip, language, t) : null;
  const tipId = tooltip ? `${idPrefix}-tip` : undefined;
  const sorted = props.sort.key === column.key ? props.sort.direction : null;
  const classes = ['rs-list__th', sorted ? 'rs-list__th--sorted' : '', applied ? 'rs-list__th--filtered' : ''].filter(Boolean).join(' ');
  return (
    <div role="columnheader" className={classes} style={{ width: props.width }} data-key={column.key} aria-colindex={props.colIndex}
      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
      <span className={tooltip ? 'rs-list__head rs-has-tip' : 'rs-list__head'}>
        {column.sortable === false ? (
          <span className="rs-list__label" aria-describedby={tipId} tabIndex={tooltip ? 0 : undefined}>{label}</span>
        ) : (
          <button type="button" className="rs-list__sort" aria-describedby={tipId} title={t(sortHint(column.key, props.sortAfterClick))}
            onClick={() => props.onSort(column.key)}>
            <span className="rs-list__label">{label}</span>
            <span className="rs-list__sort-icon" aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
          </button>
        )}
        {tooltip ? <Tooltip id={tipId} text={tooltip} placement="down" /> : null}
      </span>
      {column.infoHref ? <InfoLink href={column.infoHref} label={t('list.info', { label })} /> : null}
      {column.filter && props.editor ? (
        <ColumnFilterMenu column={column} editor={props.editor} columnLabel={label} applied={applied} onChange={(q) => props.onFilter(column.key, q)}
          values={() => props.values(column.key)} today={props.today} language={language} t={t} idPrefix={`${idPrefix}-filter`} align={props.align} />
      ) : null}
    </div>
  );
}
