import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useEngine, Modal } from '../../../engine/ui';
import type { UiText } from '../../../engine/state';

export function textOf(text: UiText, t: TFunction): string {
  return 'key' in text ? String(t(text.key, text.params ?? {})) : text.text;
}

/**
 * The generic alert dialog (document 1 section 2.7): the error catalogue's messages and every
 * other alert of the app, one at a time, above all other dialogs. It stays across navigation
 * (the session-expired message is still readable on /login).
 */
export const AlertHost = observer(function AlertHost() {
  const { t } = useTranslation(['shell', 'common']);
  const { ui } = useEngine();
  const alert = ui.currentAlert;
  if (!alert) return null;
  const close = (): void => ui.dismissAlert(alert.id);
  return (
    <Modal
      key={alert.id}
      title={alert.title ? textOf(alert.title, t) : t('shell:alert.title')}
      role="alertdialog"
      layer="alert"
      onClose={close}
      actions={<button type="button" className="button button--primary" data-autofocus onClick={close}>{t('shell:alert.ok')}</button>}
    >
      <p data-testid="alert-message">{textOf(alert.message, t)}</p>
    </Modal>
  );
});
