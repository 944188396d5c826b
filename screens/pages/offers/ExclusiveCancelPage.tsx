import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EXCLUSIVE_OFFER } from '../../../product/registrationOffer';
import { SUPPORT } from '../../../product/support';
import { PublicLayout } from '../public/PublicLayout';
import { formatAmount } from '../public/formatAmount';
import { CookieBanner } from '../cookies/CookieBanner';
import { ResultIcon } from './ResultIcon';
import './offers.css';

const FAQ = ['charged', 'why', 'again'] as const;

/** /exclusive-funnel/cancel: 'Payment Cancelled', with a reminder of the annual offer (document 4 section 2.6). */
export function ExclusiveCancelPage() {
  const { t, i18n } = useTranslation('site');
  const amount = (n: number): string => formatAmount(n, i18n.language);
  const offer = EXCLUSIVE_OFFER;
  return (
    <PublicLayout width="text" after={<CookieBanner />}>
      <div className="result-page">
        <ResultIcon kind="warning" />
        <h1>{t('exclusive.cancel.title')}</h1>
        <p className="site-lead">{t('exclusive.cancel.lead')}</p>
        <div className="offer-reminder">
          <span className="site-badge site-badge--elite">{t('exclusive.cancel.discount', { percent: offer.discountPercent })}</span>
          <p className="offer-reminder__price">
            {t('exclusive.cancel.price', { amount: amount(offer.yearlyPrice) })}{' '}
            <s aria-label={t('exclusive.cancel.wasLabel', { amount: amount(offer.wasPrice) })}>{t('exclusive.cancel.was', { amount: amount(offer.wasPrice) })}</s>
          </p>
          <p className="site-muted">{t('exclusive.cancel.save', { amount: amount(offer.saving), tokens: amount(offer.tokensCredited) })}</p>
        </div>
        <div className="result-page__actions">
          <a className="site-button site-button--primary site-button--large" href="/exclusive-offer">{t('exclusive.cancel.tryAgain')}</a>
          <a className="site-button site-button--large" href={`mailto:${SUPPORT.email}`}>{t('exclusive.contactSupport')}</a>
          <Link className="site-button site-button--ghost site-button--large" to="/">{t('exclusive.cancel.home')}</Link>
        </div>
      </div>
      <section className="site-faq" aria-labelledby="cancel-faq">
        <h2 id="cancel-faq">{t('exclusive.cancel.faqTitle')}</h2>
        {FAQ.map((q) => (
          <details key={q}>
            <summary>{t(`exclusive.cancel.faq.${q}.q`)}</summary>
            <p>{t(`exclusive.cancel.faq.${q}.a`, { hours: SUPPORT.responseHours })}</p>
          </details>
        ))}
      </section>
    </PublicLayout>
  );
}
