import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListModel } from '../../../engine/core';
import { ListView, COMPACT_ROW_HEIGHT, ROW_HEIGHT } from '../../../engine/list';
import { useEngine } from '../../../engine/ui';
import { DEFAULT_TICKERS } from '../../../product/accountRules';
import { ASSET_LIST_MODEL } from '../export/exportEveryList';
import { tableColumns, type TableDisplaySettings } from './tableDisplay';

/** Free tickers every user sees in full: the preview's rows. */
export const PREVIEW_TICKERS = DEFAULT_TICKERS.slice(0, 3);

export interface TablePreviewViewProps {
  model: ListModel;
  rows: Record<string, unknown>[];
  modules: readonly string[];
  language: 'en' | 'de';
  display: TableDisplaySettings;
  compact?: boolean;
  colorblind?: boolean;
  loading?: boolean;
}

/** A small ticker table with the chosen columns and range position form, as the tables will show it. */
export function TablePreviewView({ model, rows, modules, language, display, compact, colorblind, loading }: TablePreviewViewProps) {
  const { t } = useTranslation('listTools');
  const shown: ListModel = { ...model, columns: tableColumns(model, modules, display), rowActions: [] };
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  return (
    <div className="lt-card lt-preview">
      <h2 className="lt-section-title">{t('display.preview')}</h2>
      <p className="lt-muted lt-hint">{t(display.fullLengthTables ? 'display.previewFull' : 'display.previewScroll')}</p>
      <ListView
        model={shown}
        rows={rows}
        modules={modules}
        language={language}
        loading={loading ?? false}
        rowId={(r) => String(r.ticker)}
        height={(Math.max(rows.length, 1) + 1) * rowHeight + 24}
        compact={compact ?? false}
        colorblind={colorblind ?? false}
      />
    </div>
  );
}

/** The preview with the rows of the free tickers. */
export function TablePreview(props: Omit<TablePreviewViewProps, 'rows' | 'loading'>) {
  const { data } = useEngine();
  const [rows, setRows] = useState<Record<string, unknown>[] | null>(null);
  useEffect(() => {
    let live = true;
    data.getList(ASSET_LIST_MODEL, { idIn: [...PREVIEW_TICKERS], pageSize: PREVIEW_TICKERS.length })
      .then((answer) => live && setRows(answer.rows), () => live && setRows([]));
    return () => {
      live = false;
    };
  }, [data]);
  return <TablePreviewView {...props} rows={rows ?? []} loading={rows === null} />;
}
