import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHARTING_SCRIPTS } from '../../product/chartingScripts';
import { SUPPORT } from '../../product/support';
import { PublicLayout } from './public/PublicLayout';

/** /vola2volaTVscripts: the 13 charting-platform scripts, most of them Elite only (document 4 sections 2.5 and 3). */
export function ScriptsPage() {
  const { t } = useTranslation('site');
  return (
    <PublicLayout>
      <span className="site-eyebrow">{t('scripts.eyebrow')}</span>
      <h1>{t('scripts.title')}</h1>
      <p className="site-lead scripts-lead">{t('scripts.lead', { hours: SUPPORT.scriptAccessHours })}</p>
      <ul className="scripts-grid" aria-label={t('scripts.listLabel')}>
        {CHARTING_SCRIPTS.map((s) => (
          <li key={s.id} id={s.id} className="script-card" data-testid="script">
            <div className="script-card__head">
              <h2>{s.name}</h2>
              {s.eliteOnly
                ? <span className="site-badge site-badge--elite">{t('scripts.eliteOnly')}</span>
                : <span className="site-badge">{t('scripts.allMembers')}</span>}
            </div>
            <p>{t(`scripts.items.${s.id}`)}</p>
            <p className="script-card__platforms">{t('scripts.platforms', { platforms: s.platforms.join(', ') })}</p>
          </li>
        ))}
      </ul>
      <div className="scripts-cta">
        <Link className="site-button site-button--primary site-button--large" to="/login">{t('scripts.request')}</Link>
        <Link className="site-button site-button--large" to="/pricing">{t('scripts.upgrade')}</Link>
      </div>
    </PublicLayout>
  );
}
