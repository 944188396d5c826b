import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../../engine/ui';
import { PLANS } from '../../../product/plans';
import { TRIAL_SKU, productBySku } from '../../../product/catalogue';
import { PaymentWidget, type PurchaseChoice } from '../components/PaymentWidget';
import { BillingScreen } from '../components/ui';

/**
 * /join/elite-trial: the Elite trial (EUR 1 for 30 days, then Elite monthly) for a signed-in
 * user who never had a plan, from the plan chooser: the payment widget for POST /api/eliteTrial
 * (new customers only; others see 'The Elite trial is for new customers only.'). The outcome
 * pages are /demo-offer-success, /demo-offer-error and /card-offer-already-used. New visitors
 * start the trial from the registration wizard instead.
 */
export default function EliteTrialScreen() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const navigate = useNavigate();
  const trial = productBySku(TRIAL_SKU);
  const choice: PurchaseChoice = {
    kind: 'trial', sku: TRIAL_SKU, title: trial?.name ?? TRIAL_SKU, interval: trial?.interval ?? 'MONTH', trialDays: trial?.trialDays ?? null,
    detail: t('plans.tickers', { n: f.count(PLANS.elite.tickersPerMonth) }),
  };
  return (
    <BillingScreen title={t('trial.title')} lead={t('trial.lead', { days: trial?.trialDays ?? 0 })} testId="elite-trial-screen">
      <PaymentWidget choice={choice} onAbort={() => navigate('/join/subscriptions')} />
    </BillingScreen>
  );
}
