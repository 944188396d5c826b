import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { refusalOf, tickerAdminMethods } from '../data/tickerAdminApi';
import type { SplitReviewStatus, SuspectedSplitsAnswer } from '../../../contracts';
import type { ActionOutcome } from '../components/useAdminAction';
import { ActionOutcomeLine } from '../components/ActionOutcomeLine';
import '../admin.css';

/**
 * 'Asset Actions' (document 4 section 2.7; issue 28 scope 7): the split detector's suspected splits
 * as a review queue. Confirming adjusts the stored history before the split date by the ratio (the
 * ticker is served again with its ranges after the next snapshot, which starts at once);
 * dismissing leaves the history as it is. Demo-data tickers can only be dismissed.
 */
export default function AssetActionsScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(tickerAdminMethods);
  const [status, setStatus] = useState<SplitReviewStatus>('pending');
  const [queue, setQueue] = useState<SuspectedSplitsAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);

  const load = useCallback(
    () => api.splits(status).then((answer) => { setQueue(answer); setFailed(false); }, () => setFailed(true)),
    [api, status],
  );
  useEffect(() => { void load(); }, [load]);

  const decide = async (id: string, decision: 'confirm' | 'dismiss') => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'ok', text: (await api.decideSplit(id, decision)).msg });
      await load();
    } catch (err) {
      setOutcome({ kind: 'error', text: refusalOf(err) ?? t('assetActions.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="shell-screen admin-screen" data-testid="asset-actions">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('assetActions.title')}</h1>
        <p className="muted">{t('assetActions.lead')}</p>
      </header>
      <section className="admin-card" aria-labelledby="split-queue">
        <h2 id="split-queue">{t('assetActions.queue')}</h2>
        <div className="admin-actions">
          <label>
            {t('assetActions.show')}
            <select value={status} onChange={(e) => setStatus(e.target.value as SplitReviewStatus)}>
              {(['pending', 'confirmed', 'dismissed'] as const).map((s) => <option key={s} value={s}>{t(`assetActions.status.${s}`)}</option>)}
            </select>
          </label>
          <button type="button" className="button" onClick={() => { void load(); }}>{t('assetActions.reload')}</button>
        </div>
        <ActionOutcomeLine outcome={outcome} />
        {failed && <p role="alert" className="message message--error">{t('assetActions.loadFailed')}</p>}
        {queue && queue.splits.length === 0 && <p className="muted" data-testid="split-queue-empty">{t(`assetActions.empty.${status}`)}</p>}
        {queue && queue.splits.length > 0 && (
          <div className="admin-scroll">
            <table className="admin-table" data-testid="split-table">
              <thead>
                <tr>
                  <th scope="col">{t('assetActions.ticker')}</th><th scope="col">{t('assetActions.date')}</th><th scope="col">{t('assetActions.ratio')}</th>
                  <th scope="col">{t('assetActions.closes')}</th><th scope="col">{t('assetActions.source')}</th>
                  <th scope="col">{status === 'pending' ? t('assetActions.action') : t('assetActions.decided')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.splits.map((x) => (
                  <tr key={x.id} data-ticker={x.ticker} data-status={x.status}>
                    <th scope="row"><Link to={`/dashboard/detail/${encodeURIComponent(x.ticker)}`}>{x.ticker}</Link></th>
                    <td>{f.date(x.date)}</td>
                    <td>{x.ratio}</td>
                    <td>{t('assetActions.closeMove', { before: f.number(x.closeBefore, 2), after: f.number(x.closeAfter, 2) })}</td>
                    <td>{t(`tickerAdd.sources.${x.source}`)}</td>
                    <td>
                      {x.status === 'pending' ? (
                        <div className="admin-actions">
                          <button type="button" className="button" disabled={busy || !x.adjustable} title={x.adjustable ? undefined : t('assetActions.notAdjustable')}
                            onClick={() => { void decide(x.id, 'confirm'); }}>{t('assetActions.confirm')}</button>
                          <button type="button" className="button button--secondary" disabled={busy} onClick={() => { void decide(x.id, 'dismiss'); }}>{t('assetActions.dismiss')}</button>
                        </div>
                      ) : t('assetActions.decidedBy', { by: x.resolvedBy ?? '–', at: f.dateTime(x.resolvedAt) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
