import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIBLE_TABS, visibleTabs } from '../../watchlists';
import type { StoredList } from '../../../contracts';

export interface WatchlistTabsProps {
  /** Sorted by name, case-insensitively. */
  lists: readonly StoredList[];
  selected: string | null;
  onSelect(name: string): void;
}

/** The tabs of the watchlists: the first 5, then See More / See Less (document 2 section 2). */
export function WatchlistTabs({ lists, selected, onSelect }: WatchlistTabsProps) {
  const { t } = useTranslation('tables');
  const [expanded, setExpanded] = useState(false);
  const shown = visibleTabs(lists, expanded, selected ?? undefined);
  return (
    <div className="tt-tabs">
      <div role="tablist" aria-label={t('watchlists.tabs')} className="tt-tabs__list">
        {shown.map((list) => (
          <button key={list.name} type="button" role="tab" aria-selected={list.name === selected} className="tt-tab"
            onClick={() => onSelect(list.name)}>
            {list.name} <span className="tt-tab__count">{list.includedTicker.length}</span>
          </button>
        ))}
      </div>
      {lists.length > VISIBLE_TABS && (
        <button type="button" className="tt-link-button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('watchlists.seeLess') : t('watchlists.seeMore')}
        </button>
      )}
    </div>
  );
}
