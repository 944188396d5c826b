import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../engine/ui/EngineContext';
import { routeAccess } from '../../engine/core/permissions/modelAccess';
import type { PluginRoute } from '../../engine/plugins/pluginManifest';
import { LoadingSpinner } from './dialogs/LoadingSpinner';

/** A plugin's screen if the user may open it, its teaser with the preview permission, else a refusal. */
export const PluginRouteElement = observer(function PluginRouteElement({ route }: { route: PluginRoute }) {
  const { t } = useTranslation('common');
  const { session } = useEngine();
  const access = routeAccess(route, session.modules);
  const Screen = access === 'allowed' ? route.component : access === 'preview' ? route.teaser : undefined;
  if (!Screen) return <p role="alert" className="message message--error">{t('screen.denied')}</p>;
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Screen />
    </Suspense>
  );
});
