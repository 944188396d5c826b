import type { ListColumn, ListModel } from '../core/model/modelTypes';
import { visibleColumnGroups } from '../core/permissions/modelAccess';

/**
 * The columns a user sees, in model order: GENERAL always, PREMIUM only with one of the
 * permission scheme's `premiumColumns`, HIDDEN never.
 *
 * @example visibleColumns(model, ['FREE']).some((c) => c.group === 'PREMIUM') === false
 */
export function visibleColumns(model: ListModel, modules: readonly string[]): ListColumn[] {
  const groups = visibleColumnGroups(modules);
  return model.columns.filter((c) => c.group !== 'HIDDEN' && groups.has(c.group));
}

/** Keys of the model's columns the user may not see (PREMIUM without the module, HIDDEN always). */
export function gatedKeys(model: ListModel, visible: readonly ListColumn[]): Set<string> {
  const shown = new Set(visible.map((c) => c.key));
  return new Set(model.columns.filter((c) => !shown.has(c.key)).map((c) => c.key));
}
