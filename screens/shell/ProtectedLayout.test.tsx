// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setupI18n } from '../../engine/i18n';
import { createEngineServices, EngineProvider } from '../../engine/ui';
import { PluginRegistry } from '../../engine/plugins';
import { PRESERVED_REDIRECT_KEY } from '../../engine/routing';
import { ProtectedLayout } from './ProtectedLayout';
import { AlertHost } from './dialogs/AlertHost';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(url: string, services = createEngineServices({ plugins: new PluginRegistry(), appVersion: 'test' })) {
  const ui = render(
    <I18nextProvider i18n={setupI18n('en')}>
      <EngineProvider services={services}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={<Where />} />
            <Route element={<ProtectedLayout />}>
              <Route path="/dashboard/*" element={<Where />} />
            </Route>
          </Routes>
          <AlertHost />
        </MemoryRouter>
      </EngineProvider>
    </I18nextProvider>,
  );
  return { services, ...ui };
}

describe('ProtectedLayout', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends a visitor to /login and keeps the protected URL for after sign-in', async () => {
    renderAt('/dashboard/watchlists?tab=2');
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/login');
    expect(JSON.parse(sessionStorage.getItem(PRESERVED_REDIRECT_KEY) ?? '{}')).toMatchObject({ url: '/dashboard/watchlists?tab=2' });
    expect(JSON.parse(localStorage.getItem(PRESERVED_REDIRECT_KEY) ?? '{}')).toMatchObject({ url: '/dashboard/watchlists?tab=2' });
  });

  it('keeps nothing when a session has just ended (the controller keeps what it should)', async () => {
    const services = createEngineServices({ plugins: new PluginRegistry(), appVersion: 'test' });
    services.session.clear('user');
    renderAt('/dashboard/scanner', services);
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/login');
    expect(sessionStorage.getItem(PRESERVED_REDIRECT_KEY)).toBeNull();
  });

  it('shows the alert dialog with the translated message', async () => {
    const { services } = renderAt('/login');
    act(() => {
      services.ui.showAlert({ key: 'shell:session.serverUpdated' });
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('The server has been updated, you have been logged out');
  });
});
