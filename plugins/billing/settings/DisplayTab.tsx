import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEngine } from '../../../engine/ui';
import { Loading } from '../components/ui';

export const DISPLAY_SETTINGS_PATH = '/dashboard/display-settings';

/**
 * Settings tab 3, Display Settings: the screen that owns /dashboard/display-settings (the list
 * tools' display settings, or the shell's until they exist), embedded from the plugin registry
 * so that both places show the same settings; a link opens it on its own.
 */
export function DisplayTab() {
  const { t } = useTranslation('billing');
  const { plugins } = useEngine();
  const Screen = plugins.routes().find((r) => r.path === DISPLAY_SETTINGS_PATH)?.component;
  return (
    <div className="bl-tab" data-testid="tab-display">
      <p className="bl-hint">
        <Link to={DISPLAY_SETTINGS_PATH}>{t('settings.openDisplay')}</Link>
      </p>
      {Screen && (
        <div className="bl-embedded">
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        </div>
      )}
    </div>
  );
}
