import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiCallError, publicRequest } from '../../../engine/data';
import type { PasswordResetBody, SuccessAnswer } from '../../../contracts';
import { hashPasswordForTransport } from '../../../engine/state';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { AuthCard } from '../public/AuthCard';
import { ErrorBanner } from '../public/ErrorBanner';
import { Notice } from '../public/Notice';
import { PasswordInput } from '../public/PasswordInput';
import { checkNewPassword, type NewPasswordCheck } from './newPasswordProblems';

function failureKey(err: unknown): string {
  if (err instanceof ApiCallError) {
    if (err.code === 'RESET_LINK_INVALID') return 'password.setNew.linkInvalid';
    if (err.code === 'RATE_LIMITED' || err.status === 429) return 'common:errors.tooManyRequests';
    if (err.status === 0) return 'common:errors.connection';
  }
  return 'password.forgot.unknown';
}

/**
 * /setNewPW?resetToken=&email=: the target of the reset mail (document 1 sections 2.6, 4 and 5).
 * Enter submits; success goes to /login?pwReset=true.
 */
export function SetNewPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetToken = params.get('resetToken')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [check, setCheck] = useState<NewPasswordCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!resetToken || !email) {
    return (
      <AuthCard title={t('password.setNew.title')} footer={<Link to="/login">{t('password.forgot.backToLogin')}</Link>}>
        <Notice kind="error"><p>{t('password.setNew.linkInvalid')}</p><p><Link to="/pw">{t('password.setNew.requestNew')}</Link></p></Notice>
      </AuthCard>
    );
  }

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const problems = checkNewPassword(password, confirmation);
    setCheck(problems);
    setFailure(null);
    if (problems) return;
    setBusy(true);
    try {
      await publicRequest<SuccessAnswer>('/changePWWithHash', { body: { resetToken, email, password: hashPasswordForTransport(password) } satisfies PasswordResetBody });
      navigate('/login?pwReset=true');
    } catch (err) {
      setFailure(failureKey(err));
      setBusy(false);
    }
  };

  const edit = (set: (v: string) => void) => (value: string): void => {
    set(value);
    setCheck(null);
  };

  return (
    <AuthCard
      title={t('password.setNew.title')}
      subtitle={t('password.setNew.intro', { email })}
      footer={<Link to="/login">{t('password.forgot.backToLogin')}</Link>}
    >
      <form className="site-form" noValidate onSubmit={(e) => void submit(e)}>
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <div className="site-field">
          <label htmlFor="new-password">{t('password.setNew.password')}</label>
          <PasswordInput
            id="new-password" name="newPassword" autoComplete="new-password" aria-describedby="new-password-hint"
            value={password} onChange={(e) => edit(setPassword)(e.target.value)} aria-invalid={check ? true : undefined}
          />
          <span id="new-password-hint" className="site-field__hint">{t('password.hint', { min: ACCOUNT_RULES.passwordMinLength })}</span>
        </div>
        <div className="site-field">
          <label htmlFor="new-password-confirmation">{t('password.setNew.confirmation')}</label>
          <PasswordInput
            id="new-password-confirmation" name="newPasswordConfirmation" autoComplete="new-password"
            value={confirmation} onChange={(e) => edit(setConfirmation)(e.target.value)} aria-invalid={check ? true : undefined}
          />
        </div>
        {check && <ErrorBanner title={t(check.title.key)} messages={check.problems.map((p) => t(p.key, p.params))} />}
        {check && check.problems.length === 0 && <Notice kind="error">{t(check.title.key)}</Notice>}
        {failure && (
          <Notice kind="error">
            <p>{t(failure)}</p>
            {failure === 'password.setNew.linkInvalid' && <p><Link to="/pw">{t('password.setNew.requestNew')}</Link></p>}
          </Notice>
        )}
        <button type="submit" className="site-button site-button--primary site-button--large" disabled={busy}>
          {busy ? t('common.pleaseWait') : t('password.setNew.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
