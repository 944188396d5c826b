import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../engine/ui';
import { hasMoreSaved, visibleSaved, type SavedFilter } from '../logic/savedFilters';

export type SavedFilterAction = 'rename' | 'delete';

export interface SavedFiltersRowProps {
  /** Sorted by title. */
  filters: readonly SavedFilter[];
  selectedId: string | null;
  /** Whether the user may rename and delete (the model's write permission). */
  writable: boolean;
  onSelect(filter: SavedFilter): void;
  onAction(filter: SavedFilter, action: SavedFilterAction): void;
}

/**
 * The row of saved filters (document 2 sections 2 and 3): the first five, See More / See Less when
 * there are more, each with a menu to change its name or delete it. Selecting one loads its
 * filters into the panel.
 */
export function SavedFiltersRow({ filters, selectedId, writable, onSelect, onAction }: SavedFiltersRowProps) {
  const { t } = useTranslation('scanner');
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = visibleSaved(filters, expanded, selectedId);
  return (
    <section className="sc-row" aria-labelledby={titleId} data-testid="scanner-saved">
      <h2 id={titleId} className="sc-row__title">{t('saved.title')}</h2>
      {filters.length === 0 ? <p className="muted sc-row__empty">{t('saved.none')}</p> : (
        <ul className="sc-chips">
          {shown.map((filter) => (
            <li key={filter.id} className={`sc-chip${filter.id === selectedId ? ' sc-chip--selected' : ''}`} data-testid="saved-filter">
              <button type="button" className="sc-chip__button" aria-pressed={filter.id === selectedId} onClick={() => onSelect(filter)}>
                {filter.title}
              </button>
              {writable && (
                <MenuButton className="sc-chip__menu" popup="menu" label="⋯"
                  buttonProps={{ className: 'sc-chip__menu-button', 'aria-label': t('saved.menu', { title: filter.title }) }}>
                  {({ id, close }) => (
                    <ul id={id} role="menu" className="sc-menu" aria-label={t('saved.menu', { title: filter.title })}>
                      {(['rename', 'delete'] as const).map((action) => (
                        <li key={action} role="none">
                          <button type="button" role="menuitem" onClick={() => { close(false); onAction(filter, action); }}>
                            {t(`saved.${action}`)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </MenuButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasMoreSaved(filters) && (
        <button type="button" className="sc-link" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('saved.seeLess') : t('saved.seeMore')}
        </button>
      )}
    </section>
  );
}
