import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { publicRequest } from '../../../engine/data';
import type { PasswordResetRequestAnswer } from '../../../contracts';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { SUPPORT } from '../../../product/support';
import { AuthCard } from '../public/AuthCard';
import { Notice } from '../public/Notice';
import { isEmailAddress } from '../public/emailPattern';
import { resetRequestProblem } from './resetErrors';
import type { MessageRef } from './passwordRules';

/**
 * /pw: request a reset mail (document 1 sections 2.6 and 5). An empty address on submit and an
 * invalid one on blur are refused, and the button stays disabled while the address is invalid.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const address = email.trim();
    if (!address) {
      setProblem({ key: 'password.forgot.empty' });
      return;
    }
    if (!isEmailAddress(address)) {
      setInvalid(true);
      setProblem({ key: 'password.forgot.invalidEmail' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await publicRequest<PasswordResetRequestAnswer>(`/reset-password/${encodeURIComponent(address)}`, { body: { email: address } });
      const failure = resetRequestProblem(answer);
      if (failure) setProblem(failure);
      else setSent(true);
    } catch (err) {
      setProblem(resetRequestProblem(err));
    } finally {
      setBusy(false);
    }
  };

  const onBlur = (): void => {
    const bad = email.trim() !== '' && !isEmailAddress(email);
    setInvalid(bad);
    if (bad) setProblem({ key: 'password.forgot.invalidEmail' });
  };

  return (
    <AuthCard title={t('password.forgot.title')} subtitle={t('password.forgot.intro')} footer={<Link to="/login">{t('password.forgot.backToLogin')}</Link>}>
      {sent ? (
        <Notice kind="success" title={t('password.forgot.sentTitle')}>
          <p>{t('password.forgot.sent', { minutes: SUPPORT.mailExpectedMinutes, hours: ACCOUNT_RULES.resetLinkValidHours })}</p>
        </Notice>
      ) : (
        <form className="site-form" noValidate onSubmit={(e) => void submit(e)}>
          <div className="site-field">
            <label htmlFor="pw-email">{t('common.email')}</label>
            <input
              id="pw-email" name="email" type="email" className="site-input" autoComplete="email" inputMode="email"
              value={email} onBlur={onBlur} aria-invalid={invalid || undefined}
              onChange={(e) => { setEmail(e.target.value); setInvalid(false); setProblem(null); }}
            />
          </div>
          {problem && <Notice kind="error">{t(problem.key, problem.params)}</Notice>}
          <button type="submit" className="site-button site-button--primary site-button--large" disabled={busy || invalid}>
            {busy ? t('common.pleaseWait') : t('password.forgot.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
