import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../engine/i18n/setupI18n';
import { LandingPage } from './pages/LandingPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';
import { OutboxPage } from './pages/OutboxPage';
import { PlaceholderPage } from './pages/PlaceholderPage';

/** The route table of the foundation; the shell issue replaces it with the manifest-built one. */
export function App() {
  const i18n = useMemo(() => setupI18n(navigator.language.startsWith('de') ? 'de' : 'en'), []);
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/verifyEmail" element={<VerifyEmailPage />} />
          <Route path="/dev/outbox" element={<OutboxPage />} />
          <Route path="*" element={<PlaceholderPage />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}
