import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../../engine/ui';
import { CHARTING_SCRIPTS, scriptPublicPath } from '../../../product/chartingScripts';
import { SUPPORT } from '../../../product/support';
import type { SessionUser } from '../../../contracts';
import { ScriptsRequestForm } from '../components/ScriptsRequestForm';
import '../scriptsApi.css';

/** /extras/scripts (ChartingAppAccess): the 13 scripts with their public links, the member's access and the request form. */
const ScriptsScreen = observer(function ScriptsScreen() {
  const { t } = useTranslation('scriptsApi');
  const user = useEngine().session.user as SessionUser | null;
  return (
    <section className="shell-screen sa-screen" data-testid="scripts-screen">
      <header className="shell-screen__head"><h1 className="shell-screen__title">{t('scripts.title')}</h1></header>
      <p className="muted">{t('scripts.intro', { hours: SUPPORT.scriptAccessHours })}</p>
      {user?.chartingAppAccessGranted && (
        <p role="status" className="message message--success">{t('scripts.granted', { platform: user.chartingAppName ?? '', username: user.chartingAppUsername ?? '' })}</p>
      )}
      <ul className="sa-scripts">
        {CHARTING_SCRIPTS.map((s) => (
          <li key={s.id} data-testid="charting-script"><a href={scriptPublicPath(s.id)} target="_blank" rel="noreferrer">{s.name}</a> <span className="muted">{s.platforms.join(', ')}</span></li>
        ))}
      </ul>
      <ScriptsRequestForm initialUsername={user?.chartingAppUsername ?? ''} initialPlatform={user?.chartingAppName ?? 'TradingView'} />
    </section>
  );
});
export default ScriptsScreen;
