import { describe, expect, it } from 'vitest';
import { CRYPTO_ASSETS } from '../source/cryptoAssets';
import { FUTURES_CONTRACTS } from '../source/futuresContracts';
import { namedCrypto } from './namedCrypto';
import { namedEtfs } from './namedEtfs';
import { namedFutures } from './namedFutures';
import { namedIndices } from './namedIndices';
import { namedStocks } from './namedStocks';

const all = [...namedIndices(), ...namedEtfs(), ...namedStocks(), ...namedFutures(), ...namedCrypto()];
const tickers = new Set(all.map((s) => s.instrument.ticker));

describe('named instruments', () => {
  it('models every future and every crypto asset of the lists', () => {
    expect(namedFutures().map((s) => s.instrument.ticker)).toEqual(FUTURES_CONTRACTS.map((c) => c.ticker));
    expect(namedCrypto()).toHaveLength(CRYPTO_ASSETS.length);
  });
  it('only derives from instruments that exist', () => {
    for (const s of all) {
      const m = s.model;
      if (m.kind === 'follow' || m.kind === 'daily') expect(tickers.has(m.base), `${s.instrument.ticker} → ${m.base}`).toBe(true);
      if (m.kind === 'combo') for (const [leg] of m.legs) expect(tickers.has(leg)).toBe(true);
    }
  });
  it('has positive start prices, volumes where instruments trade, and option profiles where listed', () => {
    for (const s of all) {
      const m = s.model;
      if (m.kind === 'factor' || m.kind === 'daily') expect(m.start, s.instrument.ticker).toBeGreaterThan(0);
      if (s.instrument.type === 'stock' || s.instrument.type === 'etf' || s.instrument.type === 'crypto') expect(s.volume, s.instrument.ticker).toBeGreaterThan(0);
      expect(s.instrument.hasOptions).toBe(s.options !== null);
    }
    expect(all.find((s) => s.instrument.ticker === 'SPY')?.options?.expiries).toBe('daily');
  });
  it('carries the announced splits of well-known companies', () => {
    const nvda = namedStocks().find((s) => s.instrument.ticker === 'NVDA');
    expect(nvda?.splits).toHaveLength(1);
    expect(nvda?.splits[0]?.ratio).toBe(10);
  });
});
