import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiCallError, publicRequest } from '../../engine/data';
import { EmailRequestForm } from './EmailRequestForm';
import type { ResendVerificationBody, VerificationAnswer } from '../../contracts';

/** /resendEmailVerification: asks for a new verification link (document 1 sections 2.1, 5 and 8). */
export function ResendVerificationPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const send = async (email: string): Promise<string> => {
    try {
      await publicRequest<VerificationAnswer>('/resendEmailVerification', { body: { email } satisfies ResendVerificationBody });
      return t('resend.success');
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'EMAIL_INVALID') throw new Error(t('resend.invalid'));
      if (err instanceof ApiCallError && err.status === 429) throw new Error(t('common:errors.tooManyRequests'));
      throw new Error(t('resend.error'));
    }
  };
  return (
    <EmailRequestForm
      title={t('resend.title')} intro={t('resend.intro')} submitLabel={t('resend.submit')}
      initialEmail={params.get('email') ?? ''} invalidMessage={t('resend.invalid')} send={send}
      footer={<Link to="/login">{t('password.forgot.backToLogin')}</Link>}
    />
  );
}
