import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';

/** The 'ISIN Not Found' modal of document 2 section 5. */
export function IsinNotFoundModal({ isin, onClose }: { isin: string; onClose(): void }) {
  const { t } = useTranslation('tables');
  return (
    <Modal title={t('isin.title')} role="alertdialog" onClose={onClose}
      actions={<button type="button" className="button button--primary" onClick={onClose} data-autofocus>{t('dialog.ok')}</button>}>
      <p>{t('isin.text', { value: isin })}</p>
    </Modal>
  );
}
