import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './public/AuthCard';
import { Notice } from './public/Notice';
import { isEmailAddress } from './public/emailPattern';

export interface EmailRequestFormProps {
  title: string;
  intro: string;
  submitLabel: string;
  initialEmail?: string;
  /** Shown under the field when the address is not valid. */
  invalidMessage: string;
  /** Sends the request; resolves with the success text, rejects with the error text. */
  send(email: string): Promise<string>;
  footer?: ReactNode;
}

/** One email field and a button: resend verification, username recovery. */
export function EmailRequestForm({ title, intro, submitLabel, initialEmail = '', invalidMessage, send, footer }: EmailRequestFormProps) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!isEmailAddress(email)) {
      setResult({ ok: false, text: invalidMessage });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await send(email.trim().toLowerCase()) });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={title} subtitle={intro} footer={footer}>
      <form className="site-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="site-field">
          <label htmlFor="request-email">{t('common.email')}</label>
          <input
            id="request-email" name="email" type="email" className="site-input" autoComplete="email" inputMode="email"
            value={email} aria-invalid={result && !result.ok ? true : undefined}
            onChange={(e) => { setEmail(e.target.value); setResult(null); }}
          />
        </div>
        {result && <Notice kind={result.ok ? 'success' : 'error'}>{result.text}</Notice>}
        <button type="submit" className="site-button site-button--primary site-button--large" disabled={busy}>
          {busy ? t('common.pleaseWait') : submitLabel}
        </button>
      </form>
    </AuthCard>
  );
}
