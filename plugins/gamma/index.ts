/** What other plugins use of the gamma page: its address, its calls and the user's quick list (the home's "Gamma at open"). Import from here only. */
export { gammaMethods, type GammaApi } from './data/gammaApi';
export { quickListOf } from './logic/quickList';
export { gammaPath } from './logic/gammaPath';
