import { useTranslation } from 'react-i18next';
import { SUPPORT } from '../../product/support';
import { BrandMark } from './public/BrandMark';
import './public/site.css';

/** The screen that replaces the whole application while the server is in maintenance mode. */
export function MaintenanceScreen({ onRetry, checking }: { onRetry(): void; checking: boolean }) {
  const { t } = useTranslation('site');
  return (
    <div className="site">
      <main className="site-main site-main--narrow maintenance">
        <BrandMark size={48} />
        <h1>{t('maintenance.title')}</h1>
        <p className="site-lead">{t('maintenance.text')}</p>
        <p className="site-muted site-small">{t('maintenance.contact')} <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a></p>
        <button type="button" className="site-button site-button--primary" onClick={onRetry} disabled={checking}>
          {checking ? t('account:common.pleaseWait') : t('maintenance.retry')}
        </button>
      </main>
    </div>
  );
}
