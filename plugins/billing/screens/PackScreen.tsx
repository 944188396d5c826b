import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilling } from '../api/BillingApiContext';
import type { CatalogueEntry } from '../../../contracts';
import { billingErrorMessage } from '../model/billingErrors';
import { PackTable } from '../components/PackTable';
import { PaymentWidget, type PurchaseChoice } from '../components/PaymentWidget';
import { useLoad } from '../components/useLoad';
import { BillingScreen, LoadFailure, Loading, WizardSteps } from '../components/ui';

export interface PackScreenProps {
  /** The catalogue rows asked for; hidden ones (per the server) are left out. */
  skus: readonly string[];
  title: string;
  lead: string;
  caption: string;
  quantityLabel: string;
  /** What the buyer gets, for the order summary. */
  detailOf: (row: CatalogueEntry) => string;
  /** Above the table: the balance, links. */
  intro?: ReactNode;
  /** Instead of the Buy buttons' effect: why the user cannot buy (null: may buy). */
  blocked?: ReactNode;
  testId: string;
}

/**
 * A one-off pack screen (tokens, reset requests) as the purchase wizard: step 1 the table of
 * packs from GET /api/catalog, step 2 the payment widget; Abort returns to step 1.
 */
export function PackScreen({ skus, title, lead, caption, quantityLabel, detailOf, intro, blocked, testId }: PackScreenProps) {
  const { t } = useTranslation('billing');
  const { api } = useBilling();
  const [rows, reload] = useLoad(`catalog|${skus.join(',')}`, () => api.catalog(skus));
  const [choice, setChoice] = useState<PurchaseChoice | null>(null);

  if (choice) {
    return (
      <BillingScreen title={title} testId={testId}>
        <PaymentWidget choice={choice} onAbort={() => setChoice(null)} />
      </BillingScreen>
    );
  }
  return (
    <BillingScreen title={title} lead={lead} testId={testId}>
      <WizardSteps step={1} />
      {intro}
      {blocked}
      {rows.status === 'loading' && <Loading />}
      {rows.status === 'error' && <LoadFailure message={billingErrorMessage(rows.error, 'dataLoad')} onRetry={reload} />}
      {rows.status === 'ready' && (
        <div className="bl-card">
          <PackTable
            caption={caption}
            quantityLabel={quantityLabel}
            rows={rows.data.filter((r) => !r.hide && r.purchasable)}
            disabled={!!blocked}
            onBuy={(row) => setChoice({ kind: 'buy', sku: row.sku, title: row.name, detail: detailOf(row), interval: null })}
          />
          {rows.data.filter((r) => !r.hide).length === 0 && <p className="muted">{t('packs.none')}</p>}
        </div>
      )}
    </BillingScreen>
  );
}
