import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Shown for routes whose screens come with later issues. */
export function PlaceholderPage() {
  const { t } = useTranslation('common');
  return (
    <main className="page page--centered">
      <h1 className="brand">{t('appName')}</h1>
      <p>{t('comingSoon')}</p>
      <Link to="/">{t('backHome')}</Link>
    </main>
  );
}
