import { useId, useState, type Dispatch, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannerFilterDef, ScannerFilterGroup } from '../../../product/scannerFilters';
import { draftOf, groupFilters, isDraftActive, type PanelAction, type PanelState } from '../logic/panelState';
import type { CountriesState } from '../state/useCountries';
import { ChoiceFilter } from './ChoiceFilter';
import { NumberFilter } from './NumberFilter';

export interface FilterPanelProps {
  /** The filters the user sees (their modules and range display setting). */
  shown: readonly ScannerFilterDef[];
  state: PanelState;
  dispatch: Dispatch<PanelAction>;
  activeCount: number;
  countries: CountriesState;
  language: string;
  /** Whether Save is offered (the user may keep saved filters). */
  canSave: boolean;
  /** A search is running: Search waits. */
  busy: boolean;
  onSearch(): void;
  onSave(): void;
  onClearAll(): void;
}

/** Groups open at first: the range, and any group holding an active filter. */
const OPEN_AT_FIRST: ReadonlySet<ScannerFilterGroup> = new Set(['range']);

/**
 * The filter panel (document 2 sections 2, 4 and 5): the filters by group, each a number filter
 * (above, below, between) or a choice filter, and Search, Save and Clear all — disabled while no
 * filter is active.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { shown, state, dispatch, activeCount } = props;
  const { t } = useTranslation('scanner');
  const titleId = useId();
  const [opened, setOpened] = useState<Partial<Record<ScannerFilterGroup, boolean>>>({});
  const none = activeCount === 0;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!none && !props.busy) props.onSearch();
  };
  return (
    <form className="sc-panel shell-card" aria-labelledby={titleId} onSubmit={submit} noValidate data-testid="scanner-panel">
      <div className="sc-panel__head">
        <h2 id={titleId} className="sc-title">{t('panel.title')}</h2>
        <p className="sc-panel__count muted" data-testid="scanner-active-count">{t('panel.active', { count: activeCount })}</p>
        <div className="sc-panel__buttons">
          <button type="submit" className="button button--primary" disabled={none || props.busy}>{t('panel.search')}</button>
          {props.canSave && <button type="button" className="button" disabled={none} onClick={props.onSave}>{t('panel.save')}</button>}
          <button type="button" className="button" disabled={none} onClick={props.onClearAll}>{t('panel.clearAll')}</button>
        </div>
      </div>
      {groupFilters(shown).map(({ group, filters }) => {
        const active = filters.filter((def) => isDraftActive(def, draftOf(state, def))).length;
        const open = opened[group] ?? (OPEN_AT_FIRST.has(group) || active > 0);
        return (
          <details key={group} className="sc-group" open={open} data-group={group}
            onToggle={(e) => {
              const now = e.currentTarget.open;
              if (now !== open) setOpened((o) => ({ ...o, [group]: now }));
            }}>
            <summary className="sc-group__summary">
              <span>{t(`group.${group}`)}</span>
              {active > 0 && <span className="sc-badge">{t('panel.groupActive', { count: active })}</span>}
            </summary>
            <div className="sc-group__filters">
              {filters.map((def) => (def.kind === 'choice'
                ? <ChoiceFilter key={def.key} def={def} draft={draftOf(state, def)} dispatch={dispatch} countries={props.countries} language={props.language} />
                : <NumberFilter key={def.key} def={def} draft={draftOf(state, def)} dispatch={dispatch} />))}
            </div>
          </details>
        );
      })}
    </form>
  );
}
