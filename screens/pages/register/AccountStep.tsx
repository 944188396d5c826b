import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { PasswordInput } from '../public/PasswordInput';
import { invalidProps, type StepProps } from './stepProps';

/** Step 1 (Account): email, password, confirmation, terms agreement, email opt-in. */
export function AccountStep({ values, errors, onEdit }: StepProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="site-field">
        <label htmlFor="reg-email">{t('register.fields.email')}</label>
        <input
          id="reg-email" name="email" type="email" className="site-input" autoComplete="email" inputMode="email"
          maxLength={ACCOUNT_RULES.emailMaxLength} value={values.email} onChange={(e) => onEdit('email', e.target.value)}
          {...invalidProps(errors, 'email')}
        />
      </div>
      <div className="site-field">
        <label htmlFor="reg-password">{t('register.fields.password')}</label>
        <PasswordInput
          id="reg-password" name="password" autoComplete="new-password" aria-describedby="reg-password-hint"
          value={values.password} onChange={(e) => onEdit('password', e.target.value)} {...invalidProps(errors, 'password')}
        />
        <span id="reg-password-hint" className="site-field__hint">{t('password.hint', { min: ACCOUNT_RULES.passwordMinLength })}</span>
      </div>
      <div className="site-field">
        <label htmlFor="reg-password-confirmation">{t('register.fields.passwordConfirmation')}</label>
        <PasswordInput
          id="reg-password-confirmation" name="passwordConfirmation" autoComplete="new-password"
          value={values.passwordConfirmation} onChange={(e) => onEdit('passwordConfirmation', e.target.value)}
          {...invalidProps(errors, 'passwordConfirmation')}
        />
      </div>
      <label className="site-check">
        <input
          type="checkbox" name="agreeTermsOfUse" checked={values.agreeTermsOfUse}
          onChange={(e) => onEdit('agreeTermsOfUse', e.target.checked)} {...invalidProps(errors, 'agreeTermsOfUse')}
        />
        <span>
          <Trans t={t} i18nKey="register.fields.agreeTermsOfUse" components={{
            terms: <Link to="/terms" target="_blank" rel="noopener" />,
            privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
          }} />
        </span>
      </label>
      <label className="site-check">
        <input type="checkbox" name="emailOptIn" checked={values.emailOptIn} onChange={(e) => onEdit('emailOptIn', e.target.checked)} />
        <span>{t('register.fields.emailOptIn')}</span>
      </label>
    </>
  );
}
