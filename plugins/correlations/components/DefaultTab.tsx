import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine, useKeyedLoad } from '../../../engine/ui';
import { exportTable } from '../../listTools';
import { DEFAULT_CORRELATION_TABLES, DEFAULT_CORRELATION_TICKERS, type CorrelationExportChoice } from '../../../product/correlationRules';
import { correlationsMethods } from '../data/correlationsApi';
import { exportRows, tablesFor, type ExportTable } from '../logic/exportRows';
import { CorrelationMatrix } from './CorrelationMatrix';
import { ExportPopup } from './ExportPopup';
import { CorrelationFailureMessage, MissingTickers } from './TableMessage';

/**
 * Default Correlations (document 4 section 2.4): the 5D, 10D and 30D return correlations of the
 * default tickers now, the 5D and 10D as of 15 days ago and the 30D as of 30 days ago, with the
 * export popup.
 */
export function DefaultTab() {
  const { t } = useTranslation('correlations');
  const api = useDataMethods(correlationsMethods);
  const services = useEngine();
  const [exporting, setExporting] = useState<'closed' | 'open' | 'busy'>('closed');
  const tickers = DEFAULT_CORRELATION_TICKERS;
  const state = useKeyedLoad('default', () => Promise.all(DEFAULT_CORRELATION_TABLES.map((table) => api.table(tickers, table.timeFrame, table.offsetDays))));
  const titleOf = (timeFrame: number, offsetDays: number): string =>
    offsetDays === 0 ? t('default.current', { count: timeFrame }) : t('default.past', { count: timeFrame, offset: offsetDays });

  if (state.status === 'loading') return <p role="status" className="muted">{t('loading')}</p>;
  if (state.status === 'failed') return <CorrelationFailureMessage error={state.error} />;
  const tables: ExportTable[] = DEFAULT_CORRELATION_TABLES.map((table, i) => ({ table, title: titleOf(table.timeFrame, table.offsetDays), values: state.value[i] ?? {} }));
  const shown = tickers.filter((tk) => tables.some((x) => tk in x.values));

  async function runExport(choice: CorrelationExportChoice): Promise<void> {
    setExporting('busy');
    const { headers, items } = exportRows(tablesFor(choice, tables), shown, { table: t('export.tableColumn'), ticker: t('export.tickerColumn') });
    await exportTable(services, { headers, items, exportFormat: 'Excel', listName: t('export.sheet') });
    setExporting('closed');
  }

  return (
    <div className="corr-tab" data-testid="default-correlations">
      <div className="corr-toolbar">
        <p className="muted corr-note">{t('default.intro', { tickers: tickers.join(', ') })}</p>
        <button type="button" className="button" onClick={() => setExporting('open')}>{t('export.button')}</button>
      </div>
      <MissingTickers tickers={tickers.filter((tk) => !shown.includes(tk))} />
      <div className="corr-grid">
        {tables.map((x) => <CorrelationMatrix key={x.table.id} caption={x.title} tickers={shown} values={x.values} />)}
      </div>
      {exporting !== 'closed' && <ExportPopup busy={exporting === 'busy'} onClose={() => setExporting('closed')} onChoose={(c) => void runExport(c)} />}
    </div>
  );
}
