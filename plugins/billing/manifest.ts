import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { ELITE_TRIAL_PATH } from './model/routes';
import { registerBalanceHooks } from './session/balances';

// Each heartbeat's `userBalance` updates the balances in the header.
registerBalanceHooks();

const settings = lazyScreen(() => import('./settings/SettingsScreen'));

/**
 * Billing screens (document 3): the plan chooser and purchase wizards under /join, the payment
 * result page, the Elite trial's checkout for signed-in free users and the six settings tabs, with
 * their sidebar entries in the account group.
 */
export const billingPlugin: PluginManifest = {
  id: 'billing',
  routes: [
    { path: '/join/subscriptions', component: lazyScreen(() => import('./screens/SubscriptionsScreen')) },
    { path: '/join/extra-tickers', component: lazyScreen(() => import('./screens/ExtraTickersScreen')) },
    { path: '/join/tokens', component: lazyScreen(() => import('./screens/TokensScreen')) },
    { path: '/join/reset-requests', component: lazyScreen(() => import('./screens/ResetRequestsScreen')) },
    { path: '/join/crypto-subscription', component: lazyScreen(() => import('./screens/CryptoScreen')) },
    { path: '/join/payment-information', component: lazyScreen(() => import('./screens/PaymentInformationScreen')) },
    { path: ELITE_TRIAL_PATH, component: lazyScreen(() => import('./screens/EliteTrialScreen')) },
    { path: '/payment-result', component: lazyScreen(() => import('./screens/PaymentResultScreen')) },
    { path: '/dashboard/settings', component: settings },
    { path: '/dashboard/settings/:tab', component: settings },
  ],
  navigation: [
    { id: 'subscription', label: 'shell:nav.subscription', path: '/join/subscriptions', icon: 'subscription', group: 'account', order: 10 },
    { id: 'tokens', label: 'shell:nav.tokens', path: '/join/tokens', icon: 'token', group: 'account', order: 20 },
    { id: 'resetRequests', label: 'shell:nav.resetRequests', path: '/join/reset-requests', icon: 'reset', group: 'account', order: 30 },
    { id: 'generalSettings', label: 'shell:nav.generalSettings', path: '/dashboard/settings/0', icon: 'settings', group: 'account', order: 40 },
    { id: 'extraTickers', label: 'billing:nav.extraTickers', path: '/join/extra-tickers', icon: 'ticker', group: 'account', order: 15 },
    { id: 'paymentInformation', label: 'billing:nav.payment', path: '/join/payment-information', icon: 'subscription', group: 'account', order: 37 },
  ],
};
