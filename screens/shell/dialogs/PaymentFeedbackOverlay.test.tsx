// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { setupI18n } from '../../../engine/i18n';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { PluginRegistry } from '../../../engine/plugins';
import { memoryStorage } from '../../../engine/testing';
import { PaymentFeedbackOverlay } from './PaymentFeedbackOverlay';
import { balancesOf } from '../../../plugins/billing';

const USER = { username: 'bea', firstname: 'Bea', lastname: 'Buyer', modules: ['FREE'], userPackage: 'EOD-ACCESS', settings: {} };

async function renderAt(url: string) {
  const services = createEngineServices({ plugins: new PluginRegistry(), appVersion: 'test', storage: memoryStorage() });
  const fetchNow = globalThis.fetch;
  vi.stubGlobal('fetch', vi.fn(async () => json({ user: { ...USER, sessionId: 's1' }, serverVersion: 'test' })));
  await services.session.login('bea', 'Secret12', 'test');
  vi.stubGlobal('fetch', fetchNow);
  render(
    <I18nextProvider i18n={setupI18n('en')}>
      <EngineProvider services={services}>
        <MemoryRouter initialEntries={[url]}><PaymentFeedbackOverlay /></MemoryRouter>
      </EngineProvider>
    </I18nextProvider>,
  );
  return services;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('PaymentFeedbackOverlay', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is inactive without paymentFeedback and status', async () => {
    await renderAt('/payment-result?status=failed&message=x');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a processing order until it is paid, shows the invoice and loads the balances again', async () => {
    const seen: string[] = [];
    let polls = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      seen.push(url);
      if (url.startsWith('/api/orders/')) return json({ status: ++polls < 2 ? 'pending' : 'paid', invoiceId: 'RS-2026-000007', failureMessage: null });
      if (url === '/api/userBalance') return json({ tokenBalance: 100, resetBalance: 0, tickersInLastMonth: 0, tickersPerMonth: 3 });
      return json(USER);
    }));
    const services = await renderAt('/payment-result?paymentFeedback=true&status=processing&invoiceId=0b042dbc-601d-4b5a-b3ab-3ca52d85bec6');
    const dialog = screen.getByRole('dialog', { name: 'Payment approved' });
    expect(dialog.textContent).toContain('Your subscription payment has been approved and is being processed.');
    await waitFor(() => expect(dialog.textContent).toContain('RS-2026-000007'), { timeout: 5000 });
    expect(dialog.textContent).toContain('The payment is confirmed.');
    await waitFor(() => expect(balancesOf(services.session.user).tokenBalance).toBe(100));
    expect(seen.filter((u) => u.startsWith('/api/orders/0b042dbc'))).toHaveLength(2);
  });

  it('a processing order that failed says so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ status: 'failed', invoiceId: null, failureMessage: 'Your card was declined.' })));
    await renderAt('/payment-result?paymentFeedback=true&status=processing&invoiceId=abc');
    expect((await screen.findByTestId('payment-feedback-failed')).textContent).toBe('Payment failed Your card was declined.');
  });
});
