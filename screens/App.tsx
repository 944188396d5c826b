import { Suspense, useEffect, useMemo, useState, type ReactElement } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { preloadScreenTexts, setupBrowserI18n } from '../engine/i18n';
import { lazyScreen } from '../engine/plugins';
import { warmUpZonedTime, sessionHooks } from '../engine/state';
import { createEngineServices, EngineProvider, useEngine } from '../engine/ui';
import { ACCOUNT_RULES } from '../product/accountRules';
import { MARKET_TIME_ZONE } from '../product/marketTime';
import { PERMISSION_SCHEME } from '../product/permissionModules';
import { PRODUCT_ERROR_RULES } from '../product/errorRules';
import { APP_PATHS } from '../product/appPaths';
import { createPluginRegistry } from './pluginRegistry';
import { publicRoutes } from './pages/publicRoutes';
import { NotFoundPage } from './pages/NotFoundPage';
import { MaintenanceGate } from './pages/MaintenanceGate';
import { PluginRouteElement } from './shell/PluginRouteElement';
import { withShellScreens } from './shell/shellManifest';
import { AlertHost } from './shell/dialogs/AlertHost';
import { LoadingSpinner, LoggingOutOverlay } from './shell/dialogs/LoadingSpinner';
import { NotFoundScreen } from './shell/screens/NotFoundScreen';
import { preloadProtectedPage } from './shell/preloadPage';
import './shell/overlays.css';

/** The shell's frame loads with the first protected page, so that /login stays small. */
const ProtectedLayout = lazyScreen(() => import('./shell/ProtectedLayout'));

/** Hands the router's navigate to the UI store, so that the session controller can redirect. */
function NavigateBridge() {
  const { ui } = useEngine();
  const navigate = useNavigate();
  useEffect(() => {
    ui.setNavigate((to) => navigate(to));
    return () => ui.setNavigate(null);
  }, [ui, navigate]);
  return null;
}

/** The root: the landing page for visitors, /dashboard for signed-in users (document 1 section 2.2). */
const RootRoute = observer(function RootRoute({ landing }: { landing: ReactElement }) {
  const { session } = useEngine();
  return session.status === 'LOGGED_IN' ? <Navigate to={APP_PATHS.dashboardPath} replace /> : landing;
});

/** The logging-out spinner over everything. */
const SessionOverlays = observer(function SessionOverlays() {
  const { session } = useEngine();
  return session.loggingOut ? <LoggingOutOverlay /> : null;
});

/** The application: public pages, sign-in, and the protected areas built from the plugin manifest. */
export function App() {
  const i18n = useMemo(() => setupBrowserI18n(navigator.language.startsWith('de') ? 'de' : 'en'), []);
  const services = useMemo(() => createEngineServices({
    plugins: withShellScreens(createPluginRegistry()), permissions: PERMISSION_SCHEME, appPaths: APP_PATHS, errorRules: PRODUCT_ERROR_RULES,
    versionSnoozeMs: ACCOUNT_RULES.versionDialogSnoozeMs,
  }), []);
  // Only a stored session is worth waiting for; a visitor sees the page at once.
  const [recovered, setRecovered] = useState(() => !services.session.hasSavedSession());

  useEffect(() => {
    const saved = services.session.hasSavedSession();
    void services.session.recover().finally(() => setRecovered(true));
    if (saved) {
      // Meanwhile (after the recovery's calls, which come first for the browser's few connections)
      // the page's chunks and the screens' texts load, so that it renders as soon as the session is back.
      preloadProtectedPage(window.location.pathname, services.plugins.routes(), ProtectedLayout);
      preloadScreenTexts(i18n);
    }
    // While the recovery's answer is on its way, not when it is back.
    const warmUp = setTimeout(() => warmUpZonedTime(MARKET_TIME_ZONE), 0);
    return () => clearTimeout(warmUp);
  }, [services, i18n]);

  // At every sign-in (the form, a registration) the screens' texts load in the background: the
  // sidebar's labels and the next screens need not wait for them. A recovered session asked for
  // them above already; asking again is a no-op.
  useEffect(() => sessionHooks.register({ afterLogin: () => preloadScreenTexts(i18n) }), [i18n]);

  // Heartbeat, schedules and the error catalogue follow the session from here on.
  useEffect(() => services.controller.start(), [services]);

  // The user's language (settings.language) applies at once; signed out, the browser's stays.
  useEffect(() => reaction(
    () => (services.session.user ? services.session.language : null),
    (language) => {
      if (language && i18n.language !== language) void i18n.changeLanguage(language);
    },
    { fireImmediately: true },
  ), [services, i18n]);

  // The page's language follows i18next's, which may switch a moment later (its texts load first).
  useEffect(() => {
    const apply = (language: string): void => {
      document.documentElement.lang = language;
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      <EngineProvider services={services}>
        <BrowserRouter>
          <NavigateBridge />
          <MaintenanceGate>
            {recovered ? (
              <Routes>
                {publicRoutes.map((r) => (
                  <Route key={r.path} path={r.path} element={r.path === '/' ? <RootRoute landing={r.element} /> : r.element} />
                ))}
                <Route element={<Suspense fallback={<LoadingSpinner overlay />}><ProtectedLayout /></Suspense>}>
                  {services.plugins.routes().map((r) => (
                    <Route key={r.path} path={r.path} element={<PluginRouteElement route={r} />} />
                  ))}
                  <Route path="/home" element={<Navigate to={APP_PATHS.homePath} replace />} />
                  {APP_PATHS.protectedAreas.map((area) => <Route key={area} path={`${area}/*`} element={<NotFoundScreen />} />)}
                </Route>
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            ) : <LoadingSpinner overlay />}
          </MaintenanceGate>
          <AlertHost />
          <SessionOverlays />
        </BrowserRouter>
      </EngineProvider>
    </I18nextProvider>
  );
}
