import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';

/** Logout with confirmation (document 3 section 2, profile menu). */
export function LogoutConfirmDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      title={t('logout.title')}
      role="alertdialog"
      onClose={onCancel}
      actions={(
        <>
          <button type="button" className="button" onClick={onCancel}>{t('logout.cancel')}</button>
          <button type="button" className="button button--primary" data-autofocus onClick={onConfirm}>{t('logout.confirm')}</button>
        </>
      )}
    >
      <p>{t('logout.text')}</p>
    </Modal>
  );
}
