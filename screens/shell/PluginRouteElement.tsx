import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../engine/ui';
import { routeAccess } from '../../engine/core';
import type { PluginRoute } from '../../engine/plugins';
import { LoadingSpinner } from './dialogs/LoadingSpinner';
import { UpgradeTeaser } from './screens/UpgradeTeaser';

/**
 * A plugin's screen if the user may open it; with the preview permission its own teaser, or the
 * shell's upgrade teaser when it brings none; else a refusal.
 */
export const PluginRouteElement = observer(function PluginRouteElement({ route }: { route: PluginRoute }) {
  const { t } = useTranslation('common');
  const { session } = useEngine();
  const access = routeAccess(route, session.modules);
  const Screen = access === 'allowed' ? route.component : access === 'preview' ? (route.teaser ?? UpgradeTeaser) : undefined;
  if (!Screen) return <p role="alert" className="message message--error">{t('screen.denied')}</p>;
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Screen />
    </Suspense>
  );
});
