import { useTranslation } from 'react-i18next';
import { EXCLUSIVE_OFFER } from '../../../../product/registrationOffer';
import { SUPPORT } from '../../../../product/support';
import { formatAmount } from '../../public/formatAmount';

const QUESTIONS = ['what', 'tokens', 'renewal', 'vat', 'members', 'support'] as const;

/** The offer's questions and answers. */
export function OfferFaq() {
  const { t, i18n } = useTranslation('exclusiveOffer');
  const amount = (n: number): string => formatAmount(n, i18n.language);
  const values = {
    currency: EXCLUSIVE_OFFER.currency, price: amount(EXCLUSIVE_OFFER.yearlyPrice), tokens: amount(EXCLUSIVE_OFFER.tokensCredited),
    email: SUPPORT.email, hours: SUPPORT.responseHours,
  };
  return (
    <section className="xo-faq" aria-labelledby="xo-faq-title">
      <h2 id="xo-faq-title">{t('faq.title')}</h2>
      {QUESTIONS.map((q) => (
        <details key={q}>
          <summary>{t(`faq.${q}.q`)}</summary>
          <p>{t(`faq.${q}.a`, values)}</p>
        </details>
      ))}
    </section>
  );
}
