import { createElement, type FormEvent } from 'react';
import type { ColumnFilter, EnumOption, ListColumn } from '../../core/model/modelTypes';
import { checkDraft, editDraft, type ColumnFilterState } from '../../core/filters/columnFilterState';
import type { Translate } from '../../core/text/localizedText';
import { canApply, draftMessage } from './applyState';
import type { FilterEditorEntry } from './filterEditorTypes';
import { FilterButtons } from './FilterButtons';

export interface FilterPanelProps {
  /** The element id the filter button's aria-controls names. */
  id: string;
  column: ListColumn;
  /** The input for the filter, from the list's filter-editor set. */
  editor: FilterEditorEntry;
  filter: ColumnFilter;
  state: ColumnFilterState;
  options: readonly EnumOption[];
  columnLabel: string;
  onChange(state: ColumnFilterState): void;
  onApply(): void;
  onClear(): void;
  onCancel(): void;
  language: 'en' | 'de';
  t: Translate;
  idPrefix: string;
  align: 'start' | 'end';
}

/** The open dropdown: the input picked for the filter, the message, and the buttons. */
export function FilterPanel(props: FilterPanelProps) {
  const { column, filter, state, t, language } = props;
  const check = checkDraft(column.key, filter, state);
  const enabled = canApply(filter, state, check);
  const message = draftMessage(filter, state, check, language, t);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) props.onApply();
  };
  const editor = props.editor.editor;
  return (
    <form id={props.id} role="dialog" aria-label={t('filter.dialog', { column: props.columnLabel })} className={`rs-filter__panel rs-filter__panel--${props.align}`}
      onSubmit={submit} noValidate>
      {createElement(editor, {
        column, filter, draft: state.draft, options: props.options, language, t, idPrefix: props.idPrefix,
        onEdit: (change) => props.onChange(editDraft(state, change)),
      })}
      {message ? <p role="alert" className="rs-filter__message">{message}</p> : null}
      <FilterButtons canApply={enabled} onClear={props.onClear} onCancel={props.onCancel} t={t} />
    </form>
  );
}
