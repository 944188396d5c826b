import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine, useFormat } from '../../../engine/ui';
import type { BillingInterval } from '../../../product/catalogue';
import { useBilling } from '../api/BillingApiContext';
import type { CheckoutAnswer, PaymentProcessor, PriceQuote } from '../../../contracts';
import { billingErrorMessage, type BillingMessage } from '../model/billingErrors';
import { formatEur } from '../model/money';
import { isAddressComplete, keptVatIdOf } from '../model/address';
import { useQuote } from './useQuote';
import { QuoteFields } from './QuoteFields';
import { fieldRefusal, type QuoteField } from '../model/checkoutFields';
import { AddressPrompt, Notice, WizardSteps, useMessage } from './ui';

export type PurchaseKind = 'buy' | 'subscribe' | 'change' | 'trial';

/** What step 1 of a purchase chose. */
export interface PurchaseChoice {
  kind: PurchaseKind;
  /** The exact SKU (020y, 001 ...). */
  sku: string;
  /** For a plan change: the running subscription that ends once the new one is paid. */
  subId?: string;
  /** Its name as the screens show it. */
  title: string;
  /** What it brings (tickers, tokens ...). */
  detail?: string;
  /** A subscription's renewal interval; null for one-off purchases. */
  interval: BillingInterval | null;
  /** The trial's days before the first renewal. */
  trialDays?: number | null;
  /** The name of the subscription a change replaces. */
  replaces?: string;
}

/** The card states of document 3 section 4 ("Card payment"). */
export type PayPhase = 'idle' | 'processing' | 'succeeded' | 'failed';

/** Net, VAT and total (document 3 section 2: the price excl. VAT and the VAT-inclusive total). */
export function PriceBreakdown({ quote, interval, trialDays }: { quote: PriceQuote; interval: BillingInterval | null; trialDays?: number | null }) {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const eur = (c: number): string => formatEur(c, f);
  return (
    <dl className="bl-price" data-testid="price-breakdown">
      <dt>{t('price.net')}</dt>
      <dd data-testid="price-net">{eur(quote.netCents)}</dd>
      {quote.discountCents > 0 && (
        <>
          <dt>{quote.coupon ? t('price.discountCoupon', { code: quote.coupon }) : t('price.discount')}</dt>
          <dd>-{eur(quote.discountCents)}</dd>
        </>
      )}
      <dt>{quote.vatApplied ? t('price.vat', { rate: quote.vatRate, country: quote.vatCountry ?? '' }) : t(quote.reverseCharge ? 'price.reverseCharge' : 'price.noVat')}</dt>
      <dd data-testid="price-vat">{eur(quote.vatCents)}</dd>
      <dt className="bl-price__total">{t('price.total')}</dt>
      <dd className="bl-price__total" data-testid="price-total">{eur(quote.totalCents)}</dd>
      {quote.renewal && interval && (
        <dd className="bl-price__then muted">
          {t(trialDays ? 'price.afterTrial' : interval === 'YEAR' ? 'price.thenYearly' : 'price.thenMonthly', {
            amount: eur(quote.renewal.totalCents), days: trialDays ?? 0,
          })}
        </dd>
      )}
      {quote.reverseCharge && <dd className="bl-price__note muted" data-testid="reverse-charge-note">{t('price.reverseChargeNote', { vatId: quote.vatId ?? '' })}</dd>}
    </dl>
  );
}

const ZERO_QUOTE: PriceQuote = {
  sku: '', currency: 'EUR', netCents: 0, discountCents: 0, vatRateBp: 0, vatCents: 0, totalCents: 0,
  net: '0.00', discount: '0.00', vat: '0.00', total: '0.00', vatRate: '0', vatApplied: false, vatCountry: null, country: '', coupon: null, vatId: null, reverseCharge: false, renewal: null,
};

/**
 * Step 2 of the purchase wizard: the price from GET /api/price (net, VAT, total; a business
 * buyer's VAT id and a coupon change it, issue 29), the payment
 * method (card through the provider's hosted page, or PayPal), Pay and Abort. Pay is disabled
 * while no method is chosen, while the price is missing, while the checkout starts and after it
 * started; the browser then goes to the provider's page (`nextStepURL`).
 */
export const PaymentWidget = observer(function PaymentWidget({ choice, onAbort }: { choice: PurchaseChoice; onAbort: () => void }) {
  const { t } = useTranslation('billing');
  const f = useFormat();
  const text = useMessage();
  const { session } = useEngine();
  const { api, redirect } = useBilling();
  const { quote, applied, apply } = useQuote(api, choice.sku);
  const [dirty, setDirty] = useState<ReadonlySet<QuoteField>>(new Set());
  const markDirty = (field: QuoteField, on: boolean): void => setDirty((d) => {
    const next = new Set(d);
    if (on) next.add(field); else next.delete(field);
    return next;
  });
  // The Elite trial takes neither (the server refuses a coupon for it).
  const withFields = choice.kind !== 'trial';
  const keptVatId = keptVatIdOf(session.user);
  const [processor, setProcessor] = useState<PaymentProcessor | null>(null);
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [failure, setFailure] = useState<BillingMessage | null>(null);

  const shown = quote.status === 'ready' ? quote.data : ZERO_QUOTE;
  const busy = phase === 'processing' || phase === 'succeeded';
  const canPay = quote.status === 'ready' && processor !== null && !busy && dirty.size === 0;

  const start = (p: PaymentProcessor): Promise<CheckoutAnswer> => {
    // What the quote was asked with: a typed VAT id is kept in the address by the server.
    const extra = { ...(applied.coupon ? { coupon: applied.coupon } : {}), ...(applied.vatId !== undefined ? { vatId: applied.vatId } : {}) };
    switch (choice.kind) {
      case 'buy': return api.buy({ sku: choice.sku, paymentProcessor: p, ...extra });
      case 'subscribe': return api.subscribe({ sku: choice.sku, paymentProcessor: p, ...extra });
      case 'change': return api.moveSub({ sku: choice.sku, subId: choice.subId ?? '', paymentProcessor: p, ...extra });
      case 'trial': return api.eliteTrial(p);
    }
  };

  const pay = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!canPay || !processor) return;
    setPhase('processing');
    setFailure(null);
    try {
      const answer = await start(processor);
      setPhase('succeeded');
      redirect(answer.nextStepURL);
    } catch (err) {
      setPhase('failed');
      setFailure(fieldRefusal(err)?.message ?? billingErrorMessage(err, 'checkout'));
    }
  };

  return (
    <div className="bl-wizard" data-testid="payment-widget">
      <WizardSteps step={2} />
      <form className="bl-card bl-pay" onSubmit={(e) => void pay(e)} aria-labelledby="bl-pay-title">
        <h2 id="bl-pay-title" className="bl-section-title">{t('wizard.orderTitle')}</h2>
        <p className="bl-pay__item" data-testid="order-item"><strong>{choice.title}</strong>{choice.detail ? ` · ${choice.detail}` : ''}</p>
        {choice.replaces && <p className="muted bl-hint">{t('wizard.replaces', { name: choice.replaces })}</p>}
        <PriceBreakdown quote={shown} interval={choice.interval} trialDays={choice.trialDays} />
        {quote.status === 'loading' && <p className="muted bl-hint" role="status">{t('price.loading')}</p>}
        {quote.status === 'error' && <Notice kind="error">{text(billingErrorMessage(quote.error, 'price'))}</Notice>}
        {withFields && <QuoteFields keptVatId={keptVatId} applied={applied} disabled={busy || quote.status !== 'ready'} onApply={apply} onDirty={markDirty} />}
        {dirty.size > 0 && <p className="muted bl-hint" data-testid="quote-unapplied">{t('checkoutFields.unapplied')}</p>}
        {!isAddressComplete(session.user) && <AddressPrompt />}
        <fieldset className="bl-methods" disabled={busy}>
          <legend className="bl-subtitle">{t('wizard.method')}</legend>
          {(['card', 'paypal'] as const).map((p) => (
            <label key={p} className={`bl-method${processor === p ? ' bl-method--on' : ''}`}>
              <input type="radio" name="paymentProcessor" value={p} checked={processor === p} onChange={() => setProcessor(p)} />
              <span>
                <span className="bl-method__name">{t(`processor.${p}`)}</span>
                <span className="muted bl-method__note">{t(`wizard.${p}Note`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {phase === 'processing' && <p className="muted" role="status">{t('wizard.processing')}</p>}
        {phase === 'succeeded' && <Notice kind="success">{t('wizard.redirecting')}</Notice>}
        {failure && <Notice kind="error" testId="pay-error">{text(failure)}</Notice>}
        <div className="bl-actions">
          <button type="button" className="button" onClick={onAbort} disabled={busy}>{t('wizard.abort')}</button>
          <button type="submit" className="button button--primary" disabled={!canPay}>
            {t('wizard.pay', { amount: formatEur(shown.totalCents, f) })}
          </button>
        </div>
      </form>
    </div>
  );
});
