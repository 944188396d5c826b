import type { FilterEditorProps } from './filterEditorTypes';

/** From and To (ISO days); the draft starts at today and the coming Saturday (engine/core). */
export function DateFilterEditor({ draft, onEdit, t, idPrefix }: FilterEditorProps) {
  return (
    <div className="rs-filter__pair">
      <label className="rs-filter__field" htmlFor={`${idPrefix}-from`}>
        <span>{t('filter.from')}</span>
        <input id={`${idPrefix}-from`} type="date" autoFocus value={draft.min} onChange={(e) => onEdit({ min: e.target.value })} />
      </label>
      <label className="rs-filter__field" htmlFor={`${idPrefix}-to`}>
        <span>{t('filter.to')}</span>
        <input id={`${idPrefix}-to`} type="date" value={draft.max} onChange={(e) => onEdit({ max: e.target.value })} />
      </label>
    </div>
  );
}
