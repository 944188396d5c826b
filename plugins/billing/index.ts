/**
 * What the shell and other plugins use of billing: the account's balances (tokens, reset
 * requests, the ticker allowance), read from the session's user object. Import from here only.
 */
export {
  UNKNOWN_BALANCES, balancesOf, pickBalances, registerBalanceHooks, setBalances, withBalances,
} from './session/balances';
/** The billing calls on the app's provider (the public offer page starts a member's checkout with them). */
export { billingMethods } from './api/billingApi';
