// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithI18n } from '../../../engine/testing';
import { ApiCallError } from '../../../engine/data';
import { type EngineServices, formattersFor } from '../../../engine/ui';
import { PLANS } from '../../../product/plans';
import { productBySku } from '../../../product/catalogue';
import { withVat } from '../../../product/vat';
import { BillingFrame } from '../testing/StoryFrame';
import { fakeBillingApi, sampleHistory, storyUser, subscriptionOf } from '../testing/fakeBillingApi';
import { BillingPanel } from '../components/BillingPanel';
import type { BillingServices } from '../api/BillingApiContext';
import { formatEur } from '../model/money';
import { PaymentWidget } from '../components/PaymentWidget';
import SubscriptionsScreen from './SubscriptionsScreen';
import ExtraTickersScreen from './ExtraTickersScreen';
import TokensScreen from './TokensScreen';
import PaymentResultScreen from './PaymentResultScreen';
import SettingsScreen from '../settings/SettingsScreen';

afterEach(() => cleanup());

const en = formattersFor('en-US');
const eur = (cents: number): string => formatEur(cents, en);

function services(over: Partial<ReturnType<typeof fakeBillingApi>> = {}, fake: Parameters<typeof fakeBillingApi>[0] = {}) {
  const api = { ...fakeBillingApi(fake), ...over };
  const redirect = vi.fn<(url: string) => void>();
  const billing: BillingServices = { api, redirect, openTab: async (url) => void (await url) };
  return { api, redirect, billing };
}

describe('payment widget', () => {
  it('shows net, VAT and total from /price and keeps Pay disabled until a method is chosen', async () => {
    const { billing, redirect, api } = services();
    const subscribe = vi.spyOn(api, 'subscribe');
    renderWithI18n(
      <BillingFrame billingServices={billing}>
        <PaymentWidget choice={{ kind: 'subscribe', sku: '020', title: 'Premium', interval: 'MONTH' }} onAbort={() => undefined} />
      </BillingFrame>,
    );
    const premium = withVat(productBySku('020')!.priceCents, 'DE');
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe(eur(premium.totalCents)));
    expect(screen.getByTestId('price-net').textContent).toBe(eur(premium.netCents));
    expect(screen.getByText('VAT 19 % (DE)')).toBeTruthy();
    const pay = screen.getByRole('button', { name: `Pay ${eur(premium.totalCents)}` }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/^Card/));
    expect(pay.disabled).toBe(false);
    fireEvent.click(pay);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox-pay/checkout/story'));
    expect(subscribe).toHaveBeenCalledWith({ sku: '020', paymentProcessor: 'card' });
    // After success the button stays disabled (the browser is leaving).
    expect(pay.disabled).toBe(true);
  });

  it('shows the server\'s plan rule and lets the user try again', async () => {
    const { billing } = services({ moveSub: () => Promise.reject(new ApiCallError(409, 'Already Subscribed to yearly plan', 'ALREADY_SUBSCRIBED_YEARLY')) });
    renderWithI18n(
      <BillingFrame billingServices={billing}>
        <PaymentWidget choice={{ kind: 'change', sku: '060', subId: 'x', title: 'Elite', interval: 'MONTH' }} onAbort={() => undefined} />
      </BillingFrame>,
    );
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).not.toBe(eur(0)));
    fireEvent.click(screen.getByLabelText(/^PayPal/));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(screen.getByTestId('pay-error').textContent).toBe('Already Subscribed to yearly plan'));
    expect((screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows 0 and the spec\'s message when the price cannot be calculated', async () => {
    const { billing } = services({ price: () => Promise.reject(new ApiCallError(500, 'boom')) });
    renderWithI18n(
      <BillingFrame billingServices={billing}>
        <PaymentWidget choice={{ kind: 'buy', sku: '001', title: '100 Tokens', interval: null }} onAbort={() => undefined} />
      </BillingFrame>,
    );
    await screen.findByText('Sorry, an error happened while calculating the price. Please try again or contact our customer support');
    expect(screen.getByTestId('price-total').textContent).toBe(eur(0));
    fireEvent.click(screen.getByLabelText(/^Card/));
    expect((screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('plan chooser', () => {
  it('marks the current plan, offers the allowed changes and opens the wizard; Abort returns', async () => {
    const { billing } = services({}, { subscriptions: [subscriptionOf('020')] });
    renderWithI18n(<BillingFrame billingServices={billing}><SubscriptionsScreen /></BillingFrame>);
    const premium = await screen.findByTestId('plan-premium');
    expect(within(premium).getByTestId('current-plan')).toBeTruthy();
    expect(screen.queryByTestId('plan-elitePlus')).toBeNull();
    fireEvent.click(within(screen.getByTestId('plan-elite')).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByTestId('payment-widget')).toBeTruthy();
    expect(screen.getByTestId('order-item').textContent).toContain('Elite');
    fireEvent.click(screen.getByRole('button', { name: 'Abort' }));
    expect(await screen.findByTestId('plan-premium')).toBeTruthy();
  });

  it('shows the yearly rule for a yearly plan and the extra columns with their modules', async () => {
    const { billing } = services({}, { subscriptions: [subscriptionOf('060y')] });
    const elite = storyUser({ plan: 'elite', modules: [...PLANS.elite.modules] });
    renderWithI18n(<BillingFrame billingServices={billing} user={elite}><SubscriptionsScreen /></BillingFrame>);
    await screen.findByTestId('plan-elitePlus');
    expect(screen.getByTestId('plan-professional')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Monthly'));
    const eliteColumn = screen.getByTestId('plan-elite');
    expect((within(eliteColumn).getByRole('button', { name: 'Already Subscribed to yearly plan' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the plans cannot be loaded', async () => {
    const { billing } = services({}, { failing: true });
    renderWithI18n(<BillingFrame billingServices={billing}><SubscriptionsScreen /></BillingFrame>);
    expect((await screen.findByTestId('billing-load-error')).textContent).toContain('Sorry, there was an error while loading the data. Please try again');
  });
});

describe('extra tickers', () => {
  it('needs a Premium or Elite base', async () => {
    const { billing } = services();
    const free = storyUser({ plan: 'demo', modules: [...PLANS.demo.modules] });
    renderWithI18n(<BillingFrame billingServices={billing} user={free}><ExtraTickersScreen /></BillingFrame>);
    expect((await screen.findByTestId('addon-needs-base')).textContent).toContain('add-ons require a base Premium or Elite subscription');
    await screen.findByTestId('pack-table');
    expect(screen.getAllByRole('button', { name: /^Buy / }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('asks first with add-ons running; cancel and proceed cancels them, then the wizard opens', async () => {
    const addon = subscriptionOf('300');
    const { billing, api } = services({}, { subscriptions: [subscriptionOf('020'), addon] });
    const cancel = vi.spyOn(api, 'cancelSubscriptions');
    renderWithI18n(<BillingFrame billingServices={billing}><ExtraTickersScreen /></BillingFrame>);
    await screen.findByTestId('pack-table');
    fireEvent.click(screen.getAllByRole('button', { name: /^Buy / })[1]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'You have active add-on subscriptions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and proceed' }));
    const done = await screen.findByRole('alertdialog', { name: 'Subscription cancelled' });
    expect(cancel).toHaveBeenCalledWith([addon.id]);
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('payment-widget')).toBeTruthy();
  });

  it('a failed cancellation offers OK or contact support', async () => {
    const { billing } = services({ cancelSubscriptions: () => Promise.reject(new ApiCallError(502, 'Cancellation not successful', 'CANCELLATION_FAILED')) },
      { subscriptions: [subscriptionOf('020'), subscriptionOf('300')] });
    renderWithI18n(<BillingFrame billingServices={billing}><ExtraTickersScreen /></BillingFrame>);
    await screen.findByTestId('pack-table');
    fireEvent.click(screen.getAllByRole('button', { name: /^Buy / })[0]!);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel and proceed' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Cancellation not successful' });
    expect(failed.textContent).toContain('Sorry, an error happened during your cancellation. Please try again or contact our customer support.');
    expect(within(failed).getByRole('button', { name: 'Contact support' })).toBeTruthy();
  });
});

describe('tokens', () => {
  it('without the FREE module: the upgrade note instead of purchases', async () => {
    const { billing } = services();
    renderWithI18n(<BillingFrame billingServices={billing} user={storyUser({ modules: ['BASIC_OR_PREMIUM'] })}><TokensScreen /></BillingFrame>);
    expect((await screen.findByTestId('tokens-upgrade')).textContent).toContain('Upgrade your account to purchase Tokens!');
  });
});

describe('payment result', () => {
  it('shows a decline with the provider\'s message', () => {
    renderWithI18n(
      <BillingFrame path="/payment-result?status=failed&message=Your%20card%20was%20declined."><PaymentResultScreen /></BillingFrame>,
    );
    expect(screen.getByTestId('payment-failed').textContent).toBe('Payment failed Your card was declined.');
  });

  it('asks for a processing order until it is paid', async () => {
    const { billing, api } = services();
    const order = vi.spyOn(api, 'order');
    renderWithI18n(
      <BillingFrame billingServices={billing} path="/payment-result?paymentFeedback=true&status=processing&invoiceId=abc"><PaymentResultScreen /></BillingFrame>,
    );
    expect((await screen.findByTestId('payment-success')).textContent).toContain('RS-2026-000042');
    expect(order).toHaveBeenCalledWith('abc');
  });
});

describe('settings', () => {
  it('has the six tabs; the subscription tab cancels after confirmation and loads the account again', async () => {
    const sub = subscriptionOf('020');
    const { billing, api } = services({}, { subscriptions: [sub] });
    const cancel = vi.spyOn(api, 'cancelSubscriptions');
    const userData = vi.spyOn(api, 'userData');
    renderWithI18n(
      <BillingFrame billingServices={billing} path="/dashboard/settings/4" route="/dashboard/settings/:tab"><SettingsScreen /></BillingFrame>,
    );
    const tabs = screen.getByRole('navigation', { name: 'Settings tabs' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Active Tickers', 'User Information', 'Password Settings', 'Display Settings', 'Subscription', 'Payment Information',
    ]);
    const card = await screen.findByTestId('subscription');
    expect(card.textContent).toContain('Activation Date');
    expect(card.textContent).toContain('Payment Processor');
    expect(within(card).getByRole('button', { name: 'Upgrade to Elite' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel Premium?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByRole('alertdialog', { name: 'Subscription cancelled' });
    expect(cancel).toHaveBeenCalledWith([sub.id]);
    expect(userData).toHaveBeenCalled();
  });

  it('a trial cannot be cancelled and offers Subscribe; a cancelled plan says so', async () => {
    const { billing } = services({}, {
      subscriptions: [subscriptionOf('060t', { type: 'local', status: 'trialing' }), subscriptionOf('900', { cancelled: true })],
    });
    renderWithI18n(
      <BillingFrame billingServices={billing} path="/dashboard/settings/4" route="/dashboard/settings/:tab"><SettingsScreen /></BillingFrame>,
    );
    const local = await screen.findByTestId('subscription-local');
    expect(within(local).getByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByTestId('subscription-cancelled').textContent).toBe('Subscription is cancelled');
    expect(screen.queryAllByRole('button', { name: 'Cancel subscription' })).toHaveLength(0);
  });

  it('the reset panel confirms, resets and logs out', async () => {
    let engine: EngineServices | null = null;
    const { billing, api } = services();
    const reset = vi.spyOn(api, 'resetTickers');
    renderWithI18n(
      <BillingFrame billingServices={billing} onServices={(s) => { engine = s; }} path="/dashboard/settings/0" route="/dashboard/settings/:tab">
        <SettingsScreen />
      </BillingFrame>,
    );
    const logout = vi.spyOn(engine!.controller, 'logout').mockResolvedValue();
    const panel = await screen.findByTestId('reset-panel');
    expect(screen.getByTestId('active-tickers').textContent).toContain('AAPL');
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset active tickers' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Reset your active tickers?' })).getByRole('button', { name: 'Reset and log out' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(reset).toHaveBeenCalled();
  });

  it('the password tab lists the rules, then asks the server whether the old password is right', async () => {
    const { billing, api } = services({ checkPassword: () => Promise.resolve(false) });
    const change = vi.spyOn(api, 'changePassword');
    renderWithI18n(
      <BillingFrame billingServices={billing} path="/dashboard/settings/2" route="/dashboard/settings/:tab"><SettingsScreen /></BillingFrame>,
    );
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Wrong123' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const problems = await screen.findByTestId('password-problems');
    expect(problems.textContent).toContain('Please check the following issues with your entered data:');
    expect(problems.textContent).toContain('Your Password should contain at least 6 characters');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('password-problems')).textContent).toContain('Your current password is not correct');
    expect(change).not.toHaveBeenCalled();
  });
});

describe('user information', () => {
  it('says why the VAT id was refused, like the checkout does, and saves a valid one', async () => {
    const { billing } = services();
    renderWithI18n(
      <BillingFrame billingServices={billing} path="/dashboard/settings/1" route="/dashboard/settings/:tab"><SettingsScreen /></BillingFrame>,
    );
    const field = await screen.findByLabelText('VAT ID (businesses in the EU)');
    const save = screen.getByRole('button', { name: 'Save address' });
    fireEvent.change(field, { target: { value: 'ATU99999999' } });
    fireEvent.click(save);
    expect((await screen.findByTestId('vat-id-invalid')).textContent).toBe('This VAT ID is not valid: its check digits do not match.');
    fireEvent.change(field, { target: { value: '12345' } });
    expect(screen.queryByTestId('vat-id-invalid')).toBeNull();
    fireEvent.click(save);
    expect((await screen.findByTestId('vat-id-invalid')).textContent).toBe('This is not a valid EU VAT ID. Please check the country prefix and the number, e.g. DE123456789.');
    fireEvent.change(field, { target: { value: 'ATU13585627' } });
    fireEvent.click(save);
    expect(await screen.findByText('Your address has been saved.')).toBeTruthy();
  });
});

describe('purchase history', () => {
  it('offers each refund\'s credit note beside the invoice and downloads it by its number', async () => {
    const { billing, api } = services({}, { history: sampleHistory });
    const invoice = vi.spyOn(api, 'invoicePdf');
    const creditNote = vi.spyOn(api, 'creditNotePdf');
    renderWithI18n(<BillingFrame billingServices={billing}><BillingPanel /></BillingFrame>);
    const button = await screen.findByRole('button', { name: `Download credit note CN-2026-000007 (${eur(595)})` });
    expect(button.textContent).toBe('Credit note CN-2026-000007');
    fireEvent.click(button);
    await waitFor(() => expect(creditNote).toHaveBeenCalledWith('CN-2026-000007'));
    expect(invoice).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('credit-note-download')).toHaveLength(1);
  });
});
