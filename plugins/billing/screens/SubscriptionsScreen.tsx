import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { PLANS } from '../../../product/plans';
import { TRIAL_SKU, productBySku, type BillingInterval } from '../../../product/catalogue';
import { useBilling } from '../api/BillingApiContext';
import type { CatalogueEntry, SessionUser, SubscriptionEntry } from '../../../contracts';
import { billingErrorMessage } from '../model/billingErrors';
import { formatEur } from '../model/money';
import { chooserTiers, columnOffer, currentPlanOf, planSku, type ChooserTier, type ColumnOffer, type CurrentPlan } from '../model/plans';
import { ELITE_TRIAL_PATH, settingsTabPath, SUBSCRIPTION_TAB } from '../model/routes';
import { PaymentWidget, type PurchaseChoice } from '../components/PaymentWidget';
import { useLoad } from '../components/useLoad';
import { BillingScreen, IntervalToggle, LoadFailure, Loading, Notice, WizardSteps } from '../components/ui';

interface ChooserData {
  catalogue: CatalogueEntry[];
  subscriptions: SubscriptionEntry[];
}

/** One column of the chooser: the plan, its price for the interval, what it holds, what the user can do. */
function PlanColumn({ tier, interval, entry, offer, current, onChoose, canPurchase }: {
  tier: ChooserTier;
  interval: BillingInterval;
  entry: CatalogueEntry | undefined;
  offer: ColumnOffer;
  current: CurrentPlan;
  onChoose: (choice: PurchaseChoice) => void;
  canPurchase: boolean;
}) {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const rules = PLANS[tier];
  const isCurrent = current.tier === tier;
  const name = t(`plans.${tier}`);
  const choose = (kind: 'subscribe' | 'change', sku: string, subId?: string): void => {
    const product = productBySku(sku);
    onChoose({
      kind, sku, subId, title: product?.name ?? name, interval, detail: t('plans.tickers', { n: f.count(rules.tickersPerMonth) }),
      replaces: kind === 'change' && current.subscription ? current.subscription.description : undefined,
    });
  };
  let action;
  switch (offer.kind) {
    case 'current':
      action = <button type="button" className="button" disabled>{t('chooser.current')}</button>;
      break;
    case 'free':
      action = <Link className="button" to={settingsTabPath(SUBSCRIPTION_TAB)}>{t('chooser.toFree')}</Link>;
      break;
    case 'subscribe':
      action = <button type="button" className="button button--primary" disabled={!canPurchase} onClick={() => choose('subscribe', offer.sku)}>{t('chooser.subscribe')}</button>;
      break;
    case 'change':
      action = (
        <button type="button" className="button button--primary" disabled={!canPurchase} onClick={() => choose('change', offer.sku, offer.subId)}>
          {t(`chooser.${offer.direction}`)}
        </button>
      );
      break;
    case 'alreadyYearly':
      action = <button type="button" className="button" disabled>{t('errors.alreadyYearly')}</button>;
      break;
    case 'notAllowed':
      action = <button type="button" className="button" disabled title={t('chooser.notAllowedHint')}>{t('chooser.notAllowed')}</button>;
      break;
  }
  return (
    <article className={`bl-plan${isCurrent ? ' bl-plan--current' : ''}`} data-testid={`plan-${tier}`} aria-labelledby={`bl-plan-${tier}`}>
      <h2 id={`bl-plan-${tier}`} className="bl-plan__name">{name}</h2>
      {isCurrent && <p className="bl-badge" data-testid="current-plan">{t('chooser.currentBadge')}</p>}
      <p className="bl-plan__price">
        {tier === 'demo' || !entry ? formatEur(0, f) : formatEur(entry.priceCents, f)}
        <span className="muted"> {tier === 'demo' ? t('chooser.free') : t(interval === 'YEAR' ? 'chooser.perYear' : 'chooser.perMonth')}</span>
      </p>
      {entry?.listPriceCents != null && entry.listPriceCents > entry.priceCents && (
        <p className="muted bl-plan__list"><s>{formatEur(entry.listPriceCents, f)}</s> {t('chooser.save', { amount: formatEur(entry.listPriceCents - entry.priceCents, f) })}</p>
      )}
      <ul className="bl-plan__features">
        <li>{t('plans.tickers', { n: f.count(rules.tickersPerMonth) })}</li>
        {rules.tokensPerMonth > 0 && <li>{t('plans.tokens', { n: f.count(rules.tokensPerMonth) })}</li>}
        {rules.resetsPerMonth > 0 && <li>{t('plans.resets', { n: f.count(rules.resetsPerMonth) })}</li>}
        <li>{t(`plans.features.${tier}`)}</li>
      </ul>
      <div className="bl-plan__action">{action}</div>
    </article>
  );
}

/**
 * /join/subscriptions: the plan chooser (Demo, Premium, Elite; Elite+ and Professional with
 * OrderElitePlus / OrderProfessional), monthly or yearly, the current plan marked, each column
 * offering what the allowed-changes table permits; choosing opens the payment widget.
 */
const SubscriptionsScreen = observer(function SubscriptionsScreen() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const { session } = useEngine();
  const { api } = useBilling();
  const modules = session.modules;
  const tiers = chooserTiers(modules);
  const skus = tiers.flatMap((tier) => [planSku(tier, 'MONTH'), planSku(tier, 'YEAR')]).filter((s): s is string => !!s);
  const [data, reload] = useLoad<ChooserData>(`chooser|${skus.join(',')}`, async () => {
    const [catalogue, subscriptions] = await Promise.all([api.catalog(skus), api.activeSubscriptions()]);
    return { catalogue, subscriptions };
  });
  const [interval, setChosenInterval] = useState<BillingInterval | null>(null);
  const [choice, setChoice] = useState<PurchaseChoice | null>(null);
  const canPurchase = hasPermission(modules, 'FREE');
  const trial = productBySku(TRIAL_SKU);

  if (choice) {
    return (
      <BillingScreen title={t('chooser.title')} testId="subscriptions-screen">
        <PaymentWidget choice={choice} onAbort={() => setChoice(null)} />
      </BillingScreen>
    );
  }

  const current = data.status === 'ready' ? currentPlanOf((session.user as SessionUser | null)?.plan, data.data.subscriptions) : null;
  const shownInterval: BillingInterval = interval ?? current?.interval ?? 'MONTH';
  return (
    <BillingScreen title={t('chooser.title')} lead={t('chooser.lead')} testId="subscriptions-screen">
      <WizardSteps step={1} />
      {!canPurchase && <Notice kind="warning">{t('errors.permissionMissing')}</Notice>}
      {data.status === 'loading' && <Loading />}
      {data.status === 'error' && <LoadFailure message={billingErrorMessage(data.error, 'chooserLoad')} onRetry={reload} />}
      {data.status === 'ready' && current && (
        <>
          <div className="bl-chooser__bar">
            <IntervalToggle name="plan-interval" value={shownInterval} onChange={setChosenInterval} />
            {current.subscription && (
              <p className="muted bl-hint" data-testid="running-plan">
                {t('chooser.running', { name: current.subscription.description })}{' '}
                <Link to={settingsTabPath(SUBSCRIPTION_TAB)}>{t('chooser.manage')}</Link>
              </p>
            )}
          </div>
          <div className="bl-plans">
            {tiers.map((tier) => {
              const sku = planSku(tier, shownInterval);
              return (
                <PlanColumn
                  key={tier}
                  tier={tier}
                  interval={shownInterval}
                  entry={data.data.catalogue.find((e) => e.sku === sku)}
                  offer={columnOffer(tier, shownInterval, current)}
                  current={current}
                  onChoose={setChoice}
                  canPurchase={canPurchase}
                />
              );
            })}
          </div>
          <p className="muted bl-hint">{t('price.exclVatNote')} {t('chooser.changeRule')}</p>
          {current.tier === 'demo' && !current.subscription && trial && (
            <Notice kind="info" testId="trial-offer">
              <p className="bl-notice__line">
                {t('trial.offer', { amount: formatEur(trial.priceCents, f), days: trial.trialDays ?? 0, after: formatEur(trial.renewalPriceCents, f) })}
              </p>
              <Link className="button" to={ELITE_TRIAL_PATH}>{t('trial.start')}</Link>
            </Notice>
          )}
        </>
      )}
    </BillingScreen>
  );
});

export default SubscriptionsScreen;
