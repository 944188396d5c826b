import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannerFilterDef } from '../../../product/scannerFilters';
import { choiceLabelKey, sortedCountries } from '../logic/choiceLabels';
import { isDraftActive, type FilterDraft, type PanelAction } from '../logic/panelState';
import type { CountriesState } from '../state/useCountries';

export interface ChoiceFilterProps {
  def: ScannerFilterDef;
  draft: FilterDraft;
  dispatch: Dispatch<PanelAction>;
  /** The country filter's choices (GET /cache/info/countries). */
  countries: CountriesState;
  language: string;
}

/** A choice filter: check one or more of its choices (at least one makes it active). */
export function ChoiceFilter({ def, draft, dispatch, countries, language }: ChoiceFilterProps) {
  const { t } = useTranslation(['scanner', 'models']);
  const label = t(`scanner:filter.${def.key}`);
  const active = isDraftActive(def, draft);
  const choices: { value: string; name: string }[] = def.choices === 'countries'
    ? (countries.status === 'ready' ? sortedCountries(countries.codes, language).map((c) => ({ value: c.code, name: `${c.name} (${c.code})` })) : [])
    : (def.choices ?? []).map((value) => ({ value, name: t(choiceLabelKey(def, value) ?? value, { defaultValue: value }) }));
  // A loaded filter may hold a value the list does not offer (a country no longer in the market): it stays visible and can be unticked.
  const extra = draft.values.filter((v) => !choices.some((c) => c.value === v)).map((value) => ({ value, name: value }));
  return (
    <fieldset className={`sc-filter sc-filter--choice${def.choices === 'countries' ? ' sc-filter--long' : ''}`} data-filter={def.key} data-active={active}>
      <legend className="sc-filter__label">{label}</legend>
      {def.choices === 'countries' && countries.status === 'loading' && <p className="muted sc-filter__hint">{t('scanner:panel.countriesLoading')}</p>}
      {def.choices === 'countries' && countries.status === 'failed' && <p className="muted sc-filter__hint">{t('scanner:panel.countriesFailed')}</p>}
      <div className="sc-choices">
        {[...choices, ...extra].map((choice) => (
          <label key={choice.value} className="sc-choice">
            <input type="checkbox" checked={draft.values.includes(choice.value)}
              onChange={(e) => dispatch({ kind: 'toggleChoice', key: def.key, value: choice.value, checked: e.target.checked })} />
            <span>{choice.name}</span>
          </label>
        ))}
      </div>
      <button type="button" className="sc-filter__clear sc-filter__clear--choice" disabled={!active} aria-label={t('scanner:panel.clearFilter', { filter: label })}
        title={t('scanner:panel.clear')} onClick={() => dispatch({ kind: 'clear', key: def.key })}>×</button>
    </fieldset>
  );
}
