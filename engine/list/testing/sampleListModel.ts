import type { ListColumn, ListModel } from '../../core/model/modelTypes';

export { sampleRows, SAMPLE_TODAY } from './sampleRows';

const col = (key: string, en: string, de: string, rest: Omit<ListColumn, 'key' | 'label'>): ListColumn => ({
  key,
  label: { en, de },
  ...rest,
});

const exchangeOptions = [
  { value: 'NYSE', label: { en: 'New York', de: 'New York' } },
  { value: 'NASDAQ', label: { en: 'Nasdaq', de: 'Nasdaq' } },
  { value: 'XETRA', label: { en: 'Xetra', de: 'Xetra' } },
];

const sectorOptions = [
  { value: 'tech', label: { en: 'Technology', de: 'Technologie' } },
  { value: 'energy', label: { en: 'Energy', de: 'Energie' } },
  { value: 'health', label: { en: 'Health care', de: 'Gesundheit' } },
  { value: 'finance', label: { en: 'Financials', de: 'Finanzen' } },
];

const trendOptions = [
  { value: 'trendBullish', label: { en: 'Bullish', de: 'Bullisch' } },
  { value: 'trendNeutral', label: { en: 'Neutral', de: 'Neutral' } },
  { value: 'trendBearish', label: { en: 'Bearish', de: 'Bärisch' } },
];

/**
 * A 30-column ListModel covering every column type and filter type, two PREMIUM and two HIDDEN
 * columns, and row actions with and without a permission. Stories, tests and the benchmark use it
 * with `sampleRows(n)`.
 *
 * @example <ListView model={sampleListModel} rows={sampleRows(2000)} modules={['PREMIUM']} language="en" />
 */
export const sampleListModel: ListModel = {
  modelClass: 'ListModel',
  name: 'SampleTickers',
  label: { en: 'Sample tickers', de: 'Beispielwerte' },
  source: { kind: 'dataset', dataset: 'sample' },
  defaultSort: { key: 'ticker', direction: 'asc' },
  columns: [
    col('ticker', 'Ticker', 'Ticker', { type: 'string', group: 'GENERAL', width: 100, filter: { type: 'text' }, tooltip: { en: 'The trading symbol', de: 'Das Handelskürzel' } }),
    col('name', 'Name', 'Name', { type: 'string', group: 'GENERAL', width: 180, filter: { type: 'text' } }),
    col('exchange', 'Exchange', 'Börse', { type: 'enum', group: 'GENERAL', filter: { type: 'enum', options: exchangeOptions } }),
    col('sector', 'Sector', 'Sektor', { type: 'enum', group: 'GENERAL', width: 120, filter: { type: 'enum-multipleChoice', options: sectorOptions } }),
    col('country', 'Country', 'Land', { type: 'string', group: 'GENERAL', filter: { type: 'enum-multipleChoice' } }),
    col('price', 'Price', 'Kurs', { type: 'number', group: 'GENERAL', decimals: 2, filter: { type: 'number' } }),
    col('change', 'Change', 'Änderung', { type: 'percent', group: 'GENERAL', decimals: 2, filter: { type: 'number' } }),
    col('volume', 'Volume', 'Volumen', { type: 'number', group: 'GENERAL', decimals: 0, width: 110 }),
    col('marketCap', 'Market cap', 'Marktkapitalisierung', { type: 'number', group: 'GENERAL', decimals: 0, width: 130 }),
    col('trend', 'Trend', 'Trend', { type: 'signal', group: 'GENERAL', sortOrder: 'signal', filter: { type: 'signalFilter', options: trendOptions }, tooltip: { en: 'Long-term trend', de: 'Langfristiger Trend' } }),
    col('momentum', 'Momentum', 'Momentum', { type: 'signal', group: 'GENERAL', sortOrder: 'signal', filter: { type: 'signalFilter' } }),
    col('hurst', 'Hurst', 'Hurst', {
      type: 'number', group: 'GENERAL', decimals: 3,
      filter: { type: 'number', min: 0, max: 1, boundsMessage: { en: 'Hurst Value needs to be between 0 and 1', de: 'Der Hurst-Wert muss zwischen 0 und 1 liegen' } },
    }),
    col('ltRange.upside', 'LT upside', 'LT Aufwärts', { type: 'number', group: 'GENERAL', decimals: 3 }),
    col('ltRange.downside', 'LT downside', 'LT Abwärts', { type: 'number', group: 'GENERAL', decimals: 3 }),
    col('stRange.upside', 'ST upside', 'KT Aufwärts', { type: 'number', group: 'GENERAL', decimals: 3 }),
    col('stRange.downside', 'ST downside', 'KT Abwärts', { type: 'number', group: 'GENERAL', decimals: 3 }),
    col('positionOnRange', 'Position on range', 'Position in der Spanne', { type: 'percent', group: 'GENERAL', decimals: 0, width: 120 }),
    col('impliedVolatility', 'Implied volatility', 'Implizite Volatilität', { type: 'percent', group: 'PREMIUM', width: 120, filter: { type: 'number' } }),
    col('ivPremium', 'IV premium', 'IV-Prämie', { type: 'percent', group: 'PREMIUM', filter: { type: 'number' } }),
    col('gammaLevel', 'Gamma level', 'Gamma-Level', { type: 'number', group: 'GENERAL', decimals: 2 }),
    col('earningsDate', 'Earnings', 'Quartalszahlen', { type: 'date', group: 'GENERAL', width: 110, filter: { type: 'date' } }),
    col('lastUpdate', 'Last update', 'Letzte Aktualisierung', { type: 'datetime', group: 'GENERAL', width: 150 }),
    col('realtime', 'Real time', 'Echtzeit', { type: 'boolean', group: 'GENERAL', width: 80 }),
    col('website', 'Website', 'Webseite', { type: 'link', group: 'GENERAL', width: 160, sortable: false }),
    col('rsi', 'RSI', 'RSI', { type: 'number', group: 'GENERAL', decimals: 1 }),
    col('beta', 'Beta', 'Beta', { type: 'number', group: 'GENERAL', decimals: 2 }),
    col('dividendYield', 'Dividend yield', 'Dividendenrendite', { type: 'percent', group: 'GENERAL' }),
    col('peRatio', 'P/E', 'KGV', { type: 'number', group: 'GENERAL', decimals: 1 }),
    col('internalScore', 'Internal score', 'Interner Wert', { type: 'number', group: 'HIDDEN' }),
    col('sourceId', 'Source id', 'Quellen-ID', { type: 'string', group: 'HIDDEN' }),
  ],
  rowActions: [
    { id: 'open', label: { en: 'Open', de: 'Öffnen' }, kind: 'open', path: '/dashboard/ticker/:ticker' },
    { id: 'edit', label: { en: 'Edit', de: 'Bearbeiten' }, kind: 'edit', permission: 'ADMIN' },
    { id: 'delete', label: { en: 'Delete', de: 'Löschen' }, kind: 'delete', permission: 'ADMIN' },
  ],
};

/** The same table with the asc ↔ desc cycle of the scanner and the signal lists. */
export const sampleAscDescListModel: ListModel = { ...sampleListModel, name: 'SampleSignals', sortCycle: 'ascDesc' };
