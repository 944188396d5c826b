/** What other plugins use of Quant-Studio: its calls. Import from here only. */
export { quantStudioMethods, type QuantStudioApi } from './data/quantStudioApi';
