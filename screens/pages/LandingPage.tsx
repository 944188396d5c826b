import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function LandingPage() {
  const { t } = useTranslation('common');
  return (
    <main className="page page--centered">
      <h1 className="brand">{t('appName')}</h1>
      <p className="lead">{t('tagline')}</p>
      <nav className="actions">
        <Link className="button button--primary" to="/login">{t('signIn')}</Link>
        <Link className="button" to="/register">{t('register')}</Link>
      </nav>
    </main>
  );
}
