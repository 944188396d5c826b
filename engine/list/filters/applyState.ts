import type { ColumnFilter, ColumnFilterType } from '../../core/model/modelTypes';
import type { ColumnFilterState, DraftCheck } from '../../core/filters/columnFilterState';
import { resolveText, type Translate } from '../../core/text/localizedText';

/** Filter types whose Apply with emptied inputs deactivates an applied filter. Choice filters use Clear. */
const EMPTYING_DEACTIVATES: ReadonlySet<ColumnFilterType> = new Set(['number', 'date', 'text']);

/**
 * Whether Apply is enabled: when engine/core's checkDraft accepts the draft, or when the inputs of
 * an applied number, date or text filter were emptied (Apply then deactivates it). Out of bounds,
 * min above max, nothing chosen and an unchanged date filter keep it disabled.
 */
export function canApply(filter: ColumnFilter, state: ColumnFilterState, check: DraftCheck): boolean {
  if (check.ok) return true;
  return check.reason === 'empty' && state.applied !== null && state.changed && EMPTYING_DEACTIVATES.has(filter.type);
}

/**
 * The message under the inputs, once the user changed something: the model's bounds message (e.g.
 * 'Hurst Value needs to be between 0 and 1') or ours, the order of min and max, or for choice
 * filters the need to choose.
 */
export function draftMessage(filter: ColumnFilter, state: ColumnFilterState, check: DraftCheck, language: string, t: Translate): string | null {
  if (check.ok || !state.changed) return null;
  switch (check.reason) {
    case 'bounds':
      if (check.message) return resolveText(check.message, language, t);
      if (filter.min !== undefined && filter.max !== undefined) return t('filter.bounds', { min: filter.min, max: filter.max });
      return filter.min !== undefined ? t('filter.boundsMin', { min: filter.min }) : t('filter.boundsMax', { max: filter.max });
    case 'order':
      return t(filter.type === 'date' ? 'filter.dateOrder' : 'filter.order');
    case 'empty':
      if (filter.type === 'enum') return t('filter.chooseOne');
      if (filter.type === 'enum-multipleChoice' || filter.type === 'signalFilter') return t('filter.chooseAny');
      return null;
    case 'unchanged':
      return null;
  }
}
