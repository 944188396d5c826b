import { useTranslation } from 'react-i18next';
import { useEngine } from '../../../engine/ui';
import type { ExportHeader } from './exportColumns';
import { exportTable } from './exportTable';
import { useExportFlow } from './useExportFlow';

export interface ExportButtonProps {
  /** The table to export, read when the user has chosen the format. */
  getRows: () => Promise<{ headers: ExportHeader[]; items: Record<string, unknown>[] }>;
  /** True while the table's data are still loading: the 'Data Loading!' popup asks first. */
  loading: boolean;
  /** Names the sheet of an Excel file (default MyFractalReport). */
  listName?: string;
  className?: string;
}

/**
 * The export button of a ticker table: format popup (Excel or PDF), the user's export settings,
 * IV columns only for premium users, a file named 'export' plus a timestamp.
 *
 * @example <ExportButton getRows={async () => ({ headers, items: rows })} loading={store.loading} listName="TECH" />
 */
export function ExportButton({ getRows, loading, listName, className }: ExportButtonProps) {
  const { t } = useTranslation('listTools');
  const services = useEngine();
  const flow = useExportFlow(async (exportFormat) => {
    const { headers, items } = await getRows();
    await exportTable(services, { headers, items, exportFormat, ...(listName ? { listName } : {}) });
  });
  return (
    <>
      <button type="button" className={`button lt-export-button${className ? ` ${className}` : ''}`} disabled={flow.busy} onClick={() => flow.start(loading)}>
        {t('export.button')}
      </button>
      {flow.element}
    </>
  );
}
