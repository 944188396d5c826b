import { useTranslation } from 'react-i18next';
import { DEFAULT_TICKERS } from '../../../product/accountRules';
import { PLANS } from '../../../product/plans';
import { REGISTRATION_OFFER } from '../../../product/registrationOffer';
import { formatAmount } from '../public/formatAmount';
import { freeTickerList } from '../public/freeTickerList';
import { PlanCard } from './PlanCard';
import type { StepProps } from './stepProps';

/** Step 3 (Plan): the Free card and the Elite trial card, preselected and recommended (document 1 section 2.5). */
export function PlanStep({ values, onEdit }: Pick<StepProps, 'values' | 'onEdit'>) {
  const { t, i18n } = useTranslation('account');
  const amount = (n: number): string => formatAmount(n, i18n.language);
  const offer = REGISTRATION_OFFER;
  const elite = PLANS.elite;
  return (
    <fieldset className="plan-step">
      <legend className="visually-hidden">{t('register.steps.plan')}</legend>
      <div className="plan-step__cards">
        <PlanCard
          name="plan" value="free" selected={values.plan === 'free'} onSelect={() => onEdit('plan', 'free')}
          title={t('register.plan.free.name')}
          price={t('register.plan.price', { amount: amount(offer.freePrice) })}
          priceNote={t('register.plan.free.note')}
          features={[
            t('register.plan.free.portfolio'),
            t('register.plan.free.tickers', { n: DEFAULT_TICKERS.length, list: freeTickerList() }),
            t('register.plan.free.custom', { n: PLANS.demo.tickersPerMonth }),
          ]}
        />
        <PlanCard
          name="plan" value="elite" selected={values.plan === 'elite'} onSelect={() => onEdit('plan', 'elite')} highlighted
          title={t('register.plan.elite.name')}
          badge={<span className="site-badge site-badge--elite">{t('register.plan.recommended')}</span>}
          price={t('register.plan.elite.trialPrice', { amount: amount(offer.trialPrice), months: offer.trialMonths })}
          priceNote={t('register.plan.elite.then', { amount: amount(offer.priceAfterTrial) })}
          features={[
            t('register.plan.elite.tickers', { n: elite.tickersPerMonth }),
            t('register.plan.elite.tokens', { n: elite.tokensPerMonth }),
            t('register.plan.elite.realtime'),
            t('register.plan.elite.research'),
            t('register.plan.elite.scripts'),
            t('register.plan.elite.newCustomers'),
          ]}
        />
      </div>
      <p className="site-small site-muted plan-step__proof">{t('register.plan.proof', { amount: amount(offer.claimedTraders) })}</p>
    </fieldset>
  );
}
