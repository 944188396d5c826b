import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { callApi } from '../../engine/data/apiClient';

type State = 'verifying' | 'success' | 'error' | 'invalidLink';

/** /verifyEmail?email=&hash=: the target of the verification mail (document 1 sections 4 and 8). */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = params.get('email');
  const hash = params.get('hash');
  const [state, setState] = useState<State>(email && hash ? 'verifying' : 'invalidLink');

  useEffect(() => {
    if (!email || !hash) return;
    let cancelled = false;
    callApi('/verifyEmail', { body: { email, hash } })
      .then(() => !cancelled && setState('success'))
      .catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
    };
  }, [email, hash]);

  return (
    <main className="page page--centered">
      <h1 className="brand">RangeScope</h1>
      <p role="status" className={`message message--${state}`}>{t(`verify.${state}`)}</p>
      {state === 'success' && <Link className="button button--primary" to="/login">{t('verify.toLogin')}</Link>}
      {(state === 'error' || state === 'invalidLink') && <Link to="/resendEmailVerification">{t('verify.resendLink')}</Link>}
    </main>
  );
}
