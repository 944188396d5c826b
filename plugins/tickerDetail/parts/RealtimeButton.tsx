import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';
import { TICKER_RULES } from '../../../product/tickerAccess';

export interface RealtimeButtonProps {
  ticker: string;
  tokenBalance: number;
  /** The ticker has no intraday quotes (end-of-day data, or a history that ended). */
  noRealtime: boolean;
  onLoad(): Promise<void>;
}

/**
 * The real-time range (document 3, "Reveal and real-time"): asks for confirmation, then spends one
 * token. Disabled when the token balance is 0 or less. The catalogue's alerts say why a load
 * failed (765 not enough tokens, 766 not available and not charged).
 */
export function RealtimeButton({ ticker, tokenBalance, noRealtime, onLoad }: RealtimeButtonProps) {
  const { t } = useTranslation('detail');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const noTokens = tokenBalance <= 0;
  const disabled = busy || noTokens || noRealtime;
  const hint = noRealtime ? t('realtime.noRealtime') : noTokens ? t('realtime.noTokens') : t('realtime.cost', { count: TICKER_RULES.realtimeTokenCost });

  const load = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await onLoad();
    } catch {
      // The error catalogue shows the alert (765 / 766); nothing is charged.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="detail-realtime">
      <button type="button" className="button detail-realtime__button" disabled={disabled} aria-describedby={hintId} onClick={() => setConfirming(true)}>
        <span className="detail-realtime__dot" aria-hidden="true" />
        {busy ? t('realtime.loading') : t('realtime.button')}
      </button>
      <span id={hintId} className="detail-muted detail-realtime__hint">{hint}</span>
      {confirming && (
        <Modal
          title={t('realtime.confirmTitle', { ticker })}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          actions={(
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>{t('cancel')}</button>
              <button type="button" className="button button--primary" data-autofocus onClick={() => void load()}>{t('realtime.confirm')}</button>
            </>
          )}
        >
          <p>{t('realtime.confirmText', { ticker, tokens: TICKER_RULES.realtimeTokenCost, balance: tokenBalance })}</p>
        </Modal>
      )}
    </div>
  );
}
