import type { Meta, StoryObj } from '@storybook/react';
import type { SessionUser } from '../../contracts';
import { PLANS } from '../../product/plans';
import { BillingFrame } from './testing/StoryFrame';
import { sampleHistory, storyUser, subscriptionOf, type FakeOptions } from './testing/fakeBillingApi';
import { PaymentWidget } from './components/PaymentWidget';
import SubscriptionsScreen from './screens/SubscriptionsScreen';
import TokensScreen from './screens/TokensScreen';
import ResetRequestsScreen from './screens/ResetRequestsScreen';
import ExtraTickersScreen from './screens/ExtraTickersScreen';
import CryptoScreen from './screens/CryptoScreen';
import PaymentInformationScreen from './screens/PaymentInformationScreen';
import PaymentResultScreen from './screens/PaymentResultScreen';
import EliteTrialScreen from './screens/EliteTrialScreen';
import SettingsScreen from './settings/SettingsScreen';

/** The billing screens with the catalogue and prices of product/, and fixture subscriptions. */
const meta: Meta = { title: 'Plugins/Billing' };
export default meta;
type Story = StoryObj;

const freeUser = storyUser({ username: 'fionafree', plan: 'demo', planLabel: 'Free', modules: [...PLANS.demo.modules], addressDetails: {} });
const premiumUser = storyUser();
const eliteUser = storyUser({ username: 'elenaelite', plan: 'elite', planLabel: 'Elite', modules: [...PLANS.elite.modules] });
const usUser = storyUser({ country: { code: 'US', name: 'United States' } });
const noFreeModule = storyUser({ modules: ['BASIC_OR_PREMIUM'] });

const premiumMonthly: FakeOptions = { subscriptions: [subscriptionOf('020')] };
const eliteYearly: FakeOptions = { subscriptions: [subscriptionOf('060y')] };

function screen(children: React.ReactNode, user: SessionUser, fake: FakeOptions = {}, path = '/', route = '*') {
  return <BillingFrame user={user} fake={fake} path={path} route={route}>{children}</BillingFrame>;
}
const settings = (tab: number, user: SessionUser = premiumUser, fake: FakeOptions = premiumMonthly) =>
  screen(<SettingsScreen />, user, fake, `/dashboard/settings/${tab}`, '/dashboard/settings/:tab');

export const PlanChooserFree: Story = { render: () => screen(<SubscriptionsScreen />, freeUser) };
export const PlanChooserPremiumMonthly: Story = { render: () => screen(<SubscriptionsScreen />, premiumUser, premiumMonthly) };
/** Elite users hold OrderElitePlus and OrderProfessional: five columns; yearly is final. */
export const PlanChooserEliteYearly: Story = { render: () => screen(<SubscriptionsScreen />, eliteUser, eliteYearly) };
export const PlanChooserLoadFailure: Story = { render: () => screen(<SubscriptionsScreen />, premiumUser, { failing: true }) };

export const PaymentWidgetGermanBuyer: Story = {
  render: () => screen(<PaymentWidget choice={{ kind: 'subscribe', sku: '060', title: 'Elite', interval: 'MONTH' }} onAbort={() => undefined} />, premiumUser),
};
export const PaymentWidgetUsBuyer: Story = {
  render: () => screen(<PaymentWidget choice={{ kind: 'buy', sku: '002', title: '500 Tokens', interval: null }} onAbort={() => undefined} />, usUser, { country: 'US' }),
};
export const PaymentWidgetWithoutAddress: Story = {
  render: () => screen(<PaymentWidget choice={{ kind: 'buy', sku: '001', title: '100 Tokens', interval: null }} onAbort={() => undefined} />, freeUser),
};
/** A business buyer from Austria with a kept VAT id: 0 % VAT and the reverse-charge note (issue 29). */
export const PaymentWidgetBusinessBuyer: Story = {
  render: () => screen(
    <PaymentWidget choice={{ kind: 'subscribe', sku: '020', title: 'Premium', interval: 'MONTH' }} onAbort={() => undefined} />,
    storyUser({ country: { code: 'AT', name: 'Austria' }, addressDetails: { address: 'Ringstraße 1', city: 'Wien', postalCode: '1010', vatId: 'ATU13585627' } }),
    { country: 'AT' },
  ),
};
export const PaymentWidgetPriceFailure: Story = {
  render: () => screen(<PaymentWidget choice={{ kind: 'buy', sku: '001', title: '100 Tokens', interval: null }} onAbort={() => undefined} />, premiumUser, { failing: true }),
};

export const Tokens: Story = { render: () => screen(<TokensScreen />, premiumUser) };
export const TokensWithoutFreeModule: Story = { render: () => screen(<TokensScreen />, noFreeModule) };
export const ResetRequests: Story = { render: () => screen(<ResetRequestsScreen />, premiumUser) };
export const ExtraTickersPremium: Story = { render: () => screen(<ExtraTickersScreen />, premiumUser, premiumMonthly) };
export const ExtraTickersWithoutBase: Story = { render: () => screen(<ExtraTickersScreen />, freeUser) };
export const CryptoPlan: Story = { render: () => screen(<CryptoScreen />, premiumUser) };
export const CryptoPlanMonthlyRunning: Story = { render: () => screen(<CryptoScreen />, premiumUser, { subscriptions: [subscriptionOf('900')] }) };
export const PaymentInformation: Story = { render: () => screen(<PaymentInformationScreen />, premiumUser, { history: sampleHistory }) };

export const PaymentSucceeded: Story = {
  render: () => screen(<PaymentResultScreen />, premiumUser, {}, '/payment-result?paymentFeedback=true&status=success&invoiceId=RS-2026-000042'),
};
export const PaymentFailed: Story = {
  render: () => screen(<PaymentResultScreen />, premiumUser, {}, '/payment-result?status=failed&message=Your%20card%20was%20declined.'),
};
export const PaymentCancelled: Story = { render: () => screen(<PaymentResultScreen />, premiumUser, {}, '/payment-result?status=cancelled') };
export const EliteTrialFromChooser: Story = { render: () => screen(<EliteTrialScreen />, freeUser) };

export const SettingsActiveTickers: Story = { render: () => settings(0) };
export const SettingsUserInformation: Story = { render: () => settings(1) };
export const SettingsUserInformationIncompleteAddress: Story = { render: () => settings(1, freeUser, {}) };
export const SettingsPassword: Story = { render: () => settings(2) };
export const SettingsDisplay: Story = { render: () => settings(3) };
export const SettingsSubscriptionPremium: Story = { render: () => settings(4) };
export const SettingsSubscriptionCancelledPaypal: Story = {
  render: () => settings(4, premiumUser, { subscriptions: [subscriptionOf('020', { type: 'paypal', paymentProcessor: 'sandbox-paypal', cancelled: true })] }),
};
export const SettingsSubscriptionTrial: Story = {
  render: () => settings(4, eliteUser, { subscriptions: [subscriptionOf('060t', { type: 'local', status: 'trialing' })] }),
};
export const SettingsSubscriptionYearlyWithAddon: Story = {
  render: () => settings(4, eliteUser, { subscriptions: [subscriptionOf('060y'), subscriptionOf('200')] }),
};
export const SettingsSubscriptionNone: Story = { render: () => settings(4, freeUser, {}) };
export const SettingsSubscriptionLoadFailure: Story = { render: () => settings(4, premiumUser, { failing: true }) };
export const SettingsPaymentInformation: Story = { render: () => settings(5, premiumUser, { history: sampleHistory }) };
