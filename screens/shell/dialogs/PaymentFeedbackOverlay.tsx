import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEngine, Modal } from '../../../engine/ui';
import { setBalances } from '../../../plugins/billing';
import type { OrderStatus, SessionUser, UserBalance } from '../../../contracts';

/** GET /api/orders/{id}, the fields the overlay reads. */
type OrderAnswer = Pick<OrderStatus, 'status' | 'invoiceId' | 'failureMessage'>;

/** A processing order is asked for every 2 s, for at most 5 minutes (the webhook is due within minutes). */
const POLL_MS = 2000;
const POLL_MAX_MS = 5 * 60 * 1000;
const PAID = ['paid', 'partially_refunded', 'refunded'];

/**
 * The payment-feedback overlay (document 1 section 2.7, document 3 section 2): active when the
 * address carries paymentFeedback and status (plus invoiceId), as the server's checkout return
 * sends it (docs/api.md, "Checkout answers"). With status=processing the invoiceId is the order's
 * id, and the overlay asks GET /api/orders/{id} until the provider's webhook has arrived. Once
 * paid, the balances and modules are loaded again so that the header follows at once. Close
 * logs out, so that the next sign-in loads the new plan everywhere.
 */
export function PaymentFeedbackOverlay() {
  const { t } = useTranslation('shell');
  // The billing texts load with the billing screens; the shell does not wait for them.
  const { t: tb } = useTranslation('billing', { useSuspense: false });
  const { controller, data, session } = useEngine();
  const [params] = useSearchParams();
  const feedback = params.get('paymentFeedback');
  const status = params.get('status');
  const idParam = params.get('invoiceId') ?? params.get('session_id');
  const pollId = feedback && status === 'processing' ? idParam : null;
  const [order, setOrder] = useState<{ id: string; answer: OrderAnswer | 'late' } | null>(null);
  const polled = order && order.id === pollId ? order.answer : null;

  useEffect(() => {
    if (!pollId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async (): Promise<void> => {
      try {
        const answer = await data.request<OrderAnswer>(`/orders/${encodeURIComponent(pollId)}`);
        if (!live) return;
        if (answer.status !== 'pending') {
          setOrder({ id: pollId, answer });
          return;
        }
      } catch {
        // Asked again; a lasting failure ends as "late".
      }
      if (!live) return;
      if (Date.now() - started >= POLL_MAX_MS) setOrder({ id: pollId, answer: 'late' });
      else timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [data, pollId]);

  const paid = status === 'success' || (polled !== null && polled !== 'late' && PAID.includes(polled.status));
  useEffect(() => {
    if (!feedback || !paid) return;
    let live = true;
    void Promise.allSettled([data.request<SessionUser>('/userData'), data.request<UserBalance>('/userBalance')]).then(([user, balance]) => {
      if (!live || session.status !== 'LOGGED_IN') return;
      if (user.status === 'fulfilled') session.setUser(user.value);
      if (balance.status === 'fulfilled') setBalances(session, balance.value);
    });
    return () => {
      live = false;
    };
  }, [data, session, feedback, paid]);

  if (!feedback || !status) return null;
  const failed = polled !== null && polled !== 'late' && !PAID.includes(polled.status);
  const invoiceId = polled && polled !== 'late' && polled.invoiceId ? polled.invoiceId : idParam;
  return (
    <Modal
      title={failed ? tb('feedback.failedTitle') : t('payment.title')}
      size="medium"
      actions={<button type="button" className="button button--primary" data-autofocus onClick={() => void controller.logout({ ended: 'user' })}>{t('payment.close')}</button>}
    >
      {failed ? (
        <p data-testid="payment-feedback-failed">{tb('errors.paymentFailed', { message: polled.failureMessage ?? '' })}</p>
      ) : (
        <>
          <p>{t('payment.approved')}</p>
          <p>{t('payment.changes')}</p>
          {status === 'processing' && !paid && (
            <p className="muted" role="status">{polled === 'late' ? tb('result.processingLate') : tb('feedback.waiting')}</p>
          )}
          {status === 'processing' && paid && <p role="status">{tb('feedback.confirmed')}</p>}
        </>
      )}
      {invoiceId && !failed && <p className="muted">{t('payment.invoice', { id: invoiceId })}</p>}
    </Modal>
  );
}
