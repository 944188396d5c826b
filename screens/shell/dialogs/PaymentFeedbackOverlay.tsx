import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEngine } from '../../../engine/ui/EngineContext';
import { Modal } from '../../../engine/ui/Modal';

/**
 * The payment-feedback overlay (document 1 section 2.7, document 3 section 2): active when the
 * address carries paymentFeedback and status (plus invoiceId). Close logs out, so that the next
 * sign-in loads the new plan.
 */
export function PaymentFeedbackOverlay() {
  const { t } = useTranslation('shell');
  const { controller } = useEngine();
  const [params] = useSearchParams();
  const feedback = params.get('paymentFeedback');
  const status = params.get('status');
  if (!feedback || !status) return null;
  const invoiceId = params.get('invoiceId') ?? params.get('session_id');
  return (
    <Modal
      title={t('payment.title')}
      size="medium"
      actions={<button type="button" className="button button--primary" data-autofocus onClick={() => void controller.logout({ ended: 'user' })}>{t('payment.close')}</button>}
    >
      <p>{t('payment.approved')}</p>
      <p>{t('payment.changes')}</p>
      {invoiceId && <p className="muted">{t('payment.invoice', { id: invoiceId })}</p>}
    </Modal>
  );
}
