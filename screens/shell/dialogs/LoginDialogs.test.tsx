// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { setupI18n } from '../../../engine/i18n';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { PluginRegistry } from '../../../engine/plugins';
import { LoginDialogs, plainText } from './LoginDialogs';

function setup(flags: Record<string, unknown>, loginDialog: string | null) {
  const services = createEngineServices({ plugins: new PluginRegistry(), appVersion: 'test' });
  runInAction(() => {
    services.session.setUser({ username: 'u', firstname: 'U', lastname: 'V', modules: ['FREE'], userPackage: 'EOD-ACCESS', settings: {}, ui_flags: flags });
    services.session.loginDialog = loginDialog;
    services.session.notifications = [{ id: 1, acknowledged: false, payload: { title: 'Maintenance', content: 'Sunday' } }];
  });
  render(
    <I18nextProvider i18n={setupI18n('en')}>
      <EngineProvider services={services}>
        <MemoryRouter><LoginDialogs /></MemoryRouter>
      </EngineProvider>
    </I18nextProvider>,
  );
  return services;
}

describe('LoginDialogs', () => {
  afterEach(() => cleanup());

  it('shows one dialog at a time: notifications, opt-in, missing primary plan, info', async () => {
    const services = setup({ show_mail_opt_in_dialog: true, show_missing_primary_dialog: true, missing_primary_dialog_payload: { suppressedAddons: ['Crypto'] } }, 'infoDialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog').textContent).toContain('Maintenance');
    act(() => services.session.dropNotification(1));
    expect(screen.getByRole('dialog').textContent).toContain('Stay informed');
    act(() => services.session.setUiFlag('show_mail_opt_in_dialog', false));
    expect(screen.getByRole('dialog').textContent).toContain('Add-ons waiting for a plan: Crypto');
    act(() => screen.getByRole('button', { name: 'Later' }).click());
    expect(screen.getByRole('dialog').textContent).toContain('Information');
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('plainText', () => {
  it('shows simple HTML as text and never as markup', () => {
    expect(plainText('<p>One</p><p>Two<br>Three</p><script>alert(1)</script>')).toBe('One\nTwo\nThree\nalert(1)');
    expect(plainText('No markup')).toBe('No markup');
  });
});
