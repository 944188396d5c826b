import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiCallError, publicRequest } from '../../engine/data';
import { EmailRequestForm } from './EmailRequestForm';

/** /usernameRecover: mails the username to the address of the account (document 1 section 2.1). */
export function UsernameRecoverPage() {
  const { t } = useTranslation('account');
  const send = async (email: string): Promise<string> => {
    try {
      await publicRequest(`/findUsername?email=${encodeURIComponent(email)}`);
      return t('usernameRecover.success');
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'EMAIL_INVALID') throw new Error(t('usernameRecover.invalid'));
      if (err instanceof ApiCallError && err.status === 429) throw new Error(t('common:errors.tooManyRequests'));
      throw new Error(t('resend.error'));
    }
  };
  return (
    <EmailRequestForm
      title={t('usernameRecover.title')} intro={t('usernameRecover.intro')} submitLabel={t('usernameRecover.submit')}
      invalidMessage={t('usernameRecover.invalid')} send={send}
      footer={<Link to="/login">{t('password.forgot.backToLogin')}</Link>}
    />
  );
}
