/**
 * The crypto universe: every asset loads on a common crypto factor (plus a little of the equity
 * market on US sessions) with its own fat-tailed idiosyncratic moves; bars every UTC day.
 */
import { CRYPTO_ASSETS, cryptoTicker } from '../source/cryptoAssets';
import type { SimInstrument } from './modelSpec';
import { CRYPTO_VENUE, factorModel, instrument, sim } from './namedBuilders';
import { hashUnit } from './random';

/** Early-2024 prices of the larger assets; the others get a hashed price between 0.02 and 50 USD. */
const START: Record<string, number> = {
  BTC: 42300, ETH: 2280, BNB: 312, SOL: 101, XRP: 0.615, ADA: 0.59, DOGE: 0.089, AVAX: 38, TRX: 0.107, DOT: 8.2,
  LINK: 15, POL: 0.97, TON: 2.3, SHIB: 0.0000105, LTC: 72, BCH: 255, UNI: 6.3, ATOM: 10.5, XLM: 0.13, ETC: 20,
  XMR: 167, FIL: 5.8, HBAR: 0.08, APT: 9.6, ARB: 1.9, OP: 3.5, NEAR: 3.6, MKR: 1500, AAVE: 108, PEPE: 0.0000014,
  BONK: 0.000012, FLOKI: 0.000034, YFI: 8200, TAO: 270,
};

const WEBSITES: Record<string, string> = { BTC: 'https://bitcoin.org', ETH: 'https://ethereum.org', SOL: 'https://solana.com', XRP: 'https://xrpl.org' };
const MEME = new Set(['DOGE', 'SHIB', 'PEPE', 'WIF', 'BONK', 'FLOKI']);

export function namedCrypto(): SimInstrument[] {
  return CRYPTO_ASSETS.map(({ symbol, name }, rank) => {
    const ticker = cryptoTicker(symbol);
    const u = hashUnit(ticker, 'crypto');
    const start = START[symbol] ?? Math.exp(Math.log(0.02) + u * (Math.log(50) - Math.log(0.02)));
    const beta = symbol === 'BTC' ? 1 : symbol === 'ETH' ? 1.15 : 1.1 + 0.3 * hashUnit(ticker, 'beta');
    const idio = symbol === 'BTC' ? 0.008 : symbol === 'ETH' ? 0.014 : MEME.has(symbol) ? 0.055 : 0.02 + 0.03 * hashUnit(ticker, 'idio');
    const usdVolume = symbol === 'BTC' ? 2e10 : symbol === 'ETH' ? 1e10 : 3e9 / (1 + rank / 4) * (0.5 + hashUnit(ticker, 'vol'));
    const inst = instrument({
      ticker, name, type: 'crypto', country: null, sector: 'Crypto', industry: 'Cryptocurrency', calendar: 'crypto',
      exchange: CRYPTO_VENUE.exchange, exchangeShort: CRYPTO_VENUE.exchangeShort, website: WEBSITES[symbol] ?? null,
    });
    const model = factorModel(ticker, start, [['CRYPTO', beta], ['MKT', 0.35]], idio, -0.0002);
    return sim(inst, model, { volume: usdVolume / start, gapShare: 0 });
  });
}
