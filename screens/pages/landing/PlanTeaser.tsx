import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_TICKERS } from '../../../product/accountRules';
import { PLANS } from '../../../product/plans';
import { REGISTRATION_OFFER } from '../../../product/registrationOffer';
import { formatAmount } from '../public/formatAmount';

/** Free or the Elite trial: the two ways in, with the numbers from product/. */
export function PlanTeaser() {
  const { t, i18n } = useTranslation('site');
  const amount = (n: number): string => formatAmount(n, i18n.language);
  const offer = REGISTRATION_OFFER;
  return (
    <section className="landing-section" aria-labelledby="landing-plans">
      <span className="site-eyebrow">{t('landing.plans.eyebrow')}</span>
      <h2 id="landing-plans">{t('landing.plans.title')}</h2>
      <div className="teaser-grid">
        <div className="teaser-card">
          <h3>{t('landing.plans.free.title')}</h3>
          <p className="teaser-card__price">{t('landing.plans.price', { amount: amount(offer.freePrice) })}</p>
          <p>{t('landing.plans.free.text', { free: DEFAULT_TICKERS.length, custom: PLANS.demo.tickersPerMonth })}</p>
          <Link className="site-button" to="/register">{t('landing.plans.free.cta')}</Link>
        </div>
        <div className="teaser-card teaser-card--elite">
          <h3>{t('landing.plans.elite.title')} <span className="site-badge site-badge--elite">{t('landing.plans.elite.badge')}</span></h3>
          <p className="teaser-card__price">{t('landing.plans.elite.price', { amount: amount(offer.trialPrice) })}</p>
          <p>{t('landing.plans.elite.text', { after: amount(offer.priceAfterTrial), tickers: PLANS.elite.tickersPerMonth })}</p>
          <Link className="site-button site-button--primary" to="/register">{t('landing.plans.elite.cta')}</Link>
        </div>
      </div>
      <p className="site-small site-muted"><Link to="/pricing">{t('landing.plans.all')}</Link> · {t('landing.plans.vat')}</p>
    </section>
  );
}
