import { useTranslation } from 'react-i18next';
import './offerSpinner.css';

/** The full-screen 'Loading Exclusive Offer' spinner while the offer page's code and texts load (document 3). */
export function OfferSpinner() {
  const { t } = useTranslation('site');
  return (
    <div className="xo-loading" role="status" aria-live="polite" data-testid="xo-loading">
      <span className="xo-loading__ring" aria-hidden="true" />
      <p>{t('exclusive.loading')}</p>
    </div>
  );
}
