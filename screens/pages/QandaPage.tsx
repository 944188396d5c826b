import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCOUNT_RULES, DEFAULT_TICKERS } from '../../product/accountRules';
import { PLANS } from '../../product/plans';
import { REGISTRATION_OFFER } from '../../product/registrationOffer';
import { SUPPORT } from '../../product/support';
import { PublicLayout } from './public/PublicLayout';
import { formatAmount } from './public/formatAmount';
import { freeTickerList } from './public/freeTickerList';

/** The questions, grouped; each answer is `qanda.<group>.<id>.a` in the `site` namespace. */
const GROUPS = {
  product: ['range', 'ratings', 'hurst', 'gamma', 'data'],
  account: ['verification', 'locked', 'forgot'],
  plans: ['free', 'trial', 'cancel', 'tokens', 'scripts'],
} as const;

/** /qanda: the public questions and answers, built from the product's rules. */
export function QandaPage() {
  const { t, i18n } = useTranslation('site');
  const params = {
    minutes: SUPPORT.mailExpectedMinutes, lockAfter: ACCOUNT_RULES.failedLoginsBeforeLock, lockMinutes: ACCOUNT_RULES.lockMinutes,
    resetHours: ACCOUNT_RULES.resetLinkValidHours, free: DEFAULT_TICKERS.length, list: freeTickerList(), custom: PLANS.demo.tickersPerMonth,
    trial: formatAmount(REGISTRATION_OFFER.trialPrice, i18n.language), after: formatAmount(REGISTRATION_OFFER.priceAfterTrial, i18n.language),
    tokens: PLANS.elite.tokensPerMonth, resets: PLANS.elite.resetsPerMonth, scriptHours: SUPPORT.scriptAccessHours,
  };
  return (
    <PublicLayout width="text">
      <h1>{t('qanda.title')}</h1>
      <p className="site-lead">{t('qanda.lead')}</p>
      {Object.entries(GROUPS).map(([group, ids]) => (
        <section key={group} className="site-faq" aria-labelledby={`qanda-${group}`}>
          <h2 id={`qanda-${group}`}>{t(`qanda.groups.${group}`)}</h2>
          {ids.map((id) => (
            <details key={id}>
              <summary>{t(`qanda.${group}.${id}.q`)}</summary>
              <p>{t(`qanda.${group}.${id}.a`, params)}</p>
            </details>
          ))}
        </section>
      ))}
      <p className="site-muted qanda-more">{t('qanda.more')} <Link to="/contact">{t('nav.contact')}</Link></p>
    </PublicLayout>
  );
}
