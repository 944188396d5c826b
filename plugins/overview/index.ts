/**
 * What other plugins use of the asset overview: its calls (the nine groups, the user's asset
 * groups) and the detail page's caller name of its ticker links. Import from here only.
 */
export { overviewMethods, type OverviewApi } from './data/overviewApi';
export { OVERVIEW_CALLER } from './components/GroupTable';
export type { AssetGroup } from './logic/assetGroups';
