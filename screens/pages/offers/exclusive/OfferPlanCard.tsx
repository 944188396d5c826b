import { useTranslation } from 'react-i18next';
import { EXCLUSIVE_OFFER } from '../../../../product/registrationOffer';
import { formatAmount } from '../../public/formatAmount';

const FEATURES = ['allModules', 'tokens', 'newsletter', 'support'] as const;

/** The annual Elite plan of the offer: price, the list price, the saving and the tokens (all from product/). */
export function OfferPlanCard() {
  const { t, i18n } = useTranslation('exclusiveOffer');
  const amount = (n: number): string => formatAmount(n, i18n.language);
  const offer = EXCLUSIVE_OFFER;
  return (
    <section className="xo-card" aria-labelledby="xo-plan-title" data-testid="xo-plan">
      <span className="xo-badge">{t('plan.discount', { percent: offer.discountPercent })}</span>
      <h2 id="xo-plan-title">{t('plan.title')}</h2>
      <p className="xo-price">
        <span className="xo-price__amount">{t('plan.price', { currency: offer.currency, amount: amount(offer.yearlyPrice) })}</span>
        <span className="xo-price__per">{t('plan.perYear')}</span>
      </p>
      <p className="xo-was">
        {t('plan.was')} <s>{t('plan.price', { currency: offer.currency, amount: amount(offer.wasPrice) })}</s>{' '}
        <strong>{t('plan.save', { currency: offer.currency, amount: amount(offer.saving) })}</strong>
      </p>
      <p className="xo-tokens">{t('plan.tokens', { tokens: amount(offer.tokensCredited) })}</p>
      <ul className="xo-features">
        {FEATURES.map((f) => <li key={f}>{t(`plan.features.${f}`, { tokens: amount(offer.tokensCredited) })}</li>)}
      </ul>
    </section>
  );
}
