/** What other plugins use of the volatility page: its call. Import from here only. */
export { volatilityMethods, type VolatilityApi } from './data/volatilityApi';
