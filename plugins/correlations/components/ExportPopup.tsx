import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';
import { CORRELATION_EXPORT_CHOICES, type CorrelationExportChoice } from '../../../product/correlationRules';

/** Document 4 section 2.4: the export popup offers all, 5 days, 10 days, 30 days (Excel). */
export function ExportPopup({ onChoose, onClose, busy }: { onChoose: (choice: CorrelationExportChoice) => void; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation('correlations');
  return (
    <Modal title={t('export.title')} onClose={onClose}
      actions={<button type="button" className="button" onClick={onClose}>{t('export.cancel')}</button>}>
      <p className="muted">{t('export.intro')}</p>
      <div className="corr-export__choices">
        {CORRELATION_EXPORT_CHOICES.map((choice) => (
          <button key={String(choice)} type="button" className="button button--primary" disabled={busy} onClick={() => onChoose(choice)}>
            {choice === 'all' ? t('export.all') : t('export.days', { count: choice })}
          </button>
        ))}
      </div>
    </Modal>
  );
}
