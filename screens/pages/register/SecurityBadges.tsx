import { useTranslation } from 'react-i18next';

const BADGES = ['hashed', 'noCard', 'cancel', 'eu'] as const;

function Shield() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The security badges under the plan choice (document 1 section 2.5). */
export function SecurityBadges() {
  const { t } = useTranslation('account');
  return (
    <ul className="security-badges" aria-label={t('register.badges.label')}>
      {BADGES.map((b) => (
        <li key={b}><Shield />{t(`register.badges.${b}`)}</li>
      ))}
    </ul>
  );
}
