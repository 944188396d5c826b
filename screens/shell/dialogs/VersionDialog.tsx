import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine, Modal } from '../../../engine/ui';

/**
 * The new-version dialog (document 1 section 4): the server runs a version other than this app.
 * 'Update Later' hides it (it may come back after more than 10 minutes); 'Update Now' logs out
 * and reloads, so that the new version is loaded.
 */
export const VersionDialog = observer(function VersionDialog() {
  const { t } = useTranslation('shell');
  const { ui, controller } = useEngine();
  if (!ui.versionDialogOpen) return null;
  return (
    <Modal
      title={t('version.title')}
      role="alertdialog"
      actions={(
        <>
          <button type="button" className="button" onClick={() => ui.snoozeVersionDialog()}>{t('version.later')}</button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => {
              ui.closeVersionDialog();
              void controller.logout({ ended: 'forced', reload: true });
            }}
          >
            {t('version.now')}
          </button>
        </>
      )}
    >
      <p>{t('version.text')}</p>
    </Modal>
  );
});
