import { useRef, useState } from 'react';
import type { EnumOption, ListColumn } from '../../core/model/modelTypes';
import type { FilterQuery } from '../../core/filters/filterQuery';
import { applyFilter, clearFilter, openFilter, type ColumnFilterState } from '../../core/filters/columnFilterState';
import type { Translate } from '../../core/text/localizedText';
import { MenuButton } from '../../ui/MenuButton';
import type { FilterEditorEntry } from './filterEditorTypes';
import { stateFromApplied } from './draftFromQuery';
import { filterOptions } from './filterOptions';
import { FilterPanel } from './FilterPanel';
import { FilterIcon } from './FilterIcon';

export interface ColumnFilterMenuProps {
  /** A column with a `filter`. */
  column: ListColumn;
  /** The input for its filter, from the list's filter-editor set (pickFilterEditor). */
  editor: FilterEditorEntry;
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
 * The header's filter button and its dropdown (the engine's MenuButton: Escape and a click outside
 * close it), over engine/core's column filter state. The list's filters change only on Apply and
 * Clear, so Cancel, Escape and a click outside just drop the draft: the state from when the
 * dropdown opened stays in force.
 */
export function ColumnFilterMenu(props: ColumnFilterMenuProps) {
  const { column, applied, t } = props;
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const filter = column.filter;
  if (!filter) return null;

  const onOpenChange = (next: boolean) => {
    if (!next) return setOpen(null);
    const today = props.today ?? new Date();
    setOpen({
      state: openFilter(stateFromApplied(filter, applied, today)),
      options: filterOptions(filter, props.values),
      align: alignFor(buttonRef.current, props.align ?? 'start'),
    });
  };
  const apply = (close: () => void) => {
    if (!open) return;
    const result = applyFilter(column.key, filter, open.state);
    if (result.check.ok || result.check.reason === 'empty') {
      props.onChange(result.state.applied);
      close();
    } else {
      setOpen({ ...open, state: result.state });
    }
  };
  const clear = (close: () => void) => {
    props.onChange(clearFilter(filter, props.today ?? new Date()).applied);
    close();
  };

  const active = applied !== null;
  const label = t('filter.open', { column: props.columnLabel });
  return (
    <MenuButton className="rs-filter" popup="dialog" open={open !== null} onOpenChange={onOpenChange} label={<FilterIcon />} buttonRef={buttonRef}
      buttonProps={{
        className: `rs-filter__button${active ? ' rs-filter__button--active' : ''}`,
        'aria-label': active ? `${label} (${t('filter.active')})` : label, title: label, 'data-active': active,
      }}>
      {({ id, close }) => open ? (
        <FilterPanel id={id} column={column} editor={props.editor} filter={filter} state={open.state} options={open.options} columnLabel={props.columnLabel}
          onChange={(state) => setOpen({ ...open, state })} onApply={() => apply(close)} onClear={() => clear(close)} onCancel={() => close()}
          language={props.language} t={t} idPrefix={props.idPrefix} align={open.align} />
      ) : null}
    </MenuButton>
  );
}
