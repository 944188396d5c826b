import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../engine/i18n/setupI18n';
import { SessionStore } from '../engine/state/sessionStore';
import { createClientData } from '../engine/ui/createClientData';
import { EngineProvider, type EngineServices } from '../engine/ui/EngineContext';
import { createPluginRegistry } from './pluginRegistry';
import { publicRoutes } from './pages/publicRoutes';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { DashboardHome } from './pages/DashboardHome';
import { ProtectedLayout } from './shell/ProtectedLayout';
import { PluginRouteElement } from './shell/PluginRouteElement';
import './shell/shell.css';

/** The application: public pages, sign-in, and the protected areas built from the plugin manifest. */
export function App() {
  const i18n = useMemo(() => setupI18n(navigator.language.startsWith('de') ? 'de' : 'en'), []);
  const services = useMemo<EngineServices>(() => {
    const session = new SessionStore();
    const data = createClientData(session, (effect) => {
      if (effect.kind === 'sessionExpired' || effect.kind === 'wrongProduct') {
        window.alert(i18n.t(effect.messageKey));
        session.clear();
        setTimeout(() => window.location.assign('/login'), effect.kind === 'sessionExpired' ? effect.redirectAfterMs : 0);
      }
    });
    return { session, data, plugins: createPluginRegistry() };
  }, [i18n]);
  const [recovered, setRecovered] = useState(false);
  useEffect(() => {
    void services.session.recover().finally(() => setRecovered(true));
  }, [services]);
  useEffect(() => {
    void i18n.changeLanguage(services.session.language);
  });

  if (!recovered) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <EngineProvider services={services}>
        <BrowserRouter>
          <Routes>
            {publicRoutes.map((r) => <Route key={r.path} path={r.path} element={r.element} />)}
            <Route element={<ProtectedLayout />}>
              <Route path="/dashboard" element={<DashboardHome />} />
              <Route path="/home/home" element={<DashboardHome />} />
              <Route path="/dashboard/intro" element={<DashboardHome />} />
              {services.plugins.routes().map((r) => (
                <Route key={r.path} path={r.path} element={<PluginRouteElement route={r} />} />
              ))}
            </Route>
            <Route path="*" element={<PlaceholderPage />} />
          </Routes>
        </BrowserRouter>
      </EngineProvider>
    </I18nextProvider>
  );
}


