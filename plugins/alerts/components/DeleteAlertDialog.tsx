import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';

export interface DeleteAlertDialogProps {
  name: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Delete the alert …? Its history stays.' */
export function DeleteAlertDialog({ name, busy, onConfirm, onCancel }: DeleteAlertDialogProps) {
  const { t } = useTranslation('alerts');
  return (
    <Modal title={t('delete.title')} role="alertdialog" onClose={onCancel}
      actions={(
        <>
          <button type="button" className="button" data-autofocus onClick={onCancel}>{t('delete.cancel')}</button>
          <button type="button" className="button button--primary al-danger" disabled={busy} onClick={onConfirm} data-testid="alert-delete-confirm">{t('delete.confirm')}</button>
        </>
      )}>
      <p>{t('delete.text', { name })}</p>
    </Modal>
  );
}
