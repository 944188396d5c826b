import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANS, type PlanTier } from '../../../product/plans';
import { planPrice } from '../../../product/planPrices';
import { formatAmount } from '../public/formatAmount';
import { planFeatures } from './planFeatures';

export type Billing = 'monthly' | 'yearly';

/** One plan on /pricing: name, price for the chosen billing, what it gives, how to get it. */
export function PricingColumn({ tier, billing, recommended }: { tier: PlanTier; billing: Billing; recommended?: boolean }) {
  const { t, i18n } = useTranslation('site');
  const price = planPrice(tier);
  if (!price) return null;
  const amount = (n: number): string => formatAmount(n, i18n.language);
  const free = price.monthly === 0;
  const value = billing === 'monthly' ? price.monthly : price.yearly;
  return (
    <article className={`pricing-col${recommended ? ' pricing-col--recommended' : ''}`} aria-labelledby={`price-${tier}`}>
      <div className="pricing-col__head">
        <h2 id={`price-${tier}`}>{tier === 'demo' ? t('pricing.free') : PLANS[tier].label}</h2>
        {recommended && <span className="site-badge site-badge--elite">{t('pricing.recommended')}</span>}
      </div>
      <p className="pricing-col__price">
        {t('pricing.amount', { amount: amount(value) })}
        {!free && <span className="pricing-col__per">{t(billing === 'monthly' ? 'pricing.perMonth' : 'pricing.perYear')}</span>}
      </p>
      <p className="pricing-col__sub">
        {free ? t('pricing.forever')
          : billing === 'yearly' && price.yearlyListPrice
            ? <>{t('pricing.insteadOf')} <s>{t('pricing.amount', { amount: amount(price.yearlyListPrice) })}</s></>
            : t('pricing.exclVat')}
      </p>
      <ul className="pricing-col__features">
        {planFeatures(tier).map((f) => <li key={f.key}>{t(f.key, f.params)}</li>)}
      </ul>
      <Link className={`site-button site-button--block${recommended ? ' site-button--primary' : ''}`} to="/register">
        {free ? t('pricing.ctaFree') : t('pricing.cta', { plan: PLANS[tier].label })}
      </Link>
    </article>
  );
}
