import type { RowAction } from '../core/model/modelTypes';
import { resolveText, type Translate } from '../core/text/localizedText';
import type { ListRowData } from './listQuery';

export interface RowActionsProps {
  actions: readonly RowAction[];
  row: ListRowData;
  onRowAction?(action: RowAction, row: ListRowData): void;
  language: 'en' | 'de';
  t: Translate;
}

/** The buttons of the actions column; the list passes only the actions the user may use. */
export function RowActions({ actions, row, onRowAction, language, t }: RowActionsProps) {
  return (
    <span className="rs-row-actions">
      {actions.map((action) => (
        <button key={action.id} type="button" className={`rs-row-action rs-row-action--${action.kind}`} data-action={action.id}
          disabled={!onRowAction} onClick={() => onRowAction?.(action, row)}>
          {resolveText(action.label, language, t)}
        </button>
      ))}
    </span>
  );
}
