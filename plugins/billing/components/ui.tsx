import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../engine/ui';
import type { BillingInterval } from '../../../product/catalogue';
import type { BillingMessage } from '../model/billingErrors';
import '../billing.css';

/** A billing screen's frame: the title, a lead, the content. */
export function BillingScreen({ title, lead, children, testId }: { title: string; lead?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="shell-screen bl-screen" data-testid={testId}>
      <h1 className="shell-screen__title bl-title">{title}</h1>
      {lead && <p className="muted bl-lead">{lead}</p>}
      {children}
    </section>
  );
}

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

/** A message box; errors are announced at once (role alert), the rest politely (role status). */
export function Notice({ kind, children, testId, title }: { kind: NoticeKind; children: ReactNode; testId?: string; title?: string }) {
  return (
    <div className={`bl-notice bl-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {title && <p className="bl-notice__title">{title}</p>}
      <div>{children}</div>
    </div>
  );
}

/** A billing message as text. */
export function useMessage(): (m: BillingMessage) => string {
  const { t } = useTranslation('billing');
  return (m) => String(t(m.key, m.params ?? {}));
}

/** A failed load: the message and a retry. */
export function LoadFailure({ message, onRetry }: { message: BillingMessage; onRetry: () => void }) {
  const { t } = useTranslation('billing');
  const text = useMessage();
  return (
    <Notice kind="error" testId="billing-load-error">
      <p className="bl-notice__line">{text(message)}</p>
      <button type="button" className="button" onClick={onRetry}>{t('common.retry')}</button>
    </Notice>
  );
}

export function Loading() {
  const { t } = useTranslation('billing');
  return <p className="muted bl-loading" role="status" aria-busy="true">{t('common.loading')}</p>;
}

/** The purchase wizard's steps (document 3 section 2): 1 choose, 2 pay. */
export function WizardSteps({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation('billing');
  return (
    <ol className="bl-steps" aria-label={t('wizard.stepsLabel')}>
      {([1, 2] as const).map((n) => (
        <li key={n} className={`bl-steps__step${n === step ? ' bl-steps__step--current' : ''}`} aria-current={n === step ? 'step' : undefined}>
          <span className="bl-steps__number" aria-hidden="true">{n}</span> {t(n === 1 ? 'wizard.stepChoose' : 'wizard.stepPay')}
        </li>
      ))}
    </ol>
  );
}

/** Monthly / Yearly (the add-on and crypto screens, the plan chooser). */
export function IntervalToggle({ value, onChange, name }: { value: BillingInterval; onChange: (v: BillingInterval) => void; name: string }) {
  const { t } = useTranslation('billing');
  return (
    <fieldset className="bl-toggle">
      <legend className="visually-hidden">{t('interval.legend')}</legend>
      {(['MONTH', 'YEAR'] as const).map((interval) => (
        <label key={interval} className={`bl-toggle__option${value === interval ? ' bl-toggle__option--on' : ''}`}>
          <input type="radio" name={name} value={interval} checked={value === interval} onChange={() => onChange(interval)} />
          {t(interval === 'MONTH' ? 'interval.monthly' : 'interval.yearly')}
        </label>
      ))}
    </fieldset>
  );
}

/** A question with its answers; Escape and the backdrop count as the first (cancelling) answer. */
export function ConfirmDialog({ title, children, actions, onCancel }: { title: string; children: ReactNode; actions: ReactNode; onCancel: () => void }) {
  return (
    <Modal title={title} role="alertdialog" size="medium" onClose={onCancel} actions={actions}>
      {children}
    </Modal>
  );
}

/** A message with OK (and optionally more buttons). */
export function MessageDialog({ title, message, onClose, extra }: { title: string; message: ReactNode; onClose: () => void; extra?: ReactNode }) {
  const { t } = useTranslation('billing');
  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={onClose}
      actions={<>{extra}<button type="button" className="button button--primary" data-autofocus onClick={onClose}>{t('common.ok')}</button></>}
    >
      <p>{message}</p>
    </Modal>
  );
}

/** 'Set your address in Settings' (document 3 section 2, "Address prompt"), with the way there. */
export function AddressPrompt() {
  const { t } = useTranslation('billing');
  return (
    <Notice kind="warning" testId="address-prompt" title={t('address.prompt')}>
      <p className="bl-notice__line">{t('address.promptText')}</p>
      <Link className="button" to="/dashboard/settings/1">{t('address.toSettings')}</Link>
    </Notice>
  );
}
