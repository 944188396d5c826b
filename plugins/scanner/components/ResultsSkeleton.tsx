import { useTranslation } from 'react-i18next';

const ROWS = 8;

/** What the results show while a search or the last results are on their way. */
export function ResultsSkeleton() {
  const { t } = useTranslation('scanner');
  return (
    <div className="sc-skeleton" aria-busy="true" data-testid="scanner-skeleton">
      <p role="status" className="sc-skeleton__label">{t('results.loading')}</p>
      {Array.from({ length: ROWS }, (_, i) => <div key={i} className="sc-skeleton__row" aria-hidden="true" />)}
    </div>
  );
}
