/**
 * The overview's export (document 4 section 2.4: "Excel export (ticker, momentum, trend)"): every
 * member of the nine groups once, in the groups' order (a ticker in two groups, such as GLD, the
 * first time), the ratings by their names in the user's language, crypto tickers as BASE/USD.
 */
import { cryptoDisplay } from '../../../product/priceDecimals';
import type { OverviewAnswer } from '../../../contracts';

export interface ExportLabels {
  ticker: string;
  momentum: string;
  trend: string;
  /** A rating's name ('trendBullish' → 'Bullish'); null values stay empty. */
  rating: (value: string) => string;
}

export function overviewExport(answer: OverviewAnswer, labels: ExportLabels): { headers: { key: string; label: string }[]; items: Record<string, unknown>[] } {
  const seen = new Set<string>();
  const items: Record<string, unknown>[] = [];
  for (const group of answer.groups) {
    for (const row of group.rows) {
      if (seen.has(row.ticker)) continue;
      seen.add(row.ticker);
      items.push({
        ticker: cryptoDisplay(row.ticker),
        momentum: row.momentum ? labels.rating(row.momentum) : null,
        trend: row.trend ? labels.rating(row.trend) : null,
      });
    }
  }
  return { headers: [{ key: 'ticker', label: labels.ticker }, { key: 'momentum', label: labels.momentum }, { key: 'trend', label: labels.trend }], items };
}
