import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { planChange, productBySku } from '../../../product/catalogue';
import { useBilling } from '../api/BillingApiContext';
import type { CancelledSubscription, SubscriptionEntry } from '../../../contracts';
import { billingErrorMessage } from '../model/billingErrors';
import { formatEur } from '../model/money';
import { chooserTiers, columnOffer, currentPlanOf, subscriptionPageFor, type ChooserTier } from '../model/plans';
import { SUPPORT_PATH } from '../model/routes';
import { PaymentWidget, type PurchaseChoice } from '../components/PaymentWidget';
import { useLoad } from '../components/useLoad';
import { useAccountRefresh } from '../components/useAccountRefresh';
import { ConfirmDialog, Loading, MessageDialog, Notice, useMessage } from '../components/ui';

interface TabData {
  active: SubscriptionEntry[];
  local: SubscriptionEntry[];
}

type Outcome = { kind: 'cancelled'; entry: SubscriptionEntry; result: CancelledSubscription } | { kind: 'failed' };

/** The changes a running subscription allows (the allowed-changes table), as wizard choices. */
function changeOptions(entry: SubscriptionEntry, tiers: readonly ChooserTier[], label: (key: string, params: Record<string, string>) => string): { label: string; choice: PurchaseChoice }[] {
  const product = productBySku(entry.sku);
  if (!product) return [];
  const options: { label: string; choice: PurchaseChoice }[] = [];
  if (product.kind === 'plan') {
    const current = currentPlanOf(product.tier, [entry]);
    for (const tier of tiers) {
      for (const interval of ['MONTH', 'YEAR'] as const) {
        const offer = columnOffer(tier, interval, current);
        if (offer.kind !== 'change') continue;
        const target = productBySku(offer.sku);
        const plan = label(`plans.${tier}`, {});
        const yearly = interval === 'YEAR' && offer.direction !== 'yearly' ? label('change.yearlySuffix', {}) : '';
        options.push({
          label: `${label(`change.${offer.direction}`, { plan })}${yearly}`,
          choice: { kind: 'change', sku: offer.sku, subId: entry.id, title: target?.name ?? offer.sku, interval, replaces: entry.description },
        });
      }
    }
  } else if (product.kind === 'crypto') {
    const yearly = product.interval === 'MONTH' ? `${product.sku}y` : null;
    const target = yearly ? productBySku(yearly) : undefined;
    if (target && planChange(entry.sku, target.sku) === 'allowed') {
      options.push({
        label: label('change.yearly', { plan: target.uiLabel }),
        choice: { kind: 'change', sku: target.sku, subId: entry.id, title: target.name, interval: 'YEAR', replaces: entry.description },
      });
    }
  }
  return options;
}

/** One subscription: name, price, Type, Activation Date, Payment Processor, and its view. */
function SubscriptionCard({ entry, onChange, onCancel, tiers }: {
  entry: SubscriptionEntry;
  onChange: (choice: PurchaseChoice) => void;
  onCancel: (entry: SubscriptionEntry) => void;
  tiers: readonly ChooserTier[];
}) {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const local = entry.type === 'local';
  const ended = !entry.active;
  const options = local || entry.cancelled || ended ? [] : changeOptions(entry, tiers, (key, params) => String(t(key, params)));
  const yearlyPlan = !local && entry.interval === 'YEAR' && (entry.kind === 'plan' || entry.kind === 'crypto');
  return (
    <article className="bl-card bl-sub" data-testid="subscription" data-sku={entry.sku} aria-labelledby={`bl-sub-${entry.id}`}>
      <h3 id={`bl-sub-${entry.id}`} className="bl-section-title">{entry.description}</h3>
      <dl className="bl-facts">
        <dt>{t('subscription.price')}</dt>
        <dd>{formatEur(entry.priceCents, f)} {t(entry.interval === 'YEAR' ? 'chooser.perYear' : 'chooser.perMonth')}</dd>
        <dt>{t('subscription.type')}</dt>
        <dd>{t(entry.interval === 'YEAR' ? 'interval.yearly' : 'interval.monthly')}</dd>
        <dt>{t('subscription.activationDate')}</dt>
        <dd>{f.date(entry.date)}</dd>
        <dt>{t('subscription.processor')}</dt>
        <dd>{t(`processor.${entry.type}`)}</dd>
        <dt>{t(entry.cancelled || ended ? 'subscription.accessUntil' : local ? 'subscription.trialEnds' : 'subscription.renews')}</dt>
        <dd>{f.date(entry.cycleEnd)}</dd>
      </dl>
      {entry.cancelled && <Notice kind="info" testId="subscription-cancelled">{t('subscription.cancelled')}</Notice>}
      {local && !ended && (
        <Notice kind="info" testId="subscription-local">
          <p className="bl-notice__line">{t('subscription.localText', { date: f.date(entry.cycleEnd) })}</p>
          <Link className="button button--primary" to="/join/subscriptions">{t('subscription.subscribe')}</Link>
        </Notice>
      )}
      {local && ended && <p className="muted">{t('subscription.localEnded')}</p>}
      {!local && !entry.cancelled && !ended && (
        <div className="bl-sub__views">
          {yearlyPlan && <button type="button" className="button" disabled>{t('errors.alreadyYearly')}</button>}
          {options.length > 0 && (
            <div className="bl-sub__options" role="group" aria-label={t('subscription.changeLabel')}>
              {options.map((o) => <button key={o.choice.sku} type="button" className="button" onClick={() => onChange(o.choice)}>{o.label}</button>)}
            </div>
          )}
          {entry.kind === 'tickerAddon' && <Link className="button" to={subscriptionPageFor(entry.sku)}>{t('subscription.otherAddons')}</Link>}
          <button type="button" className="button bl-button--danger" onClick={() => onCancel(entry)}>{t('subscription.cancel')}</button>
        </div>
      )}
    </article>
  );
}

/**
 * Settings tab 4, Subscription (document 3 sections 2 and 4): the current plans with name,
 * price, Type, Activation Date and Payment Processor; a cancelled one shows 'Subscription is
 * cancelled', a trial (local) one cannot be cancelled and offers Subscribe, the others offer
 * their allowed changes (choosing one opens the purchase wizard; Abort returns to the list) and
 * Cancel (card: ends now with a pro-rata refund; PayPal: runs to the cycle end).
 */
export const SubscriptionTab = observer(function SubscriptionTab() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const text = useMessage();
  const navigate = useNavigate();
  const { session } = useEngine();
  const { api } = useBilling();
  const refreshAccount = useAccountRefresh();
  const [data, reload] = useLoad<TabData>('subscription-tab', async () => {
    const [active, local] = await Promise.all([api.activeSubscriptions(), api.localSubscriptions()]);
    return { active, local };
  });
  const [choice, setChoice] = useState<PurchaseChoice | null>(null);
  const [confirming, setConfirming] = useState<SubscriptionEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const tiers = chooserTiers(session.modules);

  if (choice) return <PaymentWidget choice={choice} onAbort={() => setChoice(null)} />;

  const cancel = async (entry: SubscriptionEntry): Promise<void> => {
    setConfirming(null);
    setBusy(true);
    try {
      const result = entry.type === 'paypal' ? await api.cancelPaypalSubscription(entry.id) : (await api.cancelSubscriptions([entry.id]))[0];
      if (!result) throw new Error('the cancellation answered nothing');
      setOutcome({ kind: 'cancelled', entry, result });
      await refreshAccount();
      reload();
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') {
    return (
      <Notice kind="error" title={t('errors.loadingError')} testId="billing-load-error">
        <p className="bl-notice__line">{text(billingErrorMessage(data.error, 'subscriptionLoad'))}</p>
        <button type="button" className="button" onClick={reload}>{t('common.retry')}</button>
      </Notice>
    );
  }
  const locals = data.data.local;
  const others = data.data.active.filter((a) => a.type !== 'local');
  const all = [...locals, ...others];
  return (
    <div className="bl-tab" data-testid="tab-subscription">
      {all.length === 0 && (
        <div className="bl-card">
          <p data-testid="no-subscription">{t('subscription.none')}</p>
          <Link className="button button--primary" to="/join/subscriptions">{t('result.toPlans')}</Link>
        </div>
      )}
      {all.map((entry) => <SubscriptionCard key={entry.id} entry={entry} tiers={tiers} onChange={setChoice} onCancel={setConfirming} />)}
      {busy && <p className="muted" role="status">{t('common.pleaseWait')}</p>}
      {confirming && (
        <ConfirmDialog
          title={t('cancel.confirmTitle', { name: confirming.description })}
          onCancel={() => setConfirming(null)}
          actions={(
            <>
              <button type="button" className="button" data-autofocus onClick={() => setConfirming(null)}>{t('cancel.keep')}</button>
              <button type="button" className="button bl-button--danger" onClick={() => void cancel(confirming)}>{t('cancel.confirm')}</button>
            </>
          )}
        >
          <p>{confirming.type === 'paypal' ? t('cancel.paypalText', { date: f.date(confirming.cycleEnd) }) : t('cancel.cardText')}</p>
          <p className="muted">{t('cancel.renewalRule')}</p>
        </ConfirmDialog>
      )}
      {outcome?.kind === 'cancelled' && (
        <MessageDialog
          title={t('cancel.successTitle')}
          message={outcome.result.immediate
            ? `${t('cancel.endedNow', { name: outcome.entry.description })}${outcome.result.refundCents > 0 ? ` ${t('cancel.refund', { amount: formatEur(outcome.result.refundCents, f) })}` : ''}`
            : t('cancel.endsAt', { name: outcome.entry.description, date: f.date(outcome.result.endsAt) })}
          onClose={() => setOutcome(null)}
        />
      )}
      {outcome?.kind === 'failed' && (
        <MessageDialog
          title={t('errors.cancelTitle')}
          message={t('errors.cancelText')}
          onClose={() => setOutcome(null)}
          extra={<button type="button" className="button" onClick={() => navigate(SUPPORT_PATH)}>{t('common.contactSupport')}</button>}
        />
      )}
    </div>
  );
});
