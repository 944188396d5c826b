import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';
import { EXPORT_FORMATS, type ExportFormat, type ExportSettings } from './exportPlan';
import '../listTools.css';

export interface ExportFormatDialogProps {
  settings: ExportSettings;
  onChoose(format: ExportFormat): void;
  onCancel(): void;
}

/** The export format popup (document 2 section 2): Excel or PDF, the user's default first. */
export function ExportFormatDialog({ settings, onChoose, onCancel }: ExportFormatDialogProps) {
  const { t } = useTranslation('listTools');
  const separator = t(`display.separators.${separatorKey(settings.csvSeparator)}`);
  return (
    <Modal
      title={t('export.formatTitle')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>{t('export.cancel')}</button>
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className={`button${format === settings.exportFormat ? ' button--primary' : ''}`}
              {...(format === settings.exportFormat ? { 'data-autofocus': true } : {})}
              onClick={() => onChoose(format)}
            >
              {t(format === 'Excel' ? 'export.excel' : 'export.pdf')}
            </button>
          ))}
        </>
      }
    >
      <p>{t('export.formatText')}</p>
      {settings.excelExportFormat === 'CSV' && <p className="lt-muted">{t('export.csvNote', { separator })}</p>}
    </Modal>
  );
}

export function separatorKey(separator: string): 'semicolon' | 'comma' | 'tab' | 'bar' {
  return separator === ',' ? 'comma' : separator === '\t' ? 'tab' : separator === '|' ? 'bar' : 'semicolon';
}

export interface DataLoadingDialogProps {
  onLater(): void;
  onNow(): void;
}

/** 'Data Loading!' (document 2 section 8): the data are still loading; export now or later. */
export function DataLoadingDialog({ onLater, onNow }: DataLoadingDialogProps) {
  const { t } = useTranslation('listTools');
  return (
    <Modal
      title={t('export.loadingTitle')}
      role="alertdialog"
      onClose={onLater}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onLater}>{t('export.later')}</button>
          <button type="button" className="button button--primary" onClick={onNow}>{t('export.now')}</button>
        </>
      }
    >
      <p>{t('export.loadingText')}</p>
    </Modal>
  );
}

/** The overlay while an export is prepared; removed when it is done or failed. */
export function ExportOverlay() {
  const { t } = useTranslation('listTools');
  return createPortal(
    <div className="lt-overlay" role="status" aria-live="polite" data-testid="export-overlay">
      <div className="lt-overlay__box">
        <span className="lt-spinner" aria-hidden="true" />
        <span>{t('export.busy')}</span>
      </div>
    </div>,
    document.body,
  );
}
