// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithI18n } from '../../../../engine/testing';
import { ExclusiveOfferView } from './ExclusiveOfferView';
import { fixtureOfferApi } from './fixtureOfferApi';
import type { ExclusiveOfferApi } from './exclusiveOfferApi';

afterEach(() => {
  cleanup();
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
});

function renderOffer(api: ExclusiveOfferApi, member: { username: string } | null = null) {
  const redirect = vi.fn<(url: string) => void>();
  renderWithI18n(
    <MemoryRouter initialEntries={['/exclusive-offer']}>
      <Routes>
        <Route path="/exclusive-offer" element={<ExclusiveOfferView api={api} member={member} redirect={redirect} />} />
        <Route path="/cookie-decline" element={<p>decline page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return redirect;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

function fillForm(username: string, email: string): void {
  type('Email', email);
  type('Password', 'Secret12');
  type('Confirm password', 'Secret12');
  type('Username', username);
  type('First name', 'Olga');
  type('Last name', 'Offer');
  fireEvent.click(screen.getByLabelText('I confirm that I am at least 18 years old'));
}

describe('the exclusive offer page', () => {
  it('shows the offer from product/ and checks taken names while typing', async () => {
    renderOffer(fixtureOfferApi());
    expect(screen.getByTestId('xo-plan').textContent).toContain('EUR 497');
    fillForm('trader', 'taken@example.com');
    await waitFor(() => expect(screen.getByTestId('xo-username-availability').textContent).toBe('This username is already taken.'));
    expect(screen.getByTestId('xo-email-availability').textContent).toBe('An account with this email address already exists.');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and pay' }));
    expect(await screen.findByText('This username is already taken.', { selector: 'li' })).toBeTruthy();
  });

  it('registers with a checked VAT id and leaves for the payment page', async () => {
    const api = fixtureOfferApi();
    const register = vi.spyOn(api, 'register');
    const redirect = renderOffer(api);
    fillForm('olgaoffer', 'olga@example.com');
    fireEvent.change(screen.getByLabelText('EU VAT ID (optional, for businesses)'), { target: { value: 'ATU13585627' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and pay' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox-pay/checkout/fixture'));
    expect(register.mock.calls[0]![0]).toMatchObject({ username: 'olgaoffer', email: 'olga@example.com', vatId: 'ATU13585627', paymentProcessor: 'card' });
  });

  it('does not register with an invalid VAT id', async () => {
    const api = fixtureOfferApi();
    const register = vi.spyOn(api, 'register');
    renderOffer(api);
    fillForm('olgaoffer', 'olga@example.com');
    fireEvent.change(screen.getByLabelText('EU VAT ID (optional, for businesses)'), { target: { value: 'DE000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and pay' }));
    await waitFor(() => expect(screen.getByTestId('xo-vat-result').textContent).toBe('The check digits of this VAT ID are wrong.'));
    expect(register).not.toHaveBeenCalled();
  });

  it('starts a member\'s checkout, and explains a refused one', async () => {
    const redirect = renderOffer(fixtureOfferApi(), { username: 'elitefan' });
    fireEvent.click(screen.getByRole('button', { name: /Get Elite for EUR 497 a year/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox-pay/checkout/fixture'));
    cleanup();
    renderOffer(fixtureOfferApi({ memberRefused: true }), { username: 'elitefan' });
    fireEvent.click(screen.getByRole('button', { name: /Get Elite for EUR 497 a year/ }));
    expect((await screen.findByTestId('xo-member-failure')).textContent).toBe('You already have this plan.');
  });

  it('Decline in the consent banner stores the refusal and goes to /cookie-decline', () => {
    renderOffer(fixtureOfferApi());
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('decline page')).toBeTruthy();
    expect(document.cookie).toContain('CookieConsent=false');
  });
});
