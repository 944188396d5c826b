import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { SUPPORT } from '../../../product/support';
import type { SessionUser } from '../../../contracts';
import '../scriptsApi.css';

/** /extras/scriptsPreview: for members without access (document 4 section 2.5). */
const ScriptsPreviewScreen = observer(function ScriptsPreviewScreen() {
  const { t } = useTranslation('scriptsApi');
  const user = useEngine().session.user as SessionUser | null;
  const matches = hasPermission(user?.modules ?? [], 'ChartingAppAccess');
  return (
    <section className="shell-screen sa-screen" data-testid="scripts-preview">
      <div className="shell-card sa-card" role="region" aria-label={t('scriptsPreview.title')}>
        <h1 className="shell-screen__title">{t('scriptsPreview.title')}</h1>
        <p>{t('scriptsPreview.text')}</p>
        <p className={matches ? 'message message--success' : 'muted'}>{matches ? t('scriptsPreview.conditions') : t('scriptsPreview.noConditions')}</p>
        <p>{t('scriptsPreview.granted', { hours: SUPPORT.scriptAccessHours })}</p>
        {matches ? <Link className="button button--primary" to="/extras/scripts">{t('scripts.open')}</Link>
          : <Link className="button button--primary" to="/join/subscriptions">{t('scriptsPreview.upgrade')}</Link>}
      </div>
    </section>
  );
});
export default ScriptsPreviewScreen;
