import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EXCLUSIVE_OFFER } from '../../../../product/registrationOffer';
import { PublicLayout } from '../../public/PublicLayout';
import { formatAmount } from '../../public/formatAmount';
import { OfferConsentBanner } from './OfferConsentBanner';
import { OfferPlanCard } from './OfferPlanCard';
import { OfferRegistrationForm } from './OfferRegistrationForm';
import { MemberOffer } from './MemberOffer';
import { OfferFaq } from './OfferFaq';
import type { ExclusiveOfferApi } from './exclusiveOfferApi';
import './exclusiveOffer.css';

export interface ExclusiveOfferViewProps {
  api: ExclusiveOfferApi;
  /** The signed-in member, or null for a visitor. */
  member: { username: string } | null;
  redirect?: (url: string) => void;
}

/**
 * /exclusive-offer (issue 29, document 3's exclusive funnel pages): the annual Elite plan, the
 * registration of a new customer or the checkout of a signed-in member, the FAQ and the page's own
 * consent banner.
 */
export function ExclusiveOfferView({ api, member, redirect = (url: string) => window.location.assign(url) }: ExclusiveOfferViewProps) {
  const { t, i18n } = useTranslation('exclusiveOffer');
  const offer = EXCLUSIVE_OFFER;
  return (
    <PublicLayout after={<OfferConsentBanner />}>
      <div className="xo" data-testid="exclusive-offer">
        <header className="xo-hero">
          <p className="xo-eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p className="xo-lead">
            {t('hero.lead', { currency: offer.currency, amount: formatAmount(offer.yearlyPrice, i18n.language), percent: offer.discountPercent })}
          </p>
        </header>
        <div className="xo-grid">
          <OfferPlanCard />
          <div className="xo-card xo-card--form">
            {member ? <MemberOffer api={api} username={member.username} redirect={redirect} /> : <OfferRegistrationForm api={api} redirect={redirect} />}
            {!member && (
              <p className="xo-muted xo-signin">
                {t('form.haveAccount')} <Link to="/login">{t('form.signIn')}</Link>
              </p>
            )}
          </div>
        </div>
        <OfferFaq />
      </div>
    </PublicLayout>
  );
}
