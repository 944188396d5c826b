import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannerFilterDef } from '../../../product/scannerFilters';
import { NUMBER_TYPES, isDraftActive, type FilterDraft, type NumberType, type PanelAction } from '../logic/panelState';

export interface NumberFilterProps {
  def: ScannerFilterDef;
  draft: FilterDraft;
  dispatch: Dispatch<PanelAction>;
}

/**
 * A number or Hurst filter (document 2 section 5): above, below or between, then one value or a
 * minimum and a maximum, typed as text (trimmed when sent; the check names what is wrong).
 */
export function NumberFilter({ def, draft, dispatch }: NumberFilterProps) {
  const { t } = useTranslation('scanner');
  const labelId = useId();
  const label = t(`filter.${def.key}`);
  const between = draft.type === 'between';
  const active = isDraftActive(def, draft);
  const hint = def.kind === 'hurst' ? t('panel.hurstHint') : def.percent ? t('panel.percentHint') : null;
  return (
    <div className="sc-filter" role="group" aria-labelledby={labelId} data-filter={def.key} data-active={active}>
      <span id={labelId} className="sc-filter__label">{label}</span>
      <div className="sc-filter__inputs">
        <select className="sc-input sc-filter__type" value={draft.type} aria-label={t('panel.condition', { filter: label })}
          onChange={(e) => dispatch({ kind: 'setType', key: def.key, type: e.target.value as NumberType })}>
          {NUMBER_TYPES.map((type) => <option key={type} value={type}>{t(`panel.type.${type}`)}</option>)}
        </select>
        <input className="sc-input sc-filter__value" type="text" inputMode="decimal" autoComplete="off" value={draft.min}
          aria-label={t(between ? 'panel.min' : 'panel.value', { filter: label })} placeholder={between ? t('panel.minPlaceholder') : t('panel.valuePlaceholder')}
          onChange={(e) => dispatch({ kind: 'setMin', key: def.key, value: e.target.value })} />
        {between && (
          <input className="sc-input sc-filter__value" type="text" inputMode="decimal" autoComplete="off" value={draft.max}
            aria-label={t('panel.max', { filter: label })} placeholder={t('panel.maxPlaceholder')}
            onChange={(e) => dispatch({ kind: 'setMax', key: def.key, value: e.target.value })} />
        )}
        <button type="button" className="sc-filter__clear" disabled={!active} aria-label={t('panel.clearFilter', { filter: label })}
          title={t('panel.clear')} onClick={() => dispatch({ kind: 'clear', key: def.key })}>×</button>
      </div>
      {hint && <span className="sc-filter__hint">{hint}</span>}
    </div>
  );
}
