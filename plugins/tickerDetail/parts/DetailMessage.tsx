import { useTranslation } from 'react-i18next';

export type DetailMessageKind = 'unknown' | 'splitError' | 'marketLoading' | 'failed';

/**
 * The page's own messages: an unknown ticker ('No (resp. not enough) data found for the given
 * ticker' with an explanation), a suspected split ('There is no range or trend data available for
 * this Ticker right now.'), market data still being computed, and a failed load.
 */
export function DetailMessage({ kind, ticker, onRetry }: { kind: DetailMessageKind; ticker: string; onRetry?: () => void }) {
  const { t } = useTranslation('detail');
  return (
    <div className={`detail-card detail-message detail-message--${kind}`} role={kind === 'marketLoading' ? 'status' : 'alert'} data-testid={`detail-message-${kind}`}>
      <p className="detail-message__title">{t(`message.${kind}.title`)}</p>
      <p className="detail-muted">{t(`message.${kind}.text`, { ticker })}</p>
      {onRetry && <button type="button" className="button" onClick={onRetry}>{t('retry')}</button>}
    </div>
  );
}
