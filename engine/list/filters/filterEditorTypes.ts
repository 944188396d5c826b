import type { ComponentType } from 'react';
import type { ColumnFilter, EnumOption, ListColumn } from '../../core/model/modelTypes';
import type { FilterDraft } from '../../core/filters/columnFilterState';
import type { Translate } from '../../core/text/localizedText';
import type { ColumnTester } from '../testers';

export interface FilterEditorProps {
  column: ListColumn;
  filter: ColumnFilter;
  draft: FilterDraft;
  /** Choices of enum, enum-multipleChoice and signal filters. */
  options: readonly EnumOption[];
  onEdit(change: Partial<FilterDraft>): void;
  language: 'en' | 'de';
  t: Translate;
  /** A prefix for element ids, unique per list and column. */
  idPrefix: string;
}

/** One input of a filter-editor set; the tester ranks the column (and its filter) in its list's context. */
export interface FilterEditorEntry {
  name: string;
  tester: ColumnTester;
  editor: ComponentType<FilterEditorProps>;
}
