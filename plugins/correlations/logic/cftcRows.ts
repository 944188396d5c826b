/**
 * The CFTC answer as the screen's groups (document 4 section 2.4: equities, rates, currencies,
 * commodities, in that order; the rows in the answer's order), and the export's rows.
 */
import { CFTC_GROUPS, type CftcAnswer, type CftcEntry, type CftcGroupId } from '../../../contracts';
import { CFTC_COLUMNS, shownValue } from './cftcFormat';

export interface CftcGroupRows {
  group: CftcGroupId;
  entries: CftcEntry[];
}

export function cftcGroups(answer: CftcAnswer): CftcGroupRows[] {
  const entries = Object.values(answer);
  return CFTC_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length > 0);
}

/** The latest weekly report in the answer (`YYYY-MM-DD`): the as-of date of the screen's statistics; null when empty. */
export function latestReportDate(answer: CftcAnswer): string | null {
  let latest: string | null = null;
  for (const entry of Object.values(answer)) {
    const date = entry.data.at(-1)?.Date ?? null;
    if (date !== null && (latest === null || date > latest)) latest = date;
  }
  return latest;
}

/** One export row per market, values as shown (two decimals, negatives as negative numbers for the spreadsheet). */
export function cftcExport(groups: readonly CftcGroupRows[], labels: { group: (g: CftcGroupId) => string; metric: string; groupHeading: string; columns: Record<string, string> }) {
  const headers = [
    { key: 'group', label: labels.groupHeading }, { key: 'metric', label: labels.metric },
    ...CFTC_COLUMNS.map((c) => ({ key: c.key, label: labels.columns[c.key] ?? c.key })),
  ];
  const items = groups.flatMap(({ group, entries }) => entries.map((e) => {
    const item: Record<string, unknown> = { group: labels.group(group), metric: e.ticker };
    for (const c of CFTC_COLUMNS) {
      const v = shownValue(e.statistics, c.key);
      item[c.key] = v === null ? null : Math.round(v * 100) / 100;
    }
    return item;
  }));
  return { headers, items };
}
