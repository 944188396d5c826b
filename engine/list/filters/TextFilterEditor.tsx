import type { FilterEditorProps } from './filterEditorTypes';

/** Text the value must contain (case is ignored). */
export function TextFilterEditor({ draft, onEdit, t, idPrefix }: FilterEditorProps) {
  return (
    <label className="rs-filter__field" htmlFor={`${idPrefix}-text`}>
      <span>{t('filter.contains')}</span>
      <input id={`${idPrefix}-text`} type="text" autoComplete="off" autoFocus value={draft.text} onChange={(e) => onEdit({ text: e.target.value })} />
    </label>
  );
}
