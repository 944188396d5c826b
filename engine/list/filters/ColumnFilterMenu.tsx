import { useEffect, useRef, useState } from 'react';
import type { EnumOption, ListColumn } from '../../core/model/modelTypes';
import type { FilterQuery } from '../../core/filters/filterQuery';
import { applyFilter, clearFilter, openFilter, type ColumnFilterState } from '../../core/filters/columnFilterState';
import type { Translate } from '../../core/text/localizedText';
import { stateFromApplied } from './draftFromQuery';
import { filterOptions } from './filterOptions';
import { FilterPanel } from './FilterPanel';
import { FilterIcon } from './FilterIcon';

export interface ColumnFilterMenuProps {
  /** A column with a `filter`. */
  column: ListColumn;
  columnLabel: string;
  /** The column's filter among the list's filters, or null when inactive. */
  applied: FilterQuery | null;
  /** Apply gives the new query, Clear and an emptied Apply give null. */
  onChange(query: FilterQuery | null): void;
  /** The values in the rows, for enum filters without options (read when the dropdown opens). */
  values(): string[];
  /** The day the date filter's default range starts from; now when not given. */
  today?: Date;
  language: 'en' | 'de';
  t: Translate;
  idPrefix: string;
  /** The side the dropdown opens to when the layout cannot tell (the list measures it on open). */
  align?: 'start' | 'end';
}

interface OpenMenu {
  state: ColumnFilterState;
  options: readonly EnumOption[];
  align: 'start' | 'end';
}

/** Opens towards the side with more room in the list's scroll area (the prop where there is no layout). */
function alignFor(button: HTMLElement | null, fallback: 'start' | 'end'): 'start' | 'end' {
  const area = button?.closest('.rs-list__scroll')?.getBoundingClientRect();
  const own = button?.getBoundingClientRect();
  if (!area || !own || area.width === 0) return fallback;
  return own.left - area.left > area.width / 2 ? 'end' : 'start';
}

/**
 * The header's filter button and its dropdown, over engine/core's column filter state. The
 * list's filters change only on Apply and Clear, so Cancel, Escape and a click outside just drop
 * the draft: the state from when the dropdown opened stays in force.
 */
export function ColumnFilterMenu(props: ColumnFilterMenuProps) {
  const { column, applied, t } = props;
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const isOpen = open !== null;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (e: MouseEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [isOpen]);

  const filter = column.filter;
  if (!filter) return null;

  const toggle = () => {
    if (open) return setOpen(null);
    const today = props.today ?? new Date();
    setOpen({
      state: openFilter(stateFromApplied(filter, applied, today)),
      options: filterOptions(filter, props.values),
      align: alignFor(rootRef.current, props.align ?? 'start'),
    });
  };
  const apply = () => {
    if (!open) return;
    const result = applyFilter(column.key, filter, open.state);
    if (result.check.ok || result.check.reason === 'empty') {
      props.onChange(result.state.applied);
      setOpen(null);
    } else {
      setOpen({ ...open, state: result.state });
    }
  };
  const clear = () => {
    props.onChange(clearFilter(filter, props.today ?? new Date()).applied);
    setOpen(null);
  };

  const active = applied !== null;
  const label = t('filter.open', { column: props.columnLabel });
  return (
    <div className="rs-filter" ref={rootRef}>
      <button type="button" className={`rs-filter__button${active ? ' rs-filter__button--active' : ''}`}
        aria-label={active ? `${label} (${t('filter.active')})` : label} aria-haspopup="dialog" aria-expanded={isOpen}
        data-active={active} title={label} onClick={toggle}>
        <FilterIcon />
      </button>
      {open ? (
        <FilterPanel column={column} filter={filter} state={open.state} options={open.options} columnLabel={props.columnLabel}
          onChange={(state) => setOpen({ ...open, state })} onApply={apply} onClear={clear} onCancel={() => setOpen(null)}
          language={props.language} t={t} idPrefix={props.idPrefix} align={open.align} />
      ) : null}
    </div>
  );
}
