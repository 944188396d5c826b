import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';

/** Delete filter asks first. */
export function DeleteFilterDialog({ title, onConfirm, onCancel }: { title: string; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation('scanner');
  return (
    <Modal title={t('saved.deleteTitle')} role="alertdialog" onClose={onCancel}
      actions={<>
        <button type="button" className="button button--primary" onClick={onConfirm} data-autofocus>{t('saved.deleteOk')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('dialog.cancel')}</button>
      </>}>
      <p>{t('saved.deleteText', { title })}</p>
    </Modal>
  );
}
