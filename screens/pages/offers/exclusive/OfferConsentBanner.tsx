import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { consentChoice, storeConsent } from '../../cookies/cookieConsent';

/**
 * The offer page's own consent banner (document 3, the exclusive funnel pages): the same stored
 * choice as the other funnel pages (cookies/cookieConsent.ts); 'Accept & Continue' keeps it for a
 * year, 'Decline' stores the refusal and explains it at /cookie-decline.
 */
export function OfferConsentBanner() {
  const { t } = useTranslation('exclusiveOffer');
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => consentChoice() === null);
  if (!open) return null;
  return (
    <section className="xo-consent" aria-label={t('consent.label')} data-testid="xo-consent">
      <p>{t('consent.text')} <Link to="/privacy">{t('consent.more')}</Link></p>
      <div className="xo-consent__actions">
        <button type="button" className="xo-button" onClick={() => { storeConsent('declined'); navigate('/cookie-decline'); }}>
          {t('consent.decline')}
        </button>
        <button type="button" className="xo-button xo-button--primary" onClick={() => { storeConsent('accepted'); setOpen(false); }}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
