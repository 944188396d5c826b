/**
 * The correlation export (document 4 section 2.4: all, 5 days, 10 days, 30 days; Excel through the
 * list tools' export): one sheet, each chosen table's rows one under the other, a first column
 * naming the table. Column keys are positional (`c0`, `c1` …), since tickers hold dots.
 */
import type { CorrelationExportChoice, DefaultCorrelationTable } from '../../../product/correlationRules';
import type { CorrelationTable } from '../../../contracts';

export interface ExportTable {
  table: DefaultCorrelationTable;
  title: string;
  values: CorrelationTable;
}

export function tablesFor(choice: CorrelationExportChoice, tables: readonly ExportTable[]): ExportTable[] {
  return choice === 'all' ? [...tables] : tables.filter((t) => t.table.timeFrame === choice);
}

export function exportRows(tables: readonly ExportTable[], tickers: readonly string[], labels: { table: string; ticker: string }) {
  const headers = [{ key: 'table', label: labels.table }, { key: 'ticker', label: labels.ticker }, ...tickers.map((t, i) => ({ key: `c${i}`, label: t }))];
  const items = tables.flatMap(({ title, values }) => tickers.map((row) => {
    const item: Record<string, unknown> = { table: title, ticker: row };
    tickers.forEach((col, i) => {
      const v = values[row]?.[col];
      item[`c${i}`] = v === null || v === undefined ? null : Math.round(v * 10_000) / 10_000;
    });
    return item;
  }));
  return { headers, items };
}
