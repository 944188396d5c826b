import type { RowAction } from '../core/model/modelTypes';
import { readField } from '../core/filters/filterQuery';
import { permissionScheme } from '../core/permissions/permissionScheme';

/** The row actions a user may use (an action's permission, when it has one, must be held). */
export function allowedActions(actions: readonly RowAction[] | undefined, modules: readonly string[]): RowAction[] {
  const { has } = permissionScheme();
  return (actions ?? []).filter((a) => has(modules, a.permission));
}

/**
 * The path of an `open` action with its `:id` and `:<column key>` placeholders filled from the
 * row (URL-encoded); null when the action has no path or a placeholder has no value.
 *
 * @example actionPath({ id: 'open', kind: 'open', label: 'Open', path: '/dashboard/ticker/:ticker' }, { ticker: 'AAPL' }) === '/dashboard/ticker/AAPL'
 */
export function actionPath(action: RowAction, row: Record<string, unknown>): string | null {
  if (!action.path) return null;
  let missing = false;
  const path = action.path.replace(/:([A-Za-z_][A-Za-z0-9_.]*)/g, (_, key: string) => {
    const value = readField(row, key);
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? null : path;
}
