import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../public/PublicLayout';
import { ResultIcon } from './ResultIcon';
import './offers.css';

export type OfferResult = 'cardUsed' | 'demoSuccess' | 'demoError';

const ICON: Record<OfferResult, 'success' | 'warning' | 'error'> = { cardUsed: 'warning', demoSuccess: 'success', demoError: 'error' };

/**
 * The special-offer result pages (document 1 section 2.6, document 4 section 2.6):
 * /card-offer-already-used, /demo-offer-success and /demo-offer-error, each with 'Continue to Login'.
 */
export function OfferResultPage({ result }: { result: OfferResult }) {
  const { t } = useTranslation('site');
  return (
    <PublicLayout width="narrow">
      <div className="result-page">
        <ResultIcon kind={ICON[result]} />
        <h1>{t(`offers.${result}.title`)}</h1>
        <p className="site-lead">{t(`offers.${result}.text`)}</p>
        <p className="site-muted">{t(`offers.${result}.next`)}</p>
        <Link className="site-button site-button--primary site-button--large" to="/login">{t('offers.continueToLogin')}</Link>
      </div>
    </PublicLayout>
  );
}
