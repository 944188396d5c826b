import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_SEPARATORS, type CsvSeparator } from '../export/csv';
import { separatorKey } from '../export/ExportDialogs';
import { EXPORT_FORMATS, type ExportFormat } from '../export/exportPlan';
import { toggled, type DisplayDraft } from './displayDraft';
import { ALWAYS_SHOWN, hiddenByRangeMode } from './tableDisplay';

export interface ChoosableColumn {
  key: string;
  label: string;
  group: 'GENERAL' | 'PREMIUM';
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'reset' | 'failed';

export interface TableSettingsFormProps {
  /** The columns the user may choose (PREMIUM only for premium users), labels resolved; null while they load. */
  columns: ChoosableColumn[] | null;
  columnsFailed?: boolean;
  premium: boolean;
  draft: DisplayDraft;
  onChange(draft: DisplayDraft): void;
  onSave(): void;
  onReset(): void;
  status: SaveStatus;
}

/** Table and export settings: columns, full-length tables, range position, CSV separator, export format. */
export function TableSettingsForm({ columns, columnsFailed, premium, draft, onChange, onSave, onReset, status }: TableSettingsFormProps) {
  const { t } = useTranslation('listTools');
  const id = useId();
  const set = (patch: Partial<DisplayDraft>) => onChange({ ...draft, ...patch });
  const shown = (columns ?? []).filter((c) => !hiddenByRangeMode(c, draft.rangePosAsPercent));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const group = (name: 'GENERAL' | 'PREMIUM') => {
    const list = shown.filter((c) => c.group === name);
    if (!list.length) return null;
    return (
      <fieldset className="lt-columns">
        <legend>{t(name === 'PREMIUM' ? 'display.premiumColumns' : 'display.generalColumns')}</legend>
        {list.map((c) => {
          const fixed = ALWAYS_SHOWN.includes(c.key);
          return (
            <label key={c.key} className="lt-check">
              <input type="checkbox" checked={fixed || draft.chosen.has(c.key)} disabled={fixed} onChange={(e) => set({ chosen: toggled(draft.chosen, c.key, e.target.checked) })} />
              <span>{c.label}</span>
            </label>
          );
        })}
      </fieldset>
    );
  };
  const all = (on: boolean) => set({ chosen: on ? new Set([...draft.chosen, ...shown.map((c) => c.key)]) : new Set([...draft.chosen].filter((k) => !shown.some((c) => c.key === k))) });

  return (
    <form className="lt-form" onSubmit={submit} noValidate>
      <h2 className="lt-section-title">{t('display.tables')}</h2>
      <label className="lt-check">
        <input type="checkbox" checked={draft.fullLengthTables} onChange={(e) => set({ fullLengthTables: e.target.checked })} aria-describedby={`${id}-full`} />
        <span>{t('display.fullLength')}</span>
      </label>
      <p id={`${id}-full`} className="lt-muted lt-hint lt-hint--indented">{t('display.fullLengthHint')}</p>
      <label className="lt-check">
        <input type="checkbox" checked={draft.rangePosAsPercent} onChange={(e) => set({ rangePosAsPercent: e.target.checked })} aria-describedby={`${id}-range`} />
        <span>{t('display.rangePos')}</span>
      </label>
      <p id={`${id}-range`} className="lt-muted lt-hint lt-hint--indented">{t('display.rangePosHint')}</p>

      <h3 className="lt-subtitle">{t('display.columns')}</h3>
      <p className="lt-muted lt-hint">{t('display.columnsHint')}</p>
      {columns === null ? (
        <p className="lt-muted" role={columnsFailed ? 'alert' : 'status'}>{t(columnsFailed ? 'display.columnsFailed' : 'display.columnsLoading')}</p>
      ) : (
        <>
          <div className="lt-actions lt-actions--start">
            <button type="button" className="button lt-button--small" onClick={() => all(true)}>{t('display.selectAll')}</button>
            <button type="button" className="button lt-button--small" onClick={() => all(false)}>{t('display.selectNone')}</button>
          </div>
          {group('GENERAL')}
          {group('PREMIUM')}
          {!premium && <p className="lt-muted lt-hint">{t('display.premiumNote')}</p>}
        </>
      )}

      <h3 className="lt-subtitle">{t('display.export')}</h3>
      <div className="lt-field">
        <label htmlFor={`${id}-sep`}>{t('display.csvSeparator')}</label>
        <select id={`${id}-sep`} value={draft.csvSeparator} onChange={(e) => set({ csvSeparator: e.target.value as CsvSeparator })}>
          {CSV_SEPARATORS.map((s) => <option key={s} value={s}>{t(`display.separators.${separatorKey(s)}`)}</option>)}
        </select>
      </div>
      <div className="lt-field">
        <label htmlFor={`${id}-format`}>{t('display.exportFormat')}</label>
        <select id={`${id}-format`} value={draft.exportFormat} onChange={(e) => set({ exportFormat: e.target.value as ExportFormat })}>
          {EXPORT_FORMATS.map((f) => <option key={f} value={f}>{t(f === 'Excel' ? 'export.excel' : 'export.pdf')}</option>)}
        </select>
      </div>
      <div className="lt-field">
        <label htmlFor={`${id}-excel`}>{t('display.excelFormat')}</label>
        <select id={`${id}-excel`} value={draft.excelExportFormat} onChange={(e) => set({ excelExportFormat: e.target.value === 'CSV' ? 'CSV' : 'XLS' })}>
          <option value="XLS">{t('display.excelXlsx')}</option>
          <option value="CSV">{t('display.excelCsv')}</option>
        </select>
      </div>

      <div className="lt-actions lt-actions--start">
        <button type="submit" className="button button--primary" disabled={status === 'saving'}>{t('display.save')}</button>
        <button type="button" className="button" disabled={status === 'saving'} onClick={onReset}>{t('display.reset')}</button>
        <span className={status === 'failed' ? 'lt-error' : 'lt-muted'} role="status" aria-live="polite">
          {status === 'saving' ? t('display.saving') : status === 'saved' ? t('display.saved') : status === 'reset' ? t('display.resetDone') : status === 'failed' ? t('display.saveFailed') : ''}
        </span>
      </div>
    </form>
  );
}
