import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { countryOptions } from './countryOptions';
import { invalidProps, type StepProps } from './stepProps';

/** Step 2 (Details): username, first and last name, country, referral code and the age confirmation. */
export function DetailsStep({ values, errors, onEdit }: StepProps) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language === 'de' ? 'de' : 'en';
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <>
      <div className="site-field">
        <label htmlFor="reg-username">{t('register.fields.username')}</label>
        <input
          id="reg-username" name="username" className="site-input" autoComplete="username" aria-describedby="reg-username-hint"
          maxLength={ACCOUNT_RULES.usernameMaxLength} value={values.username} onChange={(e) => onEdit('username', e.target.value)}
          {...invalidProps(errors, 'username')}
        />
        <span id="reg-username-hint" className="site-field__hint">{t('register.fields.usernameHint')}</span>
      </div>
      <div className="site-row">
        <div className="site-field">
          <label htmlFor="reg-first-name">{t('register.fields.firstName')}</label>
          <input
            id="reg-first-name" name="firstName" className="site-input" autoComplete="given-name" maxLength={ACCOUNT_RULES.nameMaxLength}
            value={values.firstName} onChange={(e) => onEdit('firstName', e.target.value)} {...invalidProps(errors, 'firstName')}
          />
        </div>
        <div className="site-field">
          <label htmlFor="reg-last-name">{t('register.fields.lastName')}</label>
          <input
            id="reg-last-name" name="lastName" className="site-input" autoComplete="family-name" maxLength={ACCOUNT_RULES.nameMaxLength}
            value={values.lastName} onChange={(e) => onEdit('lastName', e.target.value)} {...invalidProps(errors, 'lastName')}
          />
        </div>
      </div>
      <div className="site-field">
        <label htmlFor="reg-country">{t('register.fields.country')}</label>
        <select
          id="reg-country" name="country" className="site-select" autoComplete="country" value={values.countryCode}
          onChange={(e) => onEdit('countryCode', e.target.value)} {...invalidProps(errors, 'countryCode')}
        >
          <option value="">{t('register.fields.countryPlaceholder')}</option>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </div>
      <div className="site-field">
        <label htmlFor="reg-referral">{t('register.fields.referralCode')}</label>
        <input
          id="reg-referral" name="referralCode" className="site-input" maxLength={ACCOUNT_RULES.referralCodeMaxLength}
          value={values.referralCode} onChange={(e) => onEdit('referralCode', e.target.value)} {...invalidProps(errors, 'referralCode')}
        />
      </div>
      <label className="site-check">
        <input
          type="checkbox" name="ageConfirmed" checked={values.ageConfirmed}
          onChange={(e) => onEdit('ageConfirmed', e.target.checked)} {...invalidProps(errors, 'ageConfirmed')}
        />
        <span>{t('register.fields.ageConfirmed', { age: ACCOUNT_RULES.minimumAge })}</span>
      </label>
    </>
  );
}
