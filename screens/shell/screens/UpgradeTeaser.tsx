import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../icons';

/** The teaser of a screen the user's plan previews but does not include (preview permissions). */
export function UpgradeTeaser() {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-screen">
      <div className="shell-card shell-teaser" role="region" aria-label={t('teaser.title')}>
        <Icon name="lock" size={32} />
        <h1 className="shell-screen__title">{t('teaser.title')}</h1>
        <p>{t('teaser.text')}</p>
        <div className="actions">
          <Link className="button button--primary" to="/join/subscriptions">{t('teaser.upgrade')}</Link>
          <Link className="button" to="/home/home">{t('pending.home')}</Link>
        </div>
      </div>
    </section>
  );
}
