import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { useBilling } from '../api/BillingApiContext';
import { balancesOf } from '../session/balances';
import { billingErrorMessage } from '../model/billingErrors';
import { useLoad } from '../components/useLoad';
import { ConfirmDialog, LoadFailure, Loading } from '../components/ui';

/**
 * Settings tab 0, Active Tickers (document 3 section 2): the month's EOD requests, the next
 * rollover date, the active tickers (Ticker, Activated at) and the reset panel. A reset is
 * confirmed first; POST /api/resetTickers ends every session of the user, so the client logs
 * out afterwards (document 3 section 4, "Ticker reset").
 */
export const ActiveTickersTab = observer(function ActiveTickersTab() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const location = useLocation();
  const { session, controller, ui } = useEngine();
  const { api } = useBilling();
  const [used, reload] = useLoad('used-tickers', () => api.usedTickers());
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const panel = useRef<HTMLElement>(null);

  const ready = used.status === 'ready';
  useEffect(() => {
    if (ready && location.hash === '#reset') panel.current?.scrollIntoView({ block: 'start' });
  }, [ready, location.hash]);

  const resets = used.status === 'ready' ? used.data.resetBalance : balancesOf(session.user).resetBalance;

  const reset = async (): Promise<void> => {
    setConfirming(false);
    setResetting(true);
    try {
      const user = await api.resetTickers();
      session.setUser(user);
      ui.showAlert({ key: 'billing:reset.done' });
      await controller.logout({ ended: 'user' });
    } catch (err) {
      setResetting(false);
      ui.showAlert({ key: `billing:${billingErrorMessage(err, 'reset').key}` });
    }
  };

  if (used.status === 'loading') return <Loading />;
  if (used.status === 'error') return <LoadFailure message={billingErrorMessage(used.error, 'dataLoad')} onRetry={reload} />;
  const d = used.data;
  return (
    <div className="bl-tab" data-testid="tab-active-tickers">
      <section className="bl-card" aria-labelledby="bl-balance-title">
        <h2 id="bl-balance-title" className="bl-section-title">{t('tickers.balanceTitle')}</h2>
        <dl className="bl-facts">
          <dt>{t('tickers.used')}</dt>
          <dd data-testid="tickers-used">{t('tickers.usedOf', { used: f.count(d.tickersInLastMonth), total: f.count(d.tickersPerMonth) })}</dd>
          <dt>{t('tickers.remaining')}</dt>
          <dd>{f.count(d.remaining)}</dd>
          <dt>{t('tickers.rollover')}</dt>
          <dd data-testid="rollover-date">{f.date(d.rolloverDate)}</dd>
          <dt>{t('tickers.tokens')}</dt>
          <dd>{f.count(d.tokenBalance)}</dd>
        </dl>
      </section>
      <section className="bl-card" aria-labelledby="bl-active-title">
        <h2 id="bl-active-title" className="bl-section-title">{t('tickers.activeTitle')}</h2>
        <p className="muted bl-hint">{t('tickers.activeText')}</p>
        {d.activeTickers.length ? (
          <div className="bl-table-wrap">
            <table className="bl-table" data-testid="active-tickers">
              <thead>
                <tr>
                  <th scope="col">{t('tickers.ticker')}</th>
                  <th scope="col">{t('tickers.activatedAt')}</th>
                  <th scope="col">{t('tickers.expiresAt')}</th>
                </tr>
              </thead>
              <tbody>
                {d.activeTickers.map((a) => (
                  <tr key={a.ticker}>
                    <th scope="row">{a.ticker}</th>
                    <td>{f.dateTime(a.activatedAt)}</td>
                    <td>{f.date(a.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : <p data-testid="no-active-tickers">{t('tickers.none')}</p>}
      </section>
      <section id="reset" ref={panel} className="bl-card" aria-labelledby="bl-reset-title" data-testid="reset-panel" tabIndex={-1}>
        <h2 id="bl-reset-title" className="bl-section-title">{t('reset.title')}</h2>
        <p>{t('reset.text')}</p>
        <p className="bl-balance" data-testid="reset-count">{t('resets.balance', { n: f.count(resets) })}</p>
        <div className="bl-actions bl-actions--start">
          <button type="button" className="button button--primary" disabled={resets <= 0 || resetting} onClick={() => setConfirming(true)}>
            {resetting ? t('common.pleaseWait') : t('reset.button')}
          </button>
          <Link className="button" to="/join/reset-requests">{t('resets.buyMore')}</Link>
        </div>
      </section>
      {confirming && (
        <ConfirmDialog
          title={t('reset.confirmTitle')}
          onCancel={() => setConfirming(false)}
          actions={(
            <>
              <button type="button" className="button" data-autofocus onClick={() => setConfirming(false)}>{t('common.cancel')}</button>
              <button type="button" className="button button--primary" onClick={() => void reset()}>{t('reset.confirm')}</button>
            </>
          )}
        >
          <p>{t('reset.confirmText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
});
