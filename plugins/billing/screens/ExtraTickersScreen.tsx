import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useEngine, useFormat } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { ADDON_BASE_TIERS, type BillingInterval } from '../../../product/catalogue';
import { useBilling } from '../api/BillingApiContext';
import type { CatalogueEntry, SessionUser, SubscriptionEntry } from '../../../contracts';
import { billingErrorMessage } from '../model/billingErrors';
import { SUPPORT_PATH } from '../model/routes';
import { PackTable } from '../components/PackTable';
import { PaymentWidget, type PurchaseChoice } from '../components/PaymentWidget';
import { useLoad } from '../components/useLoad';
import { useAccountRefresh } from '../components/useAccountRefresh';
import { BillingScreen, ConfirmDialog, IntervalToggle, LoadFailure, Loading, MessageDialog, Notice, WizardSteps } from '../components/ui';

interface AddonData {
  addons: CatalogueEntry[];
  subscriptions: SubscriptionEntry[];
}

type Dialog =
  | { kind: 'confirm'; choice: PurchaseChoice; running: SubscriptionEntry[] }
  | { kind: 'cancelling' }
  | { kind: 'cancelled'; choice: PurchaseChoice }
  | { kind: 'cancelFailed' };

/**
 * /join/extra-tickers: the extra-ticker packs (document 3 sections 2, 4 and 6) with a
 * Monthly/Yearly toggle, for Premium and Elite subscribers ('add-ons require a base Premium or
 * Elite subscription'). With add-on subscriptions running, choosing a pack first asks whether to
 * proceed without cancelling them or to cancel them and proceed.
 */
const ExtraTickersScreen = observer(function ExtraTickersScreen() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const navigate = useNavigate();
  const { session } = useEngine();
  const refreshAccount = useAccountRefresh();
  const { api } = useBilling();
  const [data, reload] = useLoad<AddonData>('addons', async () => {
    const [addons, subscriptions] = await Promise.all([api.tickerAddons(), api.activeSubscriptions()]);
    return { addons, subscriptions };
  });
  const [interval, setChosenInterval] = useState<BillingInterval>('MONTH');
  const [choice, setChoice] = useState<PurchaseChoice | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const user = session.user as SessionUser | null;
  const plan = typeof user?.plan === 'string' ? user.plan : 'demo';
  const hasBase = (ADDON_BASE_TIERS as readonly string[]).includes(plan);
  const canPurchase = hasPermission(session.modules, 'FREE');

  if (choice) {
    return (
      <BillingScreen title={t('addons.title')} testId="addons-screen">
        <PaymentWidget choice={choice} onAbort={() => setChoice(null)} />
      </BillingScreen>
    );
  }

  const select = (row: CatalogueEntry): void => {
    if (data.status !== 'ready') return;
    const next: PurchaseChoice = {
      kind: 'subscribe', sku: row.sku, title: row.name, interval: row.interval, detail: t('addons.detail', { n: f.count(row.quantity) }),
    };
    const running = data.data.subscriptions.filter((s) => s.kind === 'tickerAddon' && s.active && !s.cancelled);
    if (running.length) setDialog({ kind: 'confirm', choice: next, running });
    else setChoice(next);
  };

  const cancelAndProceed = async (next: PurchaseChoice, running: SubscriptionEntry[]): Promise<void> => {
    setDialog({ kind: 'cancelling' });
    try {
      const paypal = running.filter((s) => s.type === 'paypal');
      const others = running.filter((s) => s.type !== 'paypal');
      if (others.length) await api.cancelSubscriptions(others.map((s) => s.id));
      for (const s of paypal) await api.cancelPaypalSubscription(s.id);
      setDialog({ kind: 'cancelled', choice: next });
      void refreshAccount();
      reload();
    } catch {
      setDialog({ kind: 'cancelFailed' });
    }
  };

  const rows = data.status === 'ready' ? data.data.addons.filter((r) => !r.hide && r.interval === interval) : [];
  return (
    <BillingScreen title={t('addons.title')} lead={t('addons.lead')} testId="addons-screen">
      <WizardSteps step={1} />
      {!hasBase && (
        <Notice kind="warning" testId="addon-needs-base">
          <p className="bl-notice__line">{t('errors.addonNeedsBase')}</p>
          <Link className="button" to="/join/subscriptions">{t('addons.toPlans')}</Link>
        </Notice>
      )}
      {data.status === 'loading' && <Loading />}
      {data.status === 'error' && <LoadFailure message={billingErrorMessage(data.error, 'dataLoad')} onRetry={reload} />}
      {data.status === 'ready' && (
        <div className="bl-card">
          <IntervalToggle name="addon-interval" value={interval} onChange={setChosenInterval} />
          <PackTable
            caption={t('addons.caption')}
            quantityLabel={t('addons.quantity')}
            rows={rows}
            disabled={!hasBase || !canPurchase}
            priceSuffix={t(interval === 'YEAR' ? 'chooser.perYear' : 'chooser.perMonth')}
            onBuy={select}
          />
        </div>
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          title={t('addons.confirmTitle')}
          onCancel={() => setDialog(null)}
          actions={(
            <>
              <button type="button" className="button" onClick={() => setDialog(null)}>{t('common.back')}</button>
              <button type="button" className="button" onClick={() => void cancelAndProceed(dialog.choice, dialog.running)}>{t('addons.cancelAndProceed')}</button>
              <button type="button" className="button button--primary" data-autofocus onClick={() => { setDialog(null); setChoice(dialog.choice); }}>
                {t('addons.proceedWithout')}
              </button>
            </>
          )}
        >
          <p>{t('addons.confirmText')}</p>
          <ul>{dialog.running.map((s) => <li key={s.id}>{s.description}</li>)}</ul>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'cancelling' && <Notice kind="info">{t('common.pleaseWait')}</Notice>}
      {dialog?.kind === 'cancelled' && (
        <MessageDialog
          title={t('cancel.successTitle')}
          message={t('addons.cancelledText')}
          onClose={() => { setDialog(null); setChoice(dialog.choice); }}
        />
      )}
      {dialog?.kind === 'cancelFailed' && (
        <MessageDialog
          title={t('errors.cancelTitle')}
          message={t('errors.cancelText')}
          onClose={() => setDialog(null)}
          extra={<button type="button" className="button" onClick={() => navigate(SUPPORT_PATH)}>{t('common.contactSupport')}</button>}
        />
      )}
    </BillingScreen>
  );
});

export default ExtraTickersScreen;
