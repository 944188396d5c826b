import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { QuantSavedRunSummary } from '../../../contracts';
import { formatStatistic } from './StatisticsTable';

export interface SavedRunsListProps {
  runs: readonly QuantSavedRunSummary[];
  limit: number;
  /** The runs ticked for comparison (at most two). */
  picked: readonly string[];
  onPick: (id: string) => void;
  onOpen: (id: string) => void;
  onDelete: (run: QuantSavedRunSummary) => void;
  onCompare: () => void;
}

/** The member's saved runs, newest first: open, delete, and tick two to compare side by side. */
export function SavedRunsList({ runs, limit, picked, onPick, onOpen, onDelete, onCompare }: SavedRunsListProps) {
  const { t } = useTranslation('quantStudio');
  const f = useFormat();
  return (
    <section className="shell-card qs-saved" aria-label={t('saved.title')} data-testid="quant-saved">
      <div className="qs-saved__head">
        <h2>{t('saved.title')}</h2>
        <span className="muted">{t('saved.count', { count: runs.length, limit })}</span>
        <button type="button" className="button button--primary" disabled={picked.length !== 2} onClick={onCompare} data-testid="quant-compare">
          {t('saved.compare')}
        </button>
      </div>
      {runs.length === 0 ? <p className="muted">{t('saved.none')}</p> : (
        <table className="qs-table">
          <thead>
            <tr>
              <th scope="col">{t('saved.pick')}</th><th scope="col">{t('saved.name')}</th><th scope="col">{t('saved.strategy')}</th>
              <th scope="col">{t('saved.period')}</th><th scope="col">{t('stats.cagr')}</th><th scope="col">{t('stats.sharpe')}</th>
              <th scope="col">{t('stats.maxDrawdown')}</th><th scope="col"><span className="visually-hidden">{t('saved.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} data-testid="quant-saved-run">
                <td>
                  <input type="checkbox" aria-label={t('saved.pickRun', { name: run.name })} checked={picked.includes(run.id)}
                    disabled={!picked.includes(run.id) && picked.length >= 2} onChange={() => onPick(run.id)} />
                </td>
                <td>{run.name}</td>
                <td>{t(`strategy.${run.strategy}`)} · {run.tickers.length === 1 ? run.tickers[0] : t('saved.tickers', { count: run.tickers.length })}</td>
                <td>{f.date(run.from)} – {f.date(run.to)}</td>
                <td>{formatStatistic('cagr', run.statistics.cagr, f)}</td>
                <td>{formatStatistic('sharpe', run.statistics.sharpe, f)}</td>
                <td>{formatStatistic('maxDrawdown', run.statistics.maxDrawdown, f)}</td>
                <td className="qs-actions">
                  <button type="button" className="button" onClick={() => onOpen(run.id)}>{t('saved.open')}</button>
                  <button type="button" className="button" onClick={() => onDelete(run)} aria-label={t('saved.deleteRun', { name: run.name })}>{t('saved.delete')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
