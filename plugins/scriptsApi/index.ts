/** plugins/scriptsApi: the API and charting-script screens (README.md). Other code uses only the manifest. */
export { scriptsApiPlugin } from './manifest';
