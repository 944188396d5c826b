import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../../engine/ui';
import { exportTable } from '../../listTools';
import type { CftcAnswer } from '../../../contracts';
import { bracketed, CFTC_COLUMNS, shownValue, zTone } from '../logic/cftcFormat';
import { cftcExport, cftcGroups, latestReportDate } from '../logic/cftcRows';
import { MetricInfoLink } from '../../methodology';
import { CftcChart } from './CftcChart';

/**
 * The CFTC table (document 4 sections 2.4 and 9): Metric, Latest, WOW Chg, 1M / 3M / 6M / 1Y Ave,
 * 2-year Max and Min, Z-score 1Y and 2Y, rows grouped; two decimals with negatives in brackets,
 * z-scores green above 2 and red below −2; a two-year chart per row; Excel export.
 */
export function CftcTable({ answer }: { answer: CftcAnswer }) {
  const { t } = useTranslation('correlations');
  const services = useEngine();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const groups = cftcGroups(answer);
  const columns = Object.fromEntries(CFTC_COLUMNS.map((c) => [c.key, t(`cftc.columns.${c.key}`)]));
  const toggle = (ticker: string): void => setOpen((prev) => {
    const next = new Set(prev);
    if (next.has(ticker)) next.delete(ticker); else next.add(ticker);
    return next;
  });

  async function runExport(): Promise<void> {
    setExporting(true);
    const { headers, items } = cftcExport(groups, { group: (g) => t(`cftc.groups.${g}`), metric: t('cftc.columns.metric'), groupHeading: t('cftc.group'), columns });
    await exportTable(services, { headers, items, exportFormat: 'Excel', listName: 'CFTC' });
    setExporting(false);
  }

  const span = CFTC_COLUMNS.length + 2;
  const asOf = latestReportDate(answer);
  return (
    <>
      <div className="corr-toolbar">
        <p className="muted corr-note">{t('cftc.unit')}</p>
        <button type="button" className="button" disabled={exporting} onClick={() => void runExport()}>{t('cftc.export')}</button>
      </div>
      <div className="corr-matrix__scroll">
        <table className="cftc-table" data-testid="cftc-table">
          <caption className="corr-matrix__caption">{t('cftc.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cftc.columns.metric')}</th>
              {CFTC_COLUMNS.map((c) => (
                <th key={c.key} scope="col" className="cftc-num">
                  {columns[c.key]}{c.unit === 'z' && <MetricInfoLink metric="cftc-z-scores" label={columns[c.key] ?? c.key} asOf={asOf} />}
                </th>
              ))}
              <th scope="col"><span className="corr-visually-hidden">{t('cftc.chart')}</span></th>
            </tr>
          </thead>
          <tbody>
            {groups.map(({ group, entries }) => (
              <Fragment key={group}>
                <tr className="cftc-group"><th scope="rowgroup" colSpan={span}>{t(`cftc.groups.${group}`)}</th></tr>
                {entries.map((e) => (
                  <Fragment key={e.ticker}>
                    <tr data-testid={`cftc-row-${e.ticker}`}>
                      <th scope="row" className="cftc-metric"><span className="cftc-code">{e.ticker}</span> <span className="muted">{e.name}</span></th>
                      {CFTC_COLUMNS.map((c) => {
                        const v = shownValue(e.statistics, c.key);
                        const tone = c.unit === 'z' ? zTone(v) : null;
                        return (
                          <td key={c.key} data-key={c.key} data-tone={tone ?? undefined} className={`cftc-num${tone ? ` cftc-z--${tone}` : ''}`}>{bracketed(v)}</td>
                        );
                      })}
                      <td>
                        <button type="button" className="corr-link" aria-expanded={open.has(e.ticker)} onClick={() => toggle(e.ticker)}>
                          {open.has(e.ticker) ? t('cftc.hideChart') : t('cftc.showChart')}<span className="corr-visually-hidden"> {e.name}</span>
                        </button>
                      </td>
                    </tr>
                    {open.has(e.ticker) && <tr className="cftc-chart-row"><td colSpan={span}><CftcChart entry={e} /></td></tr>}
                  </Fragment>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
