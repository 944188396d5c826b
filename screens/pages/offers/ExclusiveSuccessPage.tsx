import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EXCLUSIVE_OFFER } from '../../../product/registrationOffer';
import { SUPPORT } from '../../../product/support';
import { PublicLayout } from '../public/PublicLayout';
import { formatAmount } from '../public/formatAmount';
import { CookieBanner } from '../cookies/CookieBanner';
import { ResultIcon } from './ResultIcon';
import './offers.css';

/** /exclusive-funnel/success?session_id=: the annual offer was paid (document 3 section 2, document 4 section 2.6). */
export function ExclusiveSuccessPage() {
  const { t, i18n } = useTranslation('site');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <PublicLayout width="narrow" after={<CookieBanner />}>
      <div className="result-page">
        <ResultIcon kind="success" />
        <h1>{t('exclusive.success.title')}</h1>
        <p className="site-lead">{t('exclusive.success.active', { tokens: formatAmount(EXCLUSIVE_OFFER.tokensCredited, i18n.language) })}</p>
        <p>{t('exclusive.success.mail')}</p>
        <p className="site-muted">{t('exclusive.success.spam', { minutes: SUPPORT.mailExpectedMinutes })}</p>
        {sessionId && (
          <p className="result-page__ref">{t('exclusive.success.sessionId')} <code>{sessionId}</code></p>
        )}
        <div className="result-page__actions">
          <Link className="site-button site-button--primary site-button--large" to="/login">{t('offers.continueToLogin')}</Link>
          <a className="site-button site-button--large" href={`mailto:${SUPPORT.email}`}>{t('exclusive.contactSupport')}</a>
        </div>
      </div>
    </PublicLayout>
  );
}
