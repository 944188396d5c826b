import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { testMarket } from './support/testMarket';
import { expectError, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { makeIsin } from '../../server/market/simulation/isin';
import type { Instrument, MarketDataSource } from '../../server/market/source/marketDataSource';

/** GET /searchTicker, /searchCrypto and /resolveISIN over the shared test market. */

interface Entry { ticker: string; name: string; type: string; exchange: string; isin?: string; display?: string }

describe.each(BACKENDS)('search and ISIN calls on %s', (backend) => {
  let source: MarketDataSource;
  let instruments: readonly Instrument[];
  let t: TestApp;
  let user: Session;

  const search = async (path: string): Promise<Entry[]> => ok<Entry[]>(await call(t, user, 'GET', path));

  beforeAll(async () => {
    const market = await testMarket();
    source = market.source;
    instruments = source.listInstruments();
    t = await createTestApp(backend, { seed: true, market });
    user = await demo(t, 'demofree');
  }, 180_000);
  afterAll(async () => { await t?.close(); });

  describe('GET /searchTicker', () => {
    it('ranks the exact ticker first, then ticker prefixes by length', async () => {
      const entries = await search('/api/searchTicker?search=sp');
      const spy = instruments.find((i) => i.ticker === 'SPY')!;
      const prefixed = entries.filter((e) => e.ticker.startsWith('SP'));
      expect(prefixed.length).toBeGreaterThan(1);
      // Every ticker starting with SP comes before any name match.
      expect(entries.slice(0, prefixed.length)).toEqual(prefixed);
      const lengths = prefixed.map((e) => e.ticker.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      const [first] = await search('/api/searchTicker?search=SPY&limit=3');
      expect(first).toEqual({ ticker: 'SPY', name: spy.name, type: 'etf', exchange: spy.exchangeShort, isin: spy.isin });
    });

    it('finds names by word prefix before names that merely contain the text', async () => {
      const entries = await search('/api/searchTicker?search=apple');
      expect(entries[0]).toMatchObject({ ticker: 'AAPL', name: 'Apple Inc.' });
      const words = await search('/api/searchTicker?search=japan');
      expect(words.length).toBeGreaterThan(0);
      const isWordMatch = (e: Entry) => e.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith('japan'));
      const firstContains = words.findIndex((e) => !isWordMatch(e));
      if (firstContains >= 0) expect(words.slice(firstContains).every((e) => !isWordMatch(e) && e.name.toLowerCase().includes('japan'))).toBe(true);
      expect(words.every((e) => e.ticker.startsWith('JAPAN') || e.name.toLowerCase().includes('japan'))).toBe(true);
    });

    it('never answers crypto; honours limit (default 50, at most 200)', async () => {
      expect((await search('/api/searchTicker?search=bitcoin')).filter((e) => e.type === 'crypto')).toEqual([]);
      expect((await search('/api/searchTicker?search=crypto')).every((e) => !e.ticker.startsWith('CRYPTO.'))).toBe(true);
      expect(await search('/api/searchTicker?search=a')).toHaveLength(50);
      expect(await search('/api/searchTicker?search=a&limit=3')).toHaveLength(3);
      const matching = instruments.filter((i) => i.type !== 'crypto' && (i.ticker.startsWith('E') || i.name.toLowerCase().includes('e'))).length;
      expect(matching).toBeGreaterThan(200);
      expect(await search('/api/searchTicker?search=e&limit=100000')).toHaveLength(200);
      expect(await search('/api/searchTicker?search=%20%20')).toEqual([]);
      expect(await search('/api/searchTicker?search=qqqqqqqq')).toEqual([]);
    });

    it('refuses a missing search and a bad limit', async () => {
      expectError(await call(t, user, 'GET', '/api/searchTicker'), 400);
      expectError(await call(t, user, 'GET', '/api/searchTicker?search=a&limit=x'), 400);
      expectError(await call(t, user, 'GET', '/api/searchTicker?search=a&limit=0'), 400, 'limit must be between 1 and 200.');
      expectError(await call(t, user, 'GET', `/api/searchTicker?search=${'a'.repeat(101)}`), 400);
    });
  });

  describe('GET /searchCrypto', () => {
    it('answers crypto only, shown as BASE/USD, by base, pair notation or name', async () => {
      const btc = { ticker: 'CRYPTO.BTC', name: 'Bitcoin', type: 'crypto', exchange: 'CRYPTO', display: 'BTC/USD' };
      expect((await search('/api/searchCrypto?search=btc'))[0]).toEqual(btc);
      expect((await search(`/api/searchCrypto?search=${encodeURIComponent('BTC/USD')}`))[0]).toEqual(btc);
      expect((await search('/api/searchCrypto?search=bitcoin'))[0]).toEqual(btc);
      const all = await search('/api/searchCrypto?search=e&limit=200');
      expect(all.length).toBeGreaterThan(5);
      expect(all.every((e) => e.ticker.startsWith('CRYPTO.'))).toBe(true);
      const coins = all.filter((e) => e.type === 'crypto');
      expect(coins.every((e) => e.display === `${e.ticker.slice('CRYPTO.'.length)}/USD`)).toBe(true);
      expect(all.filter((e) => e.type !== 'crypto')).toEqual([{ ticker: 'CRYPTO.ETH:CRYPTO.BTC', name: 'Ethereum / Bitcoin', type: 'pair', exchange: 'PAIR', display: 'ETH/BTC' }]);
      expect(await search('/api/searchCrypto?search=spy')).toEqual([]);
    });
  });

  describe('GET /resolveISIN', () => {
    it('resolves the ISIN of an instrument, whatever its case and spacing', async () => {
      const withIsin = instruments.filter((i) => i.isin);
      expect(withIsin.length).toBeGreaterThan(50);
      for (const instrument of [withIsin[0]!, withIsin[withIsin.length - 1]!, instruments.find((i) => i.ticker === 'AAPL')!]) {
        const answer = ok(await call(t, user, 'GET', `/api/resolveISIN?isin=${encodeURIComponent(` ${instrument.isin!.toLowerCase()} `)}`));
        expect(answer).toEqual({ symbol: instrument.ticker, name: instrument.name });
      }
    });

    it('404 ISIN_NOT_FOUND for a well-formed unknown ISIN', async () => {
      const known = new Set(instruments.map((i) => i.isin));
      const unknown = ['000000001', '000000002', '000000003'].map((n) => makeIsin('DE', n)).find((i) => !known.has(i))!;
      expectError(
        await call(t, user, 'GET', `/api/resolveISIN?isin=${unknown}`), 404,
        `The ISIN "${unknown}" could not be resolved to a ticker symbol. Please check the ISIN and try again, or use the ticker symbol directly.`, 'ISIN_NOT_FOUND',
      );
    });

    it('400 INVALID_ISIN for a malformed ISIN or a wrong check digit', async () => {
      const aapl = instruments.find((i) => i.ticker === 'AAPL')!.isin!;
      const wrongDigit = `${aapl.slice(0, 11)}${(Number(aapl[11]) + 1) % 10}`;
      for (const bad of ['US123', 'U10378331005', 'US03783310051', 'US037833100A', 'US0378-31005', wrongDigit, '']) {
        expectError(await call(t, user, 'GET', `/api/resolveISIN?isin=${encodeURIComponent(bad)}`), 400, undefined, 'INVALID_ISIN');
      }
      expectError(await call(t, user, 'GET', '/api/resolveISIN'), 400);
    });
  });
});
