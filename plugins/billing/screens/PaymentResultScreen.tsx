import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paymentOutcomeOf } from '../model/paymentResult';
import { useOrderPoll } from '../components/useOrderPoll';
import { useAccountRefresh } from '../components/useAccountRefresh';
import { BillingScreen, Notice } from '../components/ui';
import { settingsTabPath, SUBSCRIPTION_TAB, PAYMENT_TAB } from '../model/routes';

type Shown = { kind: 'success'; invoiceId: string | null } | { kind: 'processing' } | { kind: 'failed'; message: string } | { kind: 'cancelled' } | { kind: 'unknown' };

/**
 * /payment-result: where a checkout ends (docs/api.md, "Checkout answers"). Success says the
 * order is processed within minutes; processing asks GET /api/orders/{id} until the webhook has
 * arrived; a failure shows 'Payment failed {message}'; a cancellation says nothing was charged.
 * The payment-feedback overlay of the shell sits on top when the address asks for it.
 */
export default function PaymentResultScreen() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const outcome = paymentOutcomeOf(params);
  const poll = useOrderPoll(outcome.status === 'processing' ? outcome.orderId : null);
  const refreshAccount = useAccountRefresh();

  let shown: Shown;
  if (outcome.status === 'processing') {
    if (poll.state === 'done') {
      const o = poll.order;
      if (o.status === 'paid' || o.status === 'partially_refunded' || o.status === 'refunded') shown = { kind: 'success', invoiceId: o.invoiceId };
      else if (o.status === 'cancelled') shown = { kind: 'cancelled' };
      else shown = { kind: 'failed', message: o.failureMessage ?? '' };
    } else {
      shown = { kind: 'processing' };
    }
  } else if (outcome.status === 'success') {
    shown = { kind: 'success', invoiceId: outcome.invoiceId };
  } else if (outcome.status === 'failed') {
    shown = { kind: 'failed', message: outcome.message };
  } else {
    shown = outcome.status === 'cancelled' ? { kind: 'cancelled' } : { kind: 'unknown' };
  }

  // Once paid, the balances and modules are loaded again (the header follows at once).
  const refreshed = useRef(false);
  useEffect(() => {
    if (shown.kind !== 'success' || refreshed.current) return;
    refreshed.current = true;
    void refreshAccount();
  }, [shown.kind, refreshAccount]);

  return (
    <BillingScreen title={t('result.title')} testId="payment-result">
      {shown.kind === 'success' && (
        <Notice kind="success" testId="payment-success" title={t('result.successTitle')}>
          <p className="bl-notice__line">{t('result.successText')}</p>
          {shown.invoiceId && <p className="bl-notice__line">{t('result.invoice', { id: shown.invoiceId })}</p>}
        </Notice>
      )}
      {shown.kind === 'processing' && (
        <Notice kind="info" testId="payment-processing" title={t('result.processingTitle')}>
          <p className="bl-notice__line">{poll.state === 'timeout' ? t('result.processingLate') : t('result.processingText')}</p>
        </Notice>
      )}
      {shown.kind === 'failed' && (
        <Notice kind="error" testId="payment-failed">
          <p className="bl-notice__line">{t('errors.paymentFailed', { message: shown.message })}</p>
        </Notice>
      )}
      {shown.kind === 'cancelled' && <Notice kind="info" testId="payment-cancelled">{t('result.cancelledText')}</Notice>}
      {shown.kind === 'unknown' && <Notice kind="info">{t('result.unknownText')}</Notice>}
      <p className="bl-actions bl-actions--start">
        <Link className="button" to="/join/subscriptions">{t('result.toPlans')}</Link>
        <Link className="button" to="/join/tokens">{t('result.toTokens')}</Link>
        <Link className="button" to={settingsTabPath(SUBSCRIPTION_TAB)}>{t('result.toSubscription')}</Link>
        <Link className="button" to={settingsTabPath(PAYMENT_TAB)}>{t('result.toPayments')}</Link>
      </p>
    </BillingScreen>
  );
}
