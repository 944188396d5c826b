import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PublicLayout } from './public/PublicLayout';

/** Any public address that no page answers: says so and offers the way to the start page. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <PublicLayout width="text">
      <h1>{t('notFound.title')}</h1>
      <p className="site-lead">{t('notFound.lead', { path: pathname })}</p>
      <Link className="site-button site-button--primary" to="/">{t('backHome')}</Link>
    </PublicLayout>
  );
}
