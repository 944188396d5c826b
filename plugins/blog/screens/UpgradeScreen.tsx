import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { PLANS } from '../../../product/plans';
import { planPrice } from '../../../product/planPrices';
import { BLOG_PATHS } from '../../../product/blogRules';
import { ELITE_CHECKOUT_PATH } from '../components/EliteOffer';
import { money } from '../logic/money';
import '../blog.css';

/** /dashboard/upgrade: Premium and Elite side by side (from product/), each with the way to the checkout. */
export default function UpgradeScreen() {
  const { t } = useTranslation('blog');
  const f = useFormat();
  const tiers = (['premium', 'elite'] as const).map((tier) => ({ tier, plan: PLANS[tier], price: planPrice(tier) }));
  return (
    <div className="blog-sales" data-testid="upgrade">
      <header>
        <h1>{t('upgrade.title')}</h1>
        <p className="blog-sales__lead">{t('upgrade.lead')}</p>
      </header>
      <div className="blog-sales__plans">
        {tiers.map(({ tier, plan, price }) => (
          <section key={tier} className="blog-plan" data-tier={tier}>
            <h2>{plan.label}</h2>
            {price && <p className="blog-offer__price">{t('offer.price', { monthly: money(f.language, price.monthly), yearly: money(f.language, price.yearly) })}</p>}
            <ul>
              <li>{t('offer.benefitTickers', { n: f.count(plan.tickersPerMonth) })}</li>
              <li>{t('offer.benefitTokens', { n: f.count(plan.tokensPerMonth) })}</li>
              <li>{t(tier === 'elite' ? 'upgrade.eliteExtra' : 'upgrade.premiumExtra')}</li>
            </ul>
            {tier === 'elite'
              ? <Link className="button button--primary" to={BLOG_PATHS.eliteUpgrade}>{t('upgrade.chooseElite')}</Link>
              : <Link className="button" to={ELITE_CHECKOUT_PATH}>{t('upgrade.choosePremium')}</Link>}
          </section>
        ))}
      </div>
    </div>
  );
}
