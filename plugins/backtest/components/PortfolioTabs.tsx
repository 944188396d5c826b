import { useTranslation } from 'react-i18next';
import type { BacktestEntry } from '../../../contracts';

/** The pill tabs, one per model portfolio. */
export function PortfolioTabs({ entries, selected, onSelect }: { entries: readonly BacktestEntry[]; selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('backtest');
  return (
    <div className="bt-pills" role="tablist" aria-label={t('tabsLabel')}>
      {entries.map((e) => (
        <button
          key={e.portfolio}
          type="button"
          role="tab"
          aria-selected={e.portfolio === selected}
          className={`bt-pill${e.portfolio === selected ? ' bt-pill--active' : ''}`}
          data-testid={`backtest-tab-${e.portfolio}`}
          onClick={() => onSelect(e.portfolio)}
        >
          {t(`portfolio.${e.portfolio}`, { defaultValue: e.portfolio })}
        </button>
      ))}
    </div>
  );
}
