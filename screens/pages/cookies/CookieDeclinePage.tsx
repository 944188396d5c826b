import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicLayout } from '../public/PublicLayout';
import { clearConsent } from './cookieConsent';

/** /cookie-decline: why essential cookies are needed; 'Reconsider & Return' clears the choice and goes to /. */
export function CookieDeclinePage() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  return (
    <PublicLayout width="text">
      <h1>{t('cookies.declineTitle')}</h1>
      <p className="site-lead">{t('cookies.declineLead')}</p>
      <ul className="site-prose">
        <li>{t('cookies.essential.session')}</li>
        <li>{t('cookies.essential.device')}</li>
        <li>{t('cookies.essential.payment')}</li>
      </ul>
      <p className="site-muted">{t('cookies.declineNote')}</p>
      <button type="button" className="site-button site-button--primary site-button--large" onClick={() => { clearConsent(); navigate('/'); }}>
        {t('cookies.reconsider')}
      </button>
    </PublicLayout>
  );
}
