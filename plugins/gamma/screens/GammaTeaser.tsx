import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GAMMA_RULES } from '../../../product/gammaRules';
import '../gamma.css';

/** What holders of the Elite preview see at /dashboard/gamma: what the page shows and what it costs, and the way to the plans. No sample levels. */
export default function GammaTeaser() {
  const { t } = useTranslation('gamma');
  return (
    <section className="shell-screen gm-screen" data-testid="gamma-teaser">
      <div className="shell-card gm-teaser" role="region" aria-label={t('teaser.title')}>
        <h1 className="shell-screen__title">{t('teaser.title')}</h1>
        <p>{t('teaser.text')}</p>
        <ul>
          <li>{t('teaser.points.levels')}</li>
          <li>{t('teaser.points.charts')}</li>
          <li>{t('teaser.points.realtime', { tokens: GAMMA_RULES.realtimeTokenCost })}</li>
          <li>{t('teaser.points.quickList', { max: GAMMA_RULES.quickListMax })}</li>
        </ul>
        <Link className="button button--primary" to="/join/subscriptions">{t('teaser.upgrade')}</Link>
      </div>
    </section>
  );
}
