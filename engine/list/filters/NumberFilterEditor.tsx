import type { NumberOperator } from '../../core/filters/columnFilterState';
import type { FilterEditorProps } from './filterEditorTypes';

const OPERATORS: readonly NumberOperator[] = ['above', 'below', 'between'];

/** Above, below or between; text that is no number counts as 0 (engine/core parseNumberInput). */
export function NumberFilterEditor({ draft, onEdit, t, idPrefix }: FilterEditorProps) {
  const input = (id: string, label: string, value: string, field: 'val' | 'min' | 'max', autoFocus = false) => (
    <label className="rs-filter__field" htmlFor={`${idPrefix}-${id}`}>
      <span>{label}</span>
      <input id={`${idPrefix}-${id}`} type="text" inputMode="decimal" autoComplete="off" autoFocus={autoFocus}
        value={value} onChange={(e) => onEdit({ [field]: e.target.value })} />
    </label>
  );
  return (
    <div className="rs-filter__number">
      <label className="rs-filter__field" htmlFor={`${idPrefix}-operator`}>
        <span>{t('filter.operator')}</span>
        <select id={`${idPrefix}-operator`} value={draft.operator} onChange={(e) => onEdit({ operator: e.target.value as NumberOperator })}>
          {OPERATORS.map((op) => <option key={op} value={op}>{t(`filter.${op}`)}</option>)}
        </select>
      </label>
      {draft.operator === 'between' ? (
        <div className="rs-filter__pair">
          {input('min', t('filter.min'), draft.min, 'min', true)}
          {input('max', t('filter.max'), draft.max, 'max')}
        </div>
      ) : input('val', t('filter.value'), draft.val, 'val', true)}
    </div>
  );
}
