import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** What holders of FuturesAccessPreview see instead of the futures table. */
export default function FuturesTeaser() {
  const { t } = useTranslation('tables');
  return (
    <section className="shell-screen tt-screen" data-testid="futures-teaser">
      <div className="shell-card" role="region" aria-label={t('futures.teaserTitle')}>
        <h1 className="shell-screen__title">{t('futures.teaserTitle')}</h1>
        <p>{t('futures.teaserText')}</p>
        <Link className="button button--primary" to="/join/subscriptions">{t('futures.upgrade')}</Link>
      </div>
    </section>
  );
}
