import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../../../tests/api/support/testBackends';
import type { Database } from '../../db/database';
import { createSimulatedMarket } from '../simulation';
import { capitalisationOf } from '../source/capitalisation';
import { importEodText } from './eodImporter';
import { loadImportedMarket } from './importedMarket';
import { createLayeredMarketSource } from './importedMarketSource';

/** Issue 26: an imported instrument's size (market capitalisation, AUM) from its metadata file, through the database into the source. */

const NOW = new Date('2024-06-03T12:00:00Z');
const CSV = 'Date,Ticker,Open,High,Low,Close,Volume\n2024-05-01,BIGCO,100,101,99,100,1000\n2024-05-01,BIGETF,50,51,49,50,1000\n2024-05-02,BIGCO,100,102,99,101,1000\n2024-05-02,BIGETF,50,51,49,51,1000\n';
const META = JSON.stringify({ BIGCO: { type: 'stock', country: 'US', marketCap: '2.9e12' }, BIGETF: { type: 'etf', aum: '5e10' } });

describe.each(BACKENDS)('imported sizes on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  afterAll(async () => {
    await database.close();
  });

  it('are stored with the instrument and given by the source', async () => {
    const report = await importEodText(database.db, CSV, 'big.csv', { now: NOW, meta: { file: 'big.meta.json', text: META } });
    expect(report.errors).toEqual([]);
    const source = createLayeredMarketSource(createSimulatedMarket({ seed: 3, size: 100, now: () => NOW }), await loadImportedMarket(database.db));
    const stock = source.getInstrument('BIGCO')!;
    const etf = source.getInstrument('BIGETF')!;
    expect(stock).toMatchObject({ type: 'stock', marketCap: 2.9e12 });
    expect(etf).toMatchObject({ type: 'etf', aum: 5e10 });
    expect(capitalisationOf(stock, 101)).toEqual({ marketCap: 2.9e12, aum: null });
    expect(capitalisationOf(etf, 51)).toEqual({ marketCap: null, aum: 5e10 });
  });
});
