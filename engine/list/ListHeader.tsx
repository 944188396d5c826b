import { memo } from 'react';
import type { Header } from '@tanstack/react-table';
import type { ListColumn } from '../core/model/modelTypes';
import type { FilterQuery } from '../core/filters/filterQuery';
import type { SortState } from '../core/sorting/sortRows';
import type { CellContext } from './cellTypes';
import type { ListRowData } from './listQuery';
import type { FilterEditorEntry } from './filters/filterEditorTypes';
import { ListHeaderCell } from './ListHeaderCell';
import { ACTIONS_COLUMN_ID } from './layout';

export interface ListHeaderProps {
  headers: readonly Header<ListRowData, unknown>[];
  columns: ReadonlyMap<string, ListColumn>;
  /** The filter input of each column with a filter, picked from the list's set. */
  editors: ReadonlyMap<string, FilterEditorEntry>;
  filters: readonly FilterQuery[];
  sort: SortState;
  sortAfterClick(key: string): SortState | null;
  onSort(key: string): void;
  onFilter(key: string, query: FilterQuery | null): void;
  values(key: string): string[];
  today?: Date;
  context: CellContext;
  idPrefix: string;
}

/** The sticky header row. Dropdowns of the right half of the columns open towards the left. */
export const ListHeader = memo(function ListHeader(props: ListHeaderProps) {
  const { headers, columns, context } = props;
  return (
    <div role="rowgroup" className="rs-list__thead">
      <div role="row" className="rs-list__header-row" aria-rowindex={1}>
        {headers.map((header, i) => {
          if (header.column.id === ACTIONS_COLUMN_ID) {
            return (
              <div key={header.id} role="columnheader" className="rs-list__th rs-list__th--actions" style={{ width: header.getSize() }} aria-colindex={i + 1}>
                <span className="rs-list__label">{context.t('list.actions')}</span>
              </div>
            );
          }
          const column = columns.get(header.column.id);
          if (!column) return null;
          const editor = props.editors.get(column.key);
          return (
            <ListHeaderCell key={header.id} column={column} editor={editor} colIndex={i + 1} width={header.getSize()} sort={props.sort} sortAfterClick={props.sortAfterClick(column.key)}
              onSort={props.onSort} applied={props.filters.find((f) => f.filterKey === column.key) ?? null} onFilter={props.onFilter}
              values={props.values} today={props.today} context={context} idPrefix={`${props.idPrefix}-h${i}`}
              align={i >= headers.length / 2 ? 'end' : 'start'} />
          );
        })}
      </div>
    </div>
  );
});
