import type { ListColumn } from '../../core/model/modelTypes';
import { createRegistry } from '../registry';
import { NOT_APPLICABLE, RANK_TYPE, hasFilter, rankWith } from '../testers';
import type { FilterEditorEntry } from './filterEditorTypes';
import { NumberFilterEditor } from './NumberFilterEditor';
import { EnumFilterEditor } from './EnumFilterEditor';
import { ChoiceFilterEditor } from './ChoiceFilterEditor';
import { DateFilterEditor } from './DateFilterEditor';
import { TextFilterEditor } from './TextFilterEditor';
import { UnknownFilterEditor } from './UnknownFilterEditor';

/** The engine's filter inputs, one per filter type. */
export const DEFAULT_FILTER_EDITORS: readonly FilterEditorEntry[] = [
  { name: 'number', tester: rankWith(RANK_TYPE, hasFilter('number')), editor: NumberFilterEditor },
  { name: 'enum', tester: rankWith(RANK_TYPE, hasFilter('enum')), editor: EnumFilterEditor },
  { name: 'choice', tester: rankWith(RANK_TYPE, hasFilter('enum-multipleChoice', 'signalFilter')), editor: ChoiceFilterEditor },
  { name: 'date', tester: rankWith(RANK_TYPE, hasFilter('date')), editor: DateFilterEditor },
  { name: 'text', tester: rankWith(RANK_TYPE, hasFilter('text')), editor: TextFilterEditor },
];

export const UNKNOWN_FILTER_EDITOR: FilterEditorEntry = { name: 'unknown', tester: () => NOT_APPLICABLE, editor: UnknownFilterEditor };

const editors = createRegistry<ListColumn, FilterEditorEntry>(DEFAULT_FILTER_EDITORS, UNKNOWN_FILTER_EDITOR);

/**
 * Adds a filter input (e.g. a percent input that divides by 100); a higher rank replaces the
 * engine's for the columns its tester accepts. Returns the function that removes it.
 */
export function registerFilterEditor(entry: FilterEditorEntry): () => void {
  return editors.register(entry);
}

/** The input for a column's filter. */
export function resolveFilterEditor(column: ListColumn): FilterEditorEntry {
  return editors.resolve(column);
}
