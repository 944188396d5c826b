import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRYPTO_PLAN_PRICE, PRICED_TIERS } from '../../product/planPrices';
import { PLANS } from '../../product/plans';
import { REGISTRATION_OFFER } from '../../product/registrationOffer';
import { PublicLayout } from './public/PublicLayout';
import { formatAmount } from './public/formatAmount';
import { PricingColumn, type Billing } from './pricing/PricingColumn';
import './pricing/pricing.css';

const MAIN = PRICED_TIERS.filter((t) => t === 'demo' || t === 'premium' || t === 'elite');
const PRO = PRICED_TIERS.filter((t) => t === 'elitePlus' || t === 'professional');

/** /pricing: the plans and prices of product/ (document 3 section 9), monthly or yearly. */
export function PricingPage() {
  const { t, i18n } = useTranslation('site');
  const [billing, setBilling] = useState<Billing>('monthly');
  const amount = (n: number): string => formatAmount(n, i18n.language);
  return (
    <PublicLayout>
      <div className="pricing-head">
        <span className="site-eyebrow">{t('pricing.eyebrow')}</span>
        <h1>{t('pricing.title')}</h1>
        <p className="site-lead">{t('pricing.lead', { trial: amount(REGISTRATION_OFFER.trialPrice), after: amount(REGISTRATION_OFFER.priceAfterTrial) })}</p>
        <div className="billing-toggle" role="group" aria-label={t('pricing.billing')}>
          {(['monthly', 'yearly'] as const).map((b) => (
            <button key={b} type="button" className={billing === b ? 'is-active' : undefined} aria-pressed={billing === b} onClick={() => setBilling(b)}>
              {t(`pricing.${b}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="pricing-grid">
        {MAIN.map((tier) => <PricingColumn key={tier} tier={tier} billing={billing} recommended={tier === 'elite'} />)}
      </div>
      <h2 className="pricing-pro-title">{t('pricing.proTitle')}</h2>
      <p className="site-muted">{t('pricing.proText')}</p>
      <div className="pricing-grid pricing-grid--two">
        {PRO.map((tier) => <PricingColumn key={tier} tier={tier} billing={billing} />)}
      </div>
      <div className="site-card pricing-addon">
        <h2>{t('pricing.crypto.title')}</h2>
        <p>{t('pricing.crypto.text', { monthly: amount(CRYPTO_PLAN_PRICE.monthly), yearly: amount(CRYPTO_PLAN_PRICE.yearly) })}</p>
      </div>
      <p className="site-small site-muted">{t('pricing.notes', { tokens: PLANS.elite.tokensPerMonth * 12, resets: PLANS.elite.resetsPerMonth * 12 })}</p>
    </PublicLayout>
  );
}
