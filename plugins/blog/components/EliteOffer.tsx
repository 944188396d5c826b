import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { PLANS } from '../../../product/plans';
import { planPrice } from '../../../product/planPrices';
import { REGISTRATION_OFFER } from '../../../product/registrationOffer';
import { money } from '../logic/money';

/** Where the Elite plan is bought: the plan chooser of the billing screens (its Elite column starts the checkout). */
export const ELITE_CHECKOUT_PATH = '/join/subscriptions';

/** The Elite plan's price and benefits with the way to the checkout, from product/ (plans and prices). */
export function EliteOffer({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const price = planPrice('elite');
  const elite = PLANS.elite;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="blog-offer" aria-labelledby="blog-offer-title">
      <Heading id="blog-offer-title">{t('offer.title')}</Heading>
      {price && (
        <p className="blog-offer__price" data-testid="elite-price">
          {t('offer.price', { monthly: money(f.language, price.monthly), yearly: money(f.language, price.yearly) })}
        </p>
      )}
      <ul className="blog-offer__benefits">
        <li>{t('offer.benefitPlan')}</li>
        <li>{t('offer.benefitCommunity')}</li>
        <li>{t('offer.benefitTickers', { n: f.count(elite.tickersPerMonth) })}</li>
        <li>{t('offer.benefitTokens', { n: f.count(elite.tokensPerMonth) })}</li>
        <li>{t('offer.benefitTools')}</li>
      </ul>
      <p className="blog-offer__trial">{t('offer.trial', { price: money(f.language, REGISTRATION_OFFER.trialPrice), days: REGISTRATION_OFFER.trialDays })}</p>
      <Link className="button button--primary" to={ELITE_CHECKOUT_PATH} data-testid="elite-checkout">{t('offer.checkout')}</Link>
    </section>
  );
}
