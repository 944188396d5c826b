import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { APP_PATHS } from '../../../product/appPaths';

/** An address under a signed-in area that no screen answers: says so, with the way home. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <section className="shell-screen">
      <h1 className="shell-screen__title">{t('notFound.title')}</h1>
      <div className="shell-card">
        <p>{t('notFound.lead', { path: pathname })}</p>
        <Link className="button" to={APP_PATHS.homePath}>{t('notFound.home')}</Link>
      </div>
    </section>
  );
}
