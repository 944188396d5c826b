/**
 * A calendar of US, euro-area, German and UK releases (payrolls, CPI, FOMC, GDP, PMIs, ...) with
 * importance 1–3. Each series' values follow an AR(1) around a mean (policy rates move in 25 bp
 * steps); the forecast is the predictable part plus a little noise, the actual adds the surprise.
 * Values are generated release by release from the first year of the history, so extending the
 * calendar never changes earlier releases; an actual stays null until its release time has passed.
 */
import type { EconomicEvent, EventImportance } from '../source/marketDataSource';
import { dayFromYmd, isoFromDay, ymdFromDay } from './dayNumbers';
import {
  everyWeekday, FRIDAY, inMonths, lastBusinessDay, monthly, nthBusinessDay, businessOnOrAfter, type Region, type Schedule,
  THURSDAY, TUESDAY, WEDNESDAY, weekdayOnOrAfter, weekdayRule,
} from './economicSchedule';
import { instantOfNewYork } from './nyClock';
import { hashString, Rng } from './random';

interface SeriesDef {
  id: string;
  country: string;
  event: string;
  importance: EventImportance;
  unit: string;
  /** New York time. */
  time: string;
  region: Region;
  schedule: Schedule;
  start: number;
  mean: number;
  persistence: number;
  sd: number;
  decimals: number;
  /** Policy rates: moves of this size, with the chances of a cut and a hike. */
  step?: readonly [size: number, cut: number, hike: number];
}

const US: Region = 'US';
const EU: Region = 'EU';
const firstFriday = monthly((y, m) => weekdayRule(y, m, FRIDAY, 1, US));
const cpiDay = (y: number, m: number) => businessOnOrAfter(weekdayOnOrAfter(y, m, 10, WEDNESDAY), US);
const fomc = inMonths([1, 3, 5, 6, 7, 9, 10, 12], (y, m) => weekdayRule(y, m, WEDNESDAY, m === 1 || m === 7 || m === 10 ? -1 : m === 5 ? 1 : 3, US));
const gdp = monthly((y, m) => weekdayRule(y, m, THURSDAY, -1, US));

const SERIES: readonly SeriesDef[] = [
  { id: 'us-nfp', country: 'US', event: 'Nonfarm Payrolls', importance: 3, unit: 'K', time: '08:30', region: US, schedule: firstFriday, start: 200, mean: 170, persistence: 0.5, sd: 70, decimals: 0 },
  { id: 'us-unemployment', country: 'US', event: 'Unemployment Rate', importance: 3, unit: '%', time: '08:30', region: US, schedule: firstFriday, start: 3.8, mean: 4.1, persistence: 0.9, sd: 0.1, decimals: 1 },
  { id: 'us-earnings', country: 'US', event: 'Average Hourly Earnings MoM', importance: 2, unit: '%', time: '08:30', region: US, schedule: firstFriday, start: 0.3, mean: 0.3, persistence: 0.2, sd: 0.1, decimals: 1 },
  { id: 'us-cpi-yoy', country: 'US', event: 'CPI YoY', importance: 3, unit: '%', time: '08:30', region: US, schedule: monthly(cpiDay), start: 3.2, mean: 2.7, persistence: 0.9, sd: 0.15, decimals: 1 },
  { id: 'us-cpi-mom', country: 'US', event: 'CPI MoM', importance: 3, unit: '%', time: '08:30', region: US, schedule: monthly(cpiDay), start: 0.3, mean: 0.2, persistence: 0.3, sd: 0.1, decimals: 1 },
  { id: 'us-core-cpi', country: 'US', event: 'Core CPI MoM', importance: 3, unit: '%', time: '08:30', region: US, schedule: monthly(cpiDay), start: 0.3, mean: 0.25, persistence: 0.3, sd: 0.08, decimals: 1 },
  { id: 'us-ppi', country: 'US', event: 'PPI MoM', importance: 2, unit: '%', time: '08:30', region: US, schedule: monthly((y, m) => businessOnOrAfter(cpiDay(y, m) + 1, US)), start: 0.2, mean: 0.2, persistence: 0.2, sd: 0.25, decimals: 1 },
  { id: 'us-retail', country: 'US', event: 'Retail Sales MoM', importance: 2, unit: '%', time: '08:30', region: US, schedule: monthly((y, m) => businessOnOrAfter(dayFromYmd(y, m, 15), US)), start: 0.4, mean: 0.3, persistence: 0.1, sd: 0.5, decimals: 1 },
  { id: 'us-claims', country: 'US', event: 'Initial Jobless Claims', importance: 2, unit: 'K', time: '08:30', region: US, schedule: everyWeekday(THURSDAY, US), start: 220, mean: 225, persistence: 0.85, sd: 9, decimals: 0 },
  { id: 'us-fomc', country: 'US', event: 'Fed Interest Rate Decision', importance: 3, unit: '%', time: '14:00', region: US, schedule: fomc, start: 5.5, mean: 4, persistence: 1, sd: 0, decimals: 2, step: [0.25, 0.3, 0.06] },
  { id: 'us-gdp', country: 'US', event: 'GDP Growth Rate QoQ', importance: 3, unit: '%', time: '08:30', region: US, schedule: gdp, start: 2.5, mean: 2.2, persistence: 0.6, sd: 0.6, decimals: 1 },
  { id: 'us-ism-mfg', country: 'US', event: 'ISM Manufacturing PMI', importance: 3, unit: 'index', time: '10:00', region: US, schedule: monthly((y, m) => nthBusinessDay(y, m, 1, US)), start: 48.5, mean: 49.5, persistence: 0.85, sd: 1, decimals: 1 },
  { id: 'us-ism-svc', country: 'US', event: 'ISM Services PMI', importance: 2, unit: 'index', time: '10:00', region: US, schedule: monthly((y, m) => nthBusinessDay(y, m, 3, US)), start: 52.5, mean: 52.5, persistence: 0.7, sd: 1.3, decimals: 1 },
  { id: 'us-pmi-flash', country: 'US', event: 'S&P Global Manufacturing PMI Flash', importance: 2, unit: 'index', time: '09:45', region: US, schedule: monthly((y, m) => businessOnOrAfter(dayFromYmd(y, m, 22), US)), start: 50, mean: 50.5, persistence: 0.8, sd: 0.9, decimals: 1 },
  { id: 'us-core-pce', country: 'US', event: 'Core PCE Price Index MoM', importance: 3, unit: '%', time: '08:30', region: US, schedule: monthly((y, m) => weekdayRule(y, m, FRIDAY, -1, US)), start: 0.2, mean: 0.22, persistence: 0.3, sd: 0.07, decimals: 1 },
  { id: 'us-umich', country: 'US', event: 'Michigan Consumer Sentiment Prel', importance: 2, unit: 'index', time: '10:00', region: US, schedule: monthly((y, m) => weekdayRule(y, m, FRIDAY, 2, US)), start: 68, mean: 70, persistence: 0.85, sd: 2.5, decimals: 1 },
  { id: 'us-cb-confidence', country: 'US', event: 'CB Consumer Confidence', importance: 2, unit: 'index', time: '10:00', region: US, schedule: monthly((y, m) => weekdayRule(y, m, TUESDAY, -1, US)), start: 102, mean: 101, persistence: 0.8, sd: 3.5, decimals: 1 },
  { id: 'us-jolts', country: 'US', event: 'JOLTS Job Openings', importance: 2, unit: 'M', time: '10:00', region: US, schedule: monthly((y, m) => weekdayRule(y, m, TUESDAY, 1, US)), start: 8.8, mean: 7.8, persistence: 0.9, sd: 0.25, decimals: 2 },
  { id: 'us-durables', country: 'US', event: 'Durable Goods Orders MoM', importance: 2, unit: '%', time: '08:30', region: US, schedule: monthly((y, m) => businessOnOrAfter(dayFromYmd(y, m, 25), US)), start: 0.5, mean: 0.3, persistence: 0, sd: 2.5, decimals: 1 },
  { id: 'us-housing', country: 'US', event: 'Housing Starts', importance: 1, unit: 'M', time: '08:30', region: US, schedule: monthly((y, m) => businessOnOrAfter(dayFromYmd(y, m, 17), US)), start: 1.4, mean: 1.38, persistence: 0.7, sd: 0.07, decimals: 3 },
  { id: 'eu-ecb', country: 'EU', event: 'ECB Deposit Facility Rate', importance: 3, unit: '%', time: '08:15', region: EU, schedule: inMonths([1, 3, 4, 6, 7, 9, 10, 12], (y, m) => weekdayRule(y, m, THURSDAY, m === 6 || m === 12 ? 2 : 3, EU)), start: 4, mean: 2.5, persistence: 1, sd: 0, decimals: 2, step: [0.25, 0.3, 0.04] },
  { id: 'eu-cpi-flash', country: 'EU', event: 'Euro Area Inflation Rate YoY Flash', importance: 3, unit: '%', time: '05:00', region: EU, schedule: monthly((y, m) => nthBusinessDay(y, m, 1, EU)), start: 2.6, mean: 2.1, persistence: 0.9, sd: 0.15, decimals: 1 },
  { id: 'eu-gdp-flash', country: 'EU', event: 'Euro Area GDP Growth Rate QoQ Flash', importance: 2, unit: '%', time: '05:00', region: EU, schedule: inMonths([1, 4, 7, 10], (y, m) => lastBusinessDay(y, m, EU)), start: 0.1, mean: 0.25, persistence: 0.5, sd: 0.15, decimals: 1 },
  { id: 'eu-pmi-flash', country: 'EU', event: 'HCOB Manufacturing PMI Flash', importance: 2, unit: 'index', time: '04:00', region: EU, schedule: monthly((y, m) => businessOnOrAfter(dayFromYmd(y, m, 22), EU)), start: 46, mean: 48, persistence: 0.85, sd: 0.9, decimals: 1 },
  { id: 'de-zew', country: 'DE', event: 'ZEW Economic Sentiment Index', importance: 2, unit: 'index', time: '05:00', region: EU, schedule: monthly((y, m) => weekdayRule(y, m, TUESDAY, 3, EU)), start: 15, mean: 12, persistence: 0.75, sd: 8, decimals: 1 },
  { id: 'de-ifo', country: 'DE', event: 'Ifo Business Climate', importance: 2, unit: 'index', time: '04:00', region: EU, schedule: monthly((y, m) => businessOnOrAfter(dayFromYmd(y, m, 24), EU)), start: 87, mean: 87.5, persistence: 0.85, sd: 1, decimals: 1 },
  { id: 'gb-boe', country: 'GB', event: 'BoE Interest Rate Decision', importance: 3, unit: '%', time: '07:00', region: EU, schedule: inMonths([2, 3, 5, 6, 8, 9, 11, 12], (y, m) => weekdayRule(y, m, THURSDAY, m % 3 === 0 ? 3 : 1, EU)), start: 5.25, mean: 3.75, persistence: 1, sd: 0, decimals: 2, step: [0.25, 0.25, 0.04] },
];

const round = (x: number, decimals: number): number => Math.round(x * 10 ** decimals) / 10 ** decimals;
const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Every release from January of `startDay`'s year through `endDay`, with actuals up to `nowMs`. */
export function economicEvents(seed: string, startDay: number, endDay: number, nowMs: number): EconomicEvent[] {
  const events: EconomicEvent[] = [];
  const first = ymdFromDay(startDay).year;
  const last = ymdFromDay(endDay);
  for (const s of SERIES) {
    const rng = new Rng(hashString(`${seed}|econ|${s.id}`));
    let previous = s.start;
    for (let year = first; year <= last.year; year++) {
      for (let month = 1; month <= 12 && (year < last.year || month <= last.month); month++) {
        for (const day of s.schedule(year, month)) {
          const n1 = rng.normal();
          const n2 = rng.normal();
          const u = rng.uniform();
          let actual: number;
          let forecast: number;
          if (s.step) {
            const [size, cut, hike] = s.step;
            actual = round(Math.max(0, previous + (u < cut ? -size : u > 1 - hike ? size : 0)), s.decimals);
            forecast = Math.abs(n2) < 1.4 ? actual : previous;
          } else {
            const expected = s.mean + s.persistence * (previous - s.mean);
            actual = round(expected + s.sd * n1, s.decimals);
            forecast = round(expected + 0.25 * s.sd * n2, s.decimals);
          }
          if (day > endDay) continue;
          const timestamp = instantOfNewYork(day, minutes(s.time));
          events.push({
            id: `${s.id}-${isoFromDay(day)}`, date: isoFromDay(day), time: s.time, timestamp: new Date(timestamp).toISOString(),
            country: s.country, event: s.event, importance: s.importance, actual: timestamp <= nowMs ? actual : null,
            forecast, previous: round(previous, s.decimals), unit: s.unit,
          });
          previous = actual;
        }
      }
    }
  }
  return events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id < b.id ? -1 : 1));
}
