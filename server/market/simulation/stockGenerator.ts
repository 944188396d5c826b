/**
 * Generated companies that fill the universe up to its configured size. Stock i is made from
 * the seed and i alone, in order, so a universe of 3,000 is the first 3,000 of one of 100,000.
 *
 * - Listing: two thirds in the US (NYSE with three-letter, Nasdaq with four-letter tickers; some
 *   foreign issuers among them), the rest on about 30 foreign exchanges with their suffixes
 *   (`.DE`, `.L`, `.T` with numeric codes, ...), in local currency.
 * - Size: market cap log-normal around 2 bn USD; smaller companies have higher idiosyncratic
 *   volatility, load on the size factor and trade a larger share of their float.
 * - Returns: market beta around the sector's, sector and industry factors, the region's factor
 *   for foreign listings, GARCH-t idiosyncratic moves and memory regimes.
 * - About 4% have a split (or reverse split) somewhere in the six years after the history start.
 */
import { companyName, companyWebsite } from './companyNames';
import { COUNTRIES, countryAt, type CountryDef, US_LISTED_FOREIGN } from './countries';
import { generateIsin, ISIN_UNIQUE_CAPACITY } from './isin';
import type { Instrument } from '../source/marketDataSource';
import type { Loading, SimInstrument, SplitSpec } from './modelSpec';
import { idioFor, optionProfile, regimeFor } from './namedBuilders';
import { isNyseSession, nextSession } from './nyseCalendar';
import { hashString, Rng } from './random';
import { industryFactor, sectorAt, sectorByName, sectorFactor } from './sectors';

const M3 = 26 ** 3;
const M4 = 26 ** 4;

function letters(code: number, length: 3 | 4): string {
  const a = 65 + (code % 26);
  const b = 65 + (Math.floor(code / 26) % 26);
  const c = 65 + (Math.floor(code / 676) % 26);
  return length === 3 ? String.fromCharCode(c, b, a) : String.fromCharCode(65 + (Math.floor(code / 17576) % 26), c, b, a);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

const SPLIT_RATIOS: readonly number[] = [2, 2, 2, 2, 3, 3, 4, 4, 5, 10, 0.1, 0.2];

const REGIONS: readonly (string | null)[] = [null, ...new Set([...COUNTRIES.map((c) => c.region), ...US_LISTED_FOREIGN.map((f) => f[1])].filter((r): r is string => r !== null))];

/** Grows a typed array by doubling. */
function grow(a: Float64Array, n: number): Float64Array {
  if (n < a.length) return a;
  const b = new Float64Array(Math.max(1024, a.length * 2));
  b.set(a);
  return b;
}

export class StockGenerator {
  private k3 = 0;
  private k4 = 0;
  private readonly numeric = new Map<string, number>();
  /** The generated companies' instruments, in order. */
  readonly instruments: Instrument[] = [];
  /** Per company: log market cap, first price, region (index into REGIONS, negative when US-listed). */
  private logCap: Float64Array = new Float64Array(0);
  private price: Float64Array = new Float64Array(0);
  private region: Float64Array = new Float64Array(0);

  private readonly isinOffset: number;

  /**
   * `taken` holds the tickers and ISINs of the named instruments. Generated tickers are unique by
   * construction (bijections of counters onto 3- and 4-letter codes and numeric codes), so only
   * clashes with `taken` are checked.
   */
  constructor(private readonly seed: string, private readonly startDay: number, private readonly taken: ReadonlySet<string>) {
    this.isinOffset = hashString(`${seed}|isin`) % ISIN_UNIQUE_CAPACITY;
  }

  /** Generates companies until there are `count`. */
  generateUpTo(count: number): void {
    while (this.instruments.length < count) this.next(this.instruments.length);
  }

  private nextLetters(length: 3 | 4): string {
    for (;;) {
      if (length === 3 && this.k3 >= M3) length = 4;
      const t = length === 3 ? letters((this.k3++ * 7919 + 4099) % M3, 3) : letters((this.k4++ * 104729 + 52361) % M4, 4);
      if (!this.taken.has(t)) return t;
    }
  }

  private localTicker(c: CountryDef): string {
    if (c.digits && c.firstCode !== undefined) {
      const capacity = 10 ** c.digits - c.firstCode;
      const n = this.numeric.get(c.code) ?? 0;
      if (n < capacity) {
        this.numeric.set(c.code, n + 1);
        let stride = 7919;
        while (gcd(stride, capacity) !== 1) stride += 2;
        const code = c.firstCode + ((n * stride + 17) % capacity);
        return `${String(code).padStart(c.digits, '0')}${c.suffix}`;
      }
    }
    return `${this.nextLetters(4)}${c.suffix}`;
  }

  /** The identity of company i: listing, ticker, name, ISIN, size (one random stream). */
  private next(i: number): void {
    const rng = new Rng(hashString(`${this.seed}|stock|${i}`));
    const sector = sectorAt(rng.uniform());
    const industry = sector.industries[rng.int(sector.industries.length)] ?? sector.name;
    const listing = countryAt(rng.uniform());
    const us = listing.code === 'US';
    const foreignIssuer = us && rng.uniform() < 0.08 ? US_LISTED_FOREIGN[rng.int(US_LISTED_FOREIGN.length)] : undefined;
    const logCap = clamp(Math.log(2e9) + 1.6 * rng.normal(), Math.log(5e7), Math.log(3e12));
    const cap = Math.exp(logCap);
    const nyse = us && rng.uniform() < 0.45;
    let ticker: string;
    let exchange = listing.exchange;
    let exchangeShort = listing.exchangeShort;
    if (us) {
      ticker = this.nextLetters(nyse ? 3 : 4);
      if (!nyse) {
        exchangeShort = 'NASDAQ';
        exchange = cap > 1e10 ? 'Nasdaq Global Select Market' : cap > 1e9 ? 'Nasdaq Global Market' : 'Nasdaq Capital Market';
      }
    } else {
      ticker = this.localTicker(listing);
    }
    const country = foreignIssuer ? foreignIssuer[0] : listing.code;
    const forms = foreignIssuer ? foreignIssuer[2] : listing.forms;
    const u1 = rng.uniform();
    const u2 = rng.uniform();
    const u3 = rng.uniform();
    const name = companyName(sector.name, forms, u1, u2, u3);
    const website = companyWebsite(sector.name, u1, u2, foreignIssuer ? '.com' : listing.tld);
    // The ISIN's leading characters encode a scramble of i: unique among generated companies by
    // construction; only the few named instruments' ISINs need checking.
    let slot = (i * 7919 + this.isinOffset) % ISIN_UNIQUE_CAPACITY;
    let isin = generateIsin(country, slot, rng.nextUint32());
    while (this.taken.has(isin)) {
      slot = (slot + Math.floor(ISIN_UNIQUE_CAPACITY / 2)) % ISIN_UNIQUE_CAPACITY;
      isin = generateIsin(country, slot, rng.nextUint32());
    }
    const price = clamp(Math.exp(Math.log(40) + rng.normal()), 1, 2000);
    this.logCap = grow(this.logCap, i);
    this.price = grow(this.price, i);
    this.region = grow(this.region, i);
    this.logCap[i] = logCap;
    this.price[i] = price;
    this.region[i] = (REGIONS.indexOf(foreignIssuer ? foreignIssuer[1] : listing.region) + 1) * (us ? -1 : 1);
    this.instruments.push({
      ticker, name, type: 'stock', sector: sector.name, country, industry, isEtf: false, website,
      currency: us ? 'USD' : listing.currency, exchange, exchangeShort, isin, calendar: 'nyse',
      hasOptions: (us || foreignIssuer !== undefined) && cap > 1e9, underlying: null, legs: null,
      sharesOutstanding: Math.round(cap / price),
    });
  }

  /** The price model of company i (a second random stream, drawn only when its prices are needed). */
  simInstrument(i: number): SimInstrument {
    const inst = this.instruments[i];
    if (!inst) throw new RangeError(`no generated company ${i}`);
    const logCap = this.logCap[i] ?? 0;
    const us = (this.region[i] ?? 0) < 0;
    const region = REGIONS[Math.abs(this.region[i] ?? 0) - 1] ?? null;
    const sector = sectorByName(inst.sector ?? '') ?? sectorAt(0);
    const rng = new Rng(hashString(`${this.seed}|stockModel|${i}`));
    const sizeTilt = clamp((Math.log(2e10) - logCap) / 3, -0.5, 1.2);
    const marketBeta = clamp(sector.beta * (1 + 0.25 * rng.normal()), 0.2, 2.5) * (region && !us ? 0.45 : 1);
    const loadings: Loading[] = [
      ['MKT', marketBeta],
      [sectorFactor(sector), clamp(1 + 0.3 * rng.normal(), 0.3, 1.8)],
      [industryFactor(inst.industry ?? ''), clamp(0.8 + 0.3 * rng.normal(), 0.2, 1.5)],
      ['SIZE', sizeTilt],
      ['VALUE', 0.4 * rng.normal()],
      ['MOM', 0.3 * rng.normal()],
    ];
    if (region) loadings.push([region, us ? 0.4 : 0.9]);
    const idioVol = clamp(0.014 * Math.exp(-0.18 * (logCap - Math.log(2e9)) + 0.3 * rng.normal()), 0.006, 0.06);
    const turnover = 0.006 * Math.exp(0.5 * rng.normal() + 0.1 * sizeTilt);
    const shares = inst.sharesOutstanding ?? 0;
    const splits: SplitSpec[] = [];
    if (rng.uniform() < 0.04) {
      const day = this.startDay + 40 + rng.int(6 * 365);
      splits.push({ day: isNyseSession(day) ? day : nextSession(day), ratio: SPLIT_RATIOS[rng.int(SPLIT_RATIOS.length)] ?? 2 });
    }
    const options = inst.hasOptions
      ? optionProfile(Math.exp(logCap) > 2e10 ? 'weekly' : 'monthly', shares * turnover * 0.15, {
          dividendYield: clamp(0.015 + 0.012 * rng.normal(), 0, 0.06),
          ivPremium: 1 + 0.25 * rng.uniform(),
          skew: -0.04 - 0.06 * rng.uniform(),
        })
      : null;
    const key = `${this.seed}|${inst.ticker}`;
    return {
      instrument: inst,
      model: { kind: 'factor', start: (this.price[i] ?? 1), drift: 0.0001 + 0.0004 * rng.normal(), loadings, idio: idioFor(key, idioVol), regime: regimeFor(key) },
      volume: shares * turnover,
      gapShare: 0.3,
      options,
      splits,
    };
  }
}
