import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { BrandMark } from './BrandMark';

/** The public header: the brand, the main public pages, sign-in and registration. */
export function SiteHeader() {
  const { t } = useTranslation('site');
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand"><BrandMark />{t('common:appName')}</Link>
      <nav className="site-header__nav" aria-label={t('nav.label')}>
        <NavLink className="site-header__secondary" to="/pricing">{t('nav.pricing')}</NavLink>
        <NavLink className="site-header__secondary" to="/qanda">{t('nav.qanda')}</NavLink>
        <NavLink to="/login">{t('nav.signIn')}</NavLink>
        <Link className="site-button site-button--primary" to="/register">{t('nav.register')}</Link>
      </nav>
    </header>
  );
}
