/**
 * The statistical properties the simulated market promises, measured on its own output. Each
 * check can fail: they compare against what white noise or an unrelated series would give.
 */
import { describe, expect, it } from 'vitest';
import { isValidIsin } from './isin';
import { Rng } from './random';
import { SimulatedMarket } from './simulatedMarket';

const now = new Date('2026-11-20T22:00:00Z');
const market = new SimulatedMarket({ seed: 2024, size: 1200, now: () => now });

const mean = (a: number[]) => a.reduce((s, x) => s + x, 0) / a.length;
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const quantile = (a: number[], q: number) => [...a].sort((x, y) => x - y)[Math.floor(q * (a.length - 1))]!;

function returns(ticker: string, from?: string): number[] {
  const c = market.getCandleColumns(ticker, from ? { from } : {})!.close;
  return Array.from(c.subarray(1), (x, i) => Math.log(x / c[i]!));
}
function kurtosis(r: number[]): number {
  const m = mean(r);
  const v = mean(r.map((x) => (x - m) ** 2));
  return mean(r.map((x) => (x - m) ** 4)) / (v * v);
}
function autocorrelation(r: number[], lag = 1): number {
  const m = mean(r);
  let num = 0;
  let den = 0;
  for (let i = 0; i < r.length; i++) {
    den += (r[i]! - m) ** 2;
    if (i >= lag) num += (r[i]! - m) * (r[i - lag]! - m);
  }
  return num / den;
}
function correlation(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  const x = a.slice(-n);
  const y = b.slice(-n);
  const mx = mean(x);
  const my = mean(y);
  let c = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    c += (x[i]! - mx) * (y[i]! - my);
    vx += (x[i]! - mx) ** 2;
    vy += (y[i]! - my) ** 2;
  }
  return c / Math.sqrt(vx * vy);
}
/** Rescaled-range Hurst estimate: slope of log(R/S) over window sizes 8 to 128. */
function hurstRS(x: number[]): number {
  const points: [number, number][] = [];
  for (const size of [8, 16, 32, 64, 128]) {
    let total = 0;
    let count = 0;
    for (let s = 0; s + size <= x.length; s += size) {
      const w = x.slice(s, s + size);
      const m = mean(w);
      let cum = 0;
      let hi = -Infinity;
      let lo = Infinity;
      for (const v of w) {
        cum += v - m;
        hi = Math.max(hi, cum);
        lo = Math.min(lo, cum);
      }
      const sd = Math.sqrt(mean(w.map((v) => (v - m) ** 2)));
      if (sd > 0) {
        total += (hi - lo) / sd;
        count++;
      }
    }
    points.push([Math.log(size), Math.log(total / count)]);
  }
  const mx = mean(points.map((p) => p[0]));
  const my = mean(points.map((p) => p[1]));
  return points.reduce((s, [a, b]) => s + (a - mx) * (b - my), 0) / points.reduce((s, [a]) => s + (a - mx) ** 2, 0);
}

const stocks = market.listInstruments().filter((i) => i.type === 'stock' && i.country === 'US').slice(60, 460);

describe('statistics of the simulated market', () => {
  it('has fat tails: kurtosis of daily returns above 3', () => {
    expect(kurtosis(returns('SPY'))).toBeGreaterThan(4);
    const k = stocks.slice(0, 150).map((s) => kurtosis(returns(s.ticker)));
    expect(median(k)).toBeGreaterThan(3.5);
    expect(kurtosis(returns('CRYPTO.BTC'))).toBeGreaterThan(3.5);
  });

  it('clusters volatility: squared returns are positively autocorrelated (and not once shuffled)', () => {
    const lags = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const clustering = (r: number[]) => mean(lags.map((lag) => autocorrelation(r.map((x) => x * x), lag)));
    // One series of ~730 returns is noisy: for SPY, absolute returns (the robust variant) are checked.
    expect(mean(lags.map((lag) => autocorrelation(returns('SPY').map(Math.abs), lag)))).toBeGreaterThan(0.03);
    expect(clustering(returns('SPY'))).toBeGreaterThan(0);
    const rng = new Rng('shuffle');
    const shuffle = (r: number[]) => {
      const a = [...r];
      for (let i = a.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [a[i], a[j]] = [a[j]!, a[i]!];
      }
      return a;
    };
    const sample = stocks.slice(0, 150).map((s) => returns(s.ticker));
    expect(mean(sample.map(clustering))).toBeGreaterThan(0.03);
    expect(Math.abs(mean(sample.map((r) => clustering(shuffle(r)))))).toBeLessThan(0.01);
  });

  it('correlates SPY with QQQ strongly and with the VIX negatively; VVIX moves with the VIX', () => {
    expect(correlation(returns('SPY'), returns('QQQ'))).toBeGreaterThan(0.6);
    expect(correlation(returns('SPY'), returns('^VIX'))).toBeLessThan(-0.4);
    expect(correlation(returns('^VIX'), returns('^VVIX'))).toBeGreaterThan(0.3);
    expect(correlation(returns('EURUSD'), returns('^DXY'))).toBeLessThan(-0.6);
  });

  it('correlates stocks of one sector more than stocks of different sectors', () => {
    const sample = stocks.slice(0, 160);
    const r = new Map(sample.map((s) => [s.ticker, returns(s.ticker)]));
    const same: number[] = [];
    const cross: number[] = [];
    for (let i = 0; i < sample.length; i++) {
      for (let j = i + 1; j < sample.length; j++) {
        const c = correlation(r.get(sample[i]!.ticker)!, r.get(sample[j]!.ticker)!);
        (sample[i]!.sector === sample[j]!.sector ? same : cross).push(c);
      }
    }
    expect(mean(same)).toBeGreaterThan(mean(cross) + 0.05);
    expect(mean(cross)).toBeGreaterThan(0.05);
  });

  it('has futures that track their underlyings', () => {
    for (const [future, underlying, min] of [['ES_F', 'SPY', 0.98], ['NQ_F', 'QQQ', 0.98], ['GC_F', 'GLD', 0.98], ['CL_F', 'USO', 0.95], ['6E_F', 'EURUSD', 0.95], ['BTC_F', 'IBIT', 0.95]] as const) {
      expect(correlation(returns(future), returns(underlying)), future).toBeGreaterThan(min);
    }
    const es = market.getCandleColumns('ES_F')!.close;
    const spy = market.getCandleColumns('SPY')!.close;
    const basis = Array.from(es, (x, i) => Math.log(x / spy[i]!));
    const m = mean(basis);
    expect(Math.sqrt(mean(basis.map((b) => (b - m) ** 2)))).toBeLessThan(0.01);
  });

  it('spreads Hurst exponents around 0.5 more widely than white noise does', () => {
    const h = stocks.slice(0, 300).map((s) => hurstRS(returns(s.ticker).slice(-256)));
    const rng = new Rng('white');
    const white = Array.from({ length: 300 }, () => hurstRS(Array.from({ length: 256 }, () => rng.normal())));
    const spread = (a: number[]) => quantile(a, 0.9) - quantile(a, 0.1);
    expect(spread(h)).toBeGreaterThan(1.25 * spread(white));
    expect(median(h)).toBeGreaterThan(median(white) - 0.05);
    expect(median(h)).toBeLessThan(median(white) + 0.08);
    // White noise puts 10 % below its 10th and 10 % above its 90th percentile; the market more on both sides.
    expect(h.filter((x) => x < quantile(white, 0.1)).length / h.length).toBeGreaterThan(0.12);
    expect(h.filter((x) => x > quantile(white, 0.9)).length / h.length).toBeGreaterThan(0.12);
  });

  it('prices at-the-money options near realised volatility', () => {
    const ratios: number[] = [];
    for (const s of stocks.filter((i) => i.hasOptions).slice(0, 60)) {
      const r = returns(s.ticker).slice(-42);
      const realised = Math.sqrt((252 * r.reduce((a, x) => a + x * x, 0)) / r.length);
      const chain = market.getOptionChain(s.ticker, now)!;
      const expiry = chain.expiries.find((e) => e.date >= '2026-12-15')!.date;
      const atm = chain.contracts
        .filter((c) => c.expiry === expiry && c.type === 'call')
        .sort((a, b) => Math.abs(a.strike - chain.underlyingPrice) - Math.abs(b.strike - chain.underlyingPrice))[0]!;
      ratios.push(atm.impliedVol / realised);
    }
    expect(median(ratios)).toBeGreaterThan(0.85);
    expect(median(ratios)).toBeLessThan(1.5);
  });

  it('has splits somewhere, with a continuous adjusted series and a raw series that jumps', () => {
    const split = market.listInstruments().slice(400).map((i) => market.getCandles(i.ticker)!).find((c) => c.splits.length > 0 && c.raw);
    expect(split).toBeDefined();
    const { candles, raw, splits } = split!;
    const i = candles.findIndex((c) => c.date === splits[0]!.date);
    expect(i).toBeGreaterThan(0);
    expect(Math.abs(Math.log(candles[i]!.close / candles[i - 1]!.close))).toBeLessThan(0.3);
    expect(Math.log(raw![i - 1]!.close / raw![i]!.close)).toBeCloseTo(Math.log(splits[0]!.ratio), 0);
  });

  it('trades more on big days', () => {
    const cols = market.getCandleColumns('SPY')!;
    const moves = returns('SPY').map(Math.abs);
    const volume = Array.from(cols.volume.subarray(1));
    expect(correlation(moves, volume)).toBeGreaterThan(0.2);
  });

  it('gives every instrument with an ISIN a valid check digit', () => {
    const withIsin = market.listInstruments().filter((i) => i.isin);
    expect(withIsin.length).toBeGreaterThan(900);
    expect(withIsin.every((i) => isValidIsin(i.isin!))).toBe(true);
  });
});
