/** plugins/correlations: the correlation tables and the CFTC screen (README.md). Other code uses only the manifest. */
export { correlationsPlugin } from './manifest';
