/** plugins/marketStatus: whether the market data is being updated (see README.md). Other plugins import from here only. */
export { isMarketLoading, isUpdating, marketStatusMethods, type MarketStatusApi } from './marketStatusApi';
export { MARKET_RECHECK_MS, useMarketUpdating } from './useMarketUpdating';
