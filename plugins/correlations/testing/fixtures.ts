/**
 * The stories' and tests' answers: a correlation table for any tickers (a fixed value per pair, so
 * the heat colours span −1 to 1; tickers starting with HIDDEN are left out, as the server leaves
 * out unrevealed ones) and a CFTC answer with values in every colour and sign.
 */
import { CFTC_GROUPS, type CftcAnswer, type CftcDataRow, type CftcEntry, type CftcGroupId, type CorrelationTable, type CustomCorrelation } from '../../../contracts';
import { makeCorrelation } from '../logic/customCorrelations';

function pairValue(a: string, b: string): number {
  const key = [a, b].sort().join('|');
  let h = 7;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) % 2001;
  return Math.round(((h / 1000) - 1) * 100) / 100;
}

export function fixtureTable(tickers: readonly string[]): CorrelationTable {
  const shown = tickers.filter((t) => !t.startsWith('HIDDEN')).sort();
  const table: CorrelationTable = {};
  for (const a of shown) {
    table[a] = {};
    for (const b of shown) table[a]![b] = a === b ? 1 : a === 'NODATA' || b === 'NODATA' ? null : pairValue(a, b);
  }
  return table;
}

export const FIXTURE_CUSTOM: CustomCorrelation[] = [
  makeCorrelation('Metals', ['GLD', 'SLV', 'CPER'], 30),
  makeCorrelation('Rates and stocks', ['SPY', 'TLT', 'IEF', 'HIDDENX'], 60),
];

function weeks(latest: number, n = 104): CftcDataRow[] {
  const start = Date.UTC(2024, 10, 26);
  return Array.from({ length: n }, (_, i) => ({
    Date: new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10),
    'Latest positioning': Math.round(latest * (0.6 + 0.4 * Math.sin(i / 9)) + (i === n - 1 ? latest * 0.4 * (1 - Math.sin((n - 1) / 9)) : 0)),
    '1YrZscore': i < 51 ? null : Math.round(Math.sin(i / 9) * 200) / 100,
    '2YrZscore': i < 103 ? null : 1.2,
  }));
}

function entry(ticker: string, name: string, group: CftcGroupId, latest: number, z1: number | null, z2: number | null): CftcEntry {
  return {
    ticker, name, group, contract: `${ticker.toUpperCase()}_F`,
    statistics: {
      latest, wowChange: Math.round(latest * 0.05) - 1234, avg1M: latest * 0.9, avg3M: latest * 0.8, avg6M: latest * 0.7, avg1Y: latest * 0.6,
      max2Y: Math.max(latest, 250_000), min2Y: Math.min(latest, -150_000), zScore1Y: z1, zScore2Y: z2,
    },
    data: weeks(latest),
  };
}

/** Rows of every group: es with z-scores above 2, us10y below −2, vix negative, gold with a short history (nulls). */
export function fixtureCftc(): CftcAnswer {
  const rows: CftcEntry[] = [
    entry('es', 'E-mini S&P 500', 'equities', 123_456, 2.34, 2.05),
    entry('vix', 'VIX futures', 'equities', -98_765, -1.5, -0.42),
    entry('us10y', '10-Year T-Note', 'rates', -654_321, -2.5, -2.01),
    entry('eur', 'Euro FX', 'currencies', 45_000, 0.12, 0.3),
    entry('gold', 'Gold', 'commodities', 210_000, 1.99, null),
  ];
  const answer: CftcAnswer = {};
  for (const g of CFTC_GROUPS) for (const r of rows.filter((x) => x.group === g)) answer[r.ticker] = r;
  return answer;
}
