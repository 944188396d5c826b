import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine, useFormat } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { CATALOGUE, planChange, type BillingInterval } from '../../../product/catalogue';
import { useBilling } from '../api/BillingApiContext';
import type { CatalogueEntry, SubscriptionEntry } from '../../../contracts';
import { billingErrorMessage } from '../model/billingErrors';
import { formatEur } from '../model/money';
import { PaymentWidget, type PurchaseChoice } from '../components/PaymentWidget';
import { useLoad } from '../components/useLoad';
import { BillingScreen, IntervalToggle, LoadFailure, Loading, WizardSteps } from '../components/ui';

const CRYPTO_SKUS = CATALOGUE.filter((p) => p.kind === 'crypto').map((p) => p.sku);

interface CryptoData {
  entries: CatalogueEntry[];
  subscriptions: SubscriptionEntry[];
}

/**
 * /join/crypto-subscription: the Crypto plan with a Monthly/Yearly toggle. A running monthly
 * plan moves to yearly with POST /moveSub (the monthly subscription is cancelled by its id once
 * the yearly one is paid); a yearly one shows 'Already Subscribed to yearly plan'.
 */
const CryptoScreen = observer(function CryptoScreen() {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const { session } = useEngine();
  const { api } = useBilling();
  const [data, reload] = useLoad<CryptoData>('crypto', async () => {
    const [entries, subscriptions] = await Promise.all([api.catalog(CRYPTO_SKUS), api.activeSubscriptions()]);
    return { entries, subscriptions };
  });
  const [interval, setChosenInterval] = useState<BillingInterval | null>(null);
  const [choice, setChoice] = useState<PurchaseChoice | null>(null);
  const canPurchase = hasPermission(session.modules, 'FREE');

  if (choice) {
    return (
      <BillingScreen title={t('crypto.title')} testId="crypto-screen">
        <PaymentWidget choice={choice} onAbort={() => setChoice(null)} />
      </BillingScreen>
    );
  }

  const running = data.status === 'ready' ? data.data.subscriptions.find((s) => s.kind === 'crypto' && s.active && !s.cancelled) ?? null : null;
  const shown: BillingInterval = interval ?? running?.interval ?? 'MONTH';
  const entry = data.status === 'ready' ? data.data.entries.find((e) => e.interval === shown) : undefined;

  let action = null;
  if (entry) {
    const verdict = running ? planChange(running.sku, entry.sku) : 'allowed';
    const choose = (): void => setChoice({
      kind: running ? 'change' : 'subscribe', sku: entry.sku, subId: running?.id, title: entry.name, interval: entry.interval,
      detail: t('crypto.detail'), replaces: running?.description,
    });
    if (running?.sku === entry.sku) action = <button type="button" className="button" disabled>{t('chooser.current')}</button>;
    else if (verdict === 'alreadyYearly') action = <button type="button" className="button" disabled>{t('errors.alreadyYearly')}</button>;
    else if (verdict === 'notAllowed') action = <button type="button" className="button" disabled>{t('chooser.notAllowed')}</button>;
    else action = <button type="button" className="button button--primary" disabled={!canPurchase} onClick={choose}>{t(running ? 'chooser.yearly' : 'chooser.subscribe')}</button>;
  }

  return (
    <BillingScreen title={t('crypto.title')} lead={t('crypto.lead')} testId="crypto-screen">
      <WizardSteps step={1} />
      {data.status === 'loading' && <Loading />}
      {data.status === 'error' && <LoadFailure message={billingErrorMessage(data.error, 'dataLoad')} onRetry={reload} />}
      {data.status === 'ready' && (
        <div className="bl-card bl-crypto">
          <IntervalToggle name="crypto-interval" value={shown} onChange={setChosenInterval} />
          {running && <p className="bl-badge" data-testid="current-plan">{t('crypto.running', { name: running.description })}</p>}
          {entry ? (
            <>
              <p className="bl-plan__price" data-testid="crypto-price">
                {formatEur(entry.priceCents, f)} <span className="muted">{t(shown === 'YEAR' ? 'chooser.perYear' : 'chooser.perMonth')}</span>
              </p>
              <ul className="bl-plan__features">
                <li>{t('crypto.feature1')}</li>
                <li>{t('crypto.feature2')}</li>
              </ul>
              <div className="bl-plan__action">{action}</div>
            </>
          ) : <p className="muted">{t('packs.none')}</p>}
          <p className="muted bl-hint">{t('price.exclVatNote')}</p>
        </div>
      )}
    </BillingScreen>
  );
});

export default CryptoScreen;
