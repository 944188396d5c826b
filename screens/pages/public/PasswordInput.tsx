import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

/** A password input with a show/hide toggle (document 1 section 2.6). */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('common.hidePassword') : t('common.showPassword');
  return (
    <div className="site-password">
      <input {...props} className="site-input" type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="site-button site-button--ghost site-password__toggle"
        aria-label={label}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('common.hide') : t('common.show')}
      </button>
    </div>
  );
}
