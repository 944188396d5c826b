import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A question with Confirm and Cancel (remove all tickers, delete, a large real-time refresh). */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('tables');
  return (
    <Modal title={title} role="alertdialog" onClose={onCancel}
      actions={<>
        <button type="button" className="button button--primary" onClick={onConfirm} data-autofocus>{confirmLabel}</button>
        <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
      </>}>
      <p>{message}</p>
    </Modal>
  );
}
