import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The public footer: legal pages, help, the scripts list and the no-advice note. */
export function SiteFooter() {
  const { t } = useTranslation('site');
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <Link to="/pricing">{t('nav.pricing')}</Link>
        <Link to="/vola2volaTVscripts">{t('nav.scripts')}</Link>
        <Link to="/qanda">{t('nav.qanda')}</Link>
        <Link to="/contact">{t('nav.contact')}</Link>
        <Link to="/terms">{t('footer.terms')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
      </nav>
      <span>{t('footer.disclaimer')}</span>
      <span className="site-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</span>
    </footer>
  );
}
