import { lazyScreen } from '../../engine/plugins/lazyScreen';
import type { PluginManifest } from '../../engine/plugins/pluginManifest';
import { ELITE_TRIAL_PATH } from './model/routes';

const settings = lazyScreen(() => import('./settings/SettingsScreen'));

/**
 * Billing screens (document 3): the plan chooser and purchase wizards under /join, the payment
 * result page, the Elite trial's checkout for signed-in free users and the six settings tabs. The shell keeps its sidebar
 * entries for Subscription, Tokens, Reset and General Settings; these replace its placeholders.
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
    { id: 'extraTickers', label: 'billing:nav.extraTickers', path: '/join/extra-tickers', icon: 'ticker', group: 'account', order: 15 },
    { id: 'paymentInformation', label: 'billing:nav.payment', path: '/join/payment-information', icon: 'subscription', group: 'account', order: 37 },
  ],
};
