import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VOLATILITY_GROUP_IDS } from '../../../product/volatilityRules';
import '../volatility.css';

/** What free members see at /data/volatility: what the page shows, and the way to the plans. No sample figures. */
export default function VolatilityTeaser() {
  const { t } = useTranslation('volatility');
  return (
    <section className="shell-screen" data-testid="volatility-teaser">
      <div className="shell-card vol-teaser" role="region" aria-label={t('teaser.title')}>
        <h1 className="shell-screen__title">{t('teaser.title')}</h1>
        <p>{t('teaser.text')}</p>
        <ul>{VOLATILITY_GROUP_IDS.map((id) => <li key={id}>{t(`group.${id}`)}</li>)}</ul>
        <Link className="button button--primary" to="/join/subscriptions">{t('upgrade')}</Link>
      </div>
    </section>
  );
}
