import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { resources, NAMESPACES } from '../../../locales/resources';
import { fixtureSignals, signalModel } from '../testing/signalFixtures';
import { exportTable } from './exportRows';

const i18n = i18next.createInstance();
await i18n.init({ resources, ns: [...NAMESPACES], defaultNS: 'models', lng: 'en', fallbackLng: 'en', initAsync: false });

describe('the export of the recent changes', () => {
  it('holds the columns in list order and the texts the list shows', () => {
    const rows = fixtureSignals();
    const { headers, items } = exportTable(signalModel().columns, [rows[3]!, rows[4]!], 'en', i18n.getFixedT('en'));
    expect(headers.map((h) => h.label)).toEqual(['Date', 'Ticker', 'Name', 'Signal', 'Before', 'Now', 'Change', 'In lists', 'Current trend']);
    expect(items[0]).toEqual({
      date: '2026-11-18', ticker: 'GLD', tickerName: 'SPDR Gold Shares', signalClass: 'Cap', signalDirectionPrior: 'Upper cap',
      signalDirectionNew: 'Uncapped', signalChange: 'Improvement', containedInLists: 'TECH', currentTrend: 'Trend neutral',
    });
    expect(items[1]).toMatchObject({ ticker: 'BTC/USD', signalDirectionPrior: 'Momentum neutral', signalDirectionNew: 'Momentum bullish', containedInLists: 'Crypto Market' });
  });

  it('in German, and with empty values left empty', () => {
    const [row] = fixtureSignals();
    const { headers, items } = exportTable(signalModel().columns, [{ ...row!, tickerName: null, containedInLists: [] }], 'de', i18n.getFixedT('de'));
    expect(headers[7]!.label).toBe('In Listen');
    expect(items[0]).toMatchObject({ tickerName: null, containedInLists: '', signalChange: 'Verbesserung', signalDirectionNew: 'Trend bullisch' });
  });
});
