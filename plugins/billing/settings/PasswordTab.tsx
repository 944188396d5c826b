import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { hashPasswordForTransport } from '../../../engine/state';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { useBilling } from '../api/BillingApiContext';
import type { BillingMessage } from '../model/billingErrors';
import { passwordChangeProblems, type PasswordChangeValues } from '../model/passwordChange';
import { Notice, useMessage } from '../components/ui';

const EMPTY: PasswordChangeValues = { oldPW: '', newPW: '', newPWConfirmation: '' };

/**
 * Settings tab 2, Password Settings (document 3 section 5): the client rules, then the checkPW
 * rule (POST /api/checkPW: the old password must be valid), then POST /api/changePW with all
 * three passwords hashed. Problems are listed under 'Please check the following issues with
 * your entered data:'.
 */
export function PasswordTab() {
  const { t } = useTranslation('billing');
  const text = useMessage();
  const { api } = useBilling();
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [problems, setProblems] = useState<BillingMessage[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const edit = (field: keyof PasswordChangeValues, value: string): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems([]);
    setStatus('idle');
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const found = passwordChangeProblems(values);
    setProblems(found);
    if (found.length) return;
    setStatus('saving');
    const hashed = {
      oldPW: hashPasswordForTransport(values.oldPW),
      newPW: hashPasswordForTransport(values.newPW),
      newPWConfirmation: hashPasswordForTransport(values.newPWConfirmation),
    };
    try {
      if (!(await api.checkPassword(hashed.oldPW))) {
        setProblems([{ key: 'billing:password.oldWrong' }]);
        setStatus('idle');
        return;
      }
      await api.changePassword(hashed);
      setValues(EMPTY);
      setStatus('saved');
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'OLD_PASSWORD_WRONG') {
        setProblems([{ key: 'billing:password.oldWrong' }]);
        setStatus('idle');
      } else {
        setStatus('failed');
      }
    }
  };

  const field = (name: keyof PasswordChangeValues, label: string, autoComplete: string) => (
    <div className="bl-field">
      <label htmlFor={`bl-${name}`}>{label}</label>
      <input id={`bl-${name}`} name={name} type="password" autoComplete={autoComplete} value={values[name]} onChange={(e) => edit(name, e.target.value)} />
    </div>
  );

  return (
    <div className="bl-tab" data-testid="tab-password">
      <section className="bl-card" aria-labelledby="bl-password-title">
        <h2 id="bl-password-title" className="bl-section-title">{t('password.title')}</h2>
        <p className="muted bl-hint">{t('account:password.hint', { min: ACCOUNT_RULES.passwordMinLength })}</p>
        <form className="bl-form" noValidate onSubmit={(e) => void submit(e)}>
          {problems.length > 0 && (
            <Notice kind="error" testId="password-problems" title={t('password.problemsTitle')}>
              <ul className="bl-problems">{problems.map((p) => <li key={p.key}>{text(p)}</li>)}</ul>
            </Notice>
          )}
          {field('oldPW', t('password.old'), 'current-password')}
          {field('newPW', t('password.new'), 'new-password')}
          {field('newPWConfirmation', t('password.confirmation'), 'new-password')}
          <div className="bl-actions bl-actions--start">
            <button type="submit" className="button button--primary" disabled={status === 'saving'}>
              {status === 'saving' ? t('common.pleaseWait') : t('password.save')}
            </button>
            {status === 'saved' && <span className="message--success" role="status">{t('password.saved')}</span>}
            {status === 'failed' && <span className="message--error" role="alert">{t('errors.generic')}</span>}
          </div>
        </form>
      </section>
    </div>
  );
}
