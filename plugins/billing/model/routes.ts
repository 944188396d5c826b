import { SUPPORT_PATHS } from '../../../product/supportTickets';
/** The billing screens' addresses (document 3 section 2). */
export const SETTINGS_PATH = '/dashboard/settings';
export const settingsTabPath = (tab: number): string => `${SETTINGS_PATH}/${tab}`;
/** Tab 0 (Active Tickers) with its reset panel. */
export const RESET_PANEL_PATH = `${SETTINGS_PATH}/0#reset`;
export const SUBSCRIPTION_TAB = 4;
export const PAYMENT_TAB = 5;
/** The support ticket screen (plugins/support). */
export const SUPPORT_PATH = SUPPORT_PATHS.tickets;

/** The Elite trial's checkout for a signed-in free user (POST /api/eliteTrial). */
export const ELITE_TRIAL_PATH = '/join/elite-trial';
