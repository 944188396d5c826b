import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { consentChoice, storeConsent } from './cookieConsent';

/**
 * The consent banner of the funnel pages (document 1 section 2.6): 'Accept & Continue' stores the
 * consent for a year; 'Decline' stores the refusal and explains it at /cookie-decline.
 */
export function CookieBanner() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => consentChoice() === null);
  if (!open) return null;
  return (
    <section className="cookie-banner" aria-label={t('cookies.bannerLabel')}>
      <p>{t('cookies.banner')} <Link to="/privacy">{t('cookies.more')}</Link></p>
      <div className="cookie-banner__actions">
        <button type="button" className="site-button" onClick={() => { storeConsent('declined'); navigate('/cookie-decline'); }}>
          {t('cookies.decline')}
        </button>
        <button type="button" className="site-button site-button--primary" onClick={() => { storeConsent('accepted'); setOpen(false); }}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
