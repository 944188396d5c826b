/**
 * What the home uses of the summary: the calls of the top and most-held lists, the list of top
 * bullish and bearish tickers, and the card every home widget and summary list is shown in (a
 * skeleton while loading, its own error, the premium-needed state). Import from here only.
 */
export { sessionOnly, summaryMethods, type SummaryApi } from './data/summaryApi';
export { TopSignalsList, type TopSignalsListProps } from './components/TopSignalsList';
export { Widget, type WidgetProps } from './components/Widget';
export { isPremiumNeeded, useWidgetData, type WidgetState } from './components/useWidgetData';
export { signedPercent } from './components/signedPercent';
/** Stories and tests only: a signed-in user over a fixture provider. */
export { SignedInFrame, type SignedInFrameProps } from './testing/SignedInFrame';
