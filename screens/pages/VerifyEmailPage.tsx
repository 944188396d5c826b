import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { publicRequest } from '../../engine/data';
import { AuthCard } from './public/AuthCard';
import type { VerificationAnswer, VerifyEmailBody } from '../../contracts';

type State = 'verifying' | 'success' | 'error' | 'invalidLink';

const NOTICE_KIND: Record<State, string> = { verifying: 'info', success: 'success', error: 'error', invalidLink: 'error' };

/** /verifyEmail?email=&hash=: the target of the verification mail (document 1 sections 4 and 8). */
export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'account']);
  const [params] = useSearchParams();
  const email = params.get('email');
  const hash = params.get('hash');
  const [state, setState] = useState<State>(email && hash ? 'verifying' : 'invalidLink');

  useEffect(() => {
    if (!email || !hash) return;
    let cancelled = false;
    publicRequest<VerificationAnswer>('/verifyEmail', { body: { email, hash } satisfies VerifyEmailBody })
      .then(() => !cancelled && setState('success'))
      .catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
    };
  }, [email, hash]);

  const resendTo = email ? `/resendEmailVerification?email=${encodeURIComponent(email)}` : '/resendEmailVerification';
  return (
    <AuthCard title={t('account:verify.title')}>
      <div className="site-form">
        {/* One live region whose text is exactly the spec's message. */}
        <p role="status" className={`site-notice site-notice--${NOTICE_KIND[state]}`}>{t(`verify.${state}`)}</p>
        {state === 'success' && <Link className="site-button site-button--primary site-button--large" to="/login">{t('verify.toLogin')}</Link>}
        {(state === 'error' || state === 'invalidLink') && <Link className="site-button" to={resendTo}>{t('verify.resendLink')}</Link>}
      </div>
    </AuthCard>
  );
}
