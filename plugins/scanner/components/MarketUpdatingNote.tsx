import { useTranslation } from 'react-i18next';

/** Said while the market data is being updated (the cache status UPDATING, or a 503 of a scanner call). */
export function MarketUpdatingNote() {
  const { t } = useTranslation('scanner');
  return (
    <div className="sc-note" role="status" data-testid="scanner-market-updating">
      <strong>{t('updating.title')}</strong> {t('updating.text')}
    </div>
  );
}
