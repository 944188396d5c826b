// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { setupI18n } from '../../engine/i18n';
import { createEngineServices, EngineProvider } from '../../engine/ui';
import { PluginRegistry } from '../../engine/plugins';
import { memoryStorage } from '../../engine/testing';
import { CACHED_USERNAME_KEY } from '../../engine/state';
import { LoginPage } from './LoginPage';

function renderLogin(stored: Record<string, string>) {
  const services = createEngineServices({ plugins: new PluginRegistry(), appVersion: 'test', storage: memoryStorage(stored) });
  render(
    <I18nextProvider i18n={setupI18n('en')}>
      <EngineProvider services={services}>
        <MemoryRouter initialEntries={['/login']}><LoginPage /></MemoryRouter>
      </EngineProvider>
    </I18nextProvider>,
  );
  return {
    services,
    identifier: screen.getByLabelText('Email or username') as HTMLInputElement,
    password: document.querySelector('input[name=password]') as HTMLInputElement,
  };
}

describe('LoginPage', () => {
  afterEach(() => cleanup());

  it('prefills the first field with the cached username, never the password', () => {
    const { identifier, password } = renderLogin({ [CACHED_USERNAME_KEY]: 'demofree' });
    expect(identifier.value).toBe('demofree');
    expect(password.value).toBe('');
  });

  it('says that the session has expired when the saved one was refused at start', () => {
    const { services } = renderLogin({});
    expect(screen.queryByTestId('session-expired')).toBeNull();
    act(() => runInAction(() => { services.session.expiredAtStart = true; }));
    expect(screen.getByTestId('session-expired').textContent).toBe('Your session has expired. Please log in again.');
  });

  it('starts empty on a browser where nobody signed in', () => {
    const { identifier, password } = renderLogin({});
    expect(identifier.value).toBe('');
    expect(password.value).toBe('');
  });
});
