import type { ListColumn } from '../../core/model/modelTypes';
import { NOT_APPLICABLE, RANK, pickRanked } from '../../core/ranking/ranking';
import { hasFilter, rankWith, type ListTesterContext } from '../testers';
import type { FilterEditorEntry } from './filterEditorTypes';
import { NumberFilterEditor } from './NumberFilterEditor';
import { EnumFilterEditor } from './EnumFilterEditor';
import { ChoiceFilterEditor } from './ChoiceFilterEditor';
import { DateFilterEditor } from './DateFilterEditor';
import { TextFilterEditor } from './TextFilterEditor';
import { UnknownFilterEditor } from './UnknownFilterEditor';

/**
 * The engine's filter-editor set, one input per filter type: what a ListView uses when it is
 * given no `filterEditors`. A plugin passes its own set (e.g. these plus a percent input that
 * divides by 100) to its lists.
 */
export const DEFAULT_FILTER_EDITORS: readonly FilterEditorEntry[] = [
  { name: 'number', tester: rankWith(RANK.TYPE, hasFilter('number')), editor: NumberFilterEditor },
  { name: 'enum', tester: rankWith(RANK.TYPE, hasFilter('enum')), editor: EnumFilterEditor },
  { name: 'choice', tester: rankWith(RANK.TYPE, hasFilter('enum-multipleChoice', 'signalFilter')), editor: ChoiceFilterEditor },
  { name: 'date', tester: rankWith(RANK.TYPE, hasFilter('date')), editor: DateFilterEditor },
  { name: 'text', tester: rankWith(RANK.TYPE, hasFilter('text')), editor: TextFilterEditor },
];

export const UNKNOWN_FILTER_EDITOR: FilterEditorEntry = { name: 'unknown', tester: () => NOT_APPLICABLE, editor: UnknownFilterEditor };

/**
 * The input for a column's filter among a filter-editor set: the highest-ranked entry, else
 * UNKNOWN_FILTER_EDITOR. The list picks it once per column set.
 *
 * @example pickFilterEditor(DEFAULT_FILTER_EDITORS, column, { model, kind: undefined }).editor
 */
export function pickFilterEditor(editors: readonly FilterEditorEntry[], column: ListColumn, context: ListTesterContext): FilterEditorEntry {
  return pickRanked(editors, column, context) ?? UNKNOWN_FILTER_EDITOR;
}
