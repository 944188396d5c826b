/**
 * What the home uses of the recent changes: the signal list's call (`signalsMethods`, with the
 * home's cache ages) and the rule that picks the latest changes of the user's tickers. Import
 * from here only.
 */
export { signalsMethods, type SignalCacheAges, type SignalRowData, type SignalsApi } from './data/signalsApi';
export { latestChanges } from './logic/latestChanges';
