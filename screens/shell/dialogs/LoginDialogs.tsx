import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEngine, Modal } from '../../../engine/ui';
import type { SessionUser, UiFlags, UserNotification } from '../../../contracts';

/**
 * The dialogs the login answer asks for (document 1 section 4), one at a time: the
 * notifications, one by one with acknowledge; the email opt-in (Allow / No thanks); the
 * missing-primary-plan dialog; the info dialog when loginDialog is infoDialog.
 */
export const LoginDialogs = observer(function LoginDialogs() {
  const { session } = useEngine();
  const [missingPlanSeen, setMissingPlanSeen] = useState(false);
  const flags: Partial<UiFlags> = (session.user as SessionUser | null)?.ui_flags ?? {};
  const notification = session.notifications[0];
  if (notification) return <NotificationDialog key={notification.id} notification={notification} />;
  if (flags.show_mail_opt_in_dialog) return <EmailOptInDialog />;
  if (flags.show_missing_primary_dialog && !missingPlanSeen) {
    return <MissingPrimaryPlanDialog addons={flags.missing_primary_dialog_payload?.suppressedAddons ?? []} onDone={() => setMissingPlanSeen(true)} />;
  }
  if (session.loginDialog === 'infoDialog') return <InfoDialog />;
  return null;
});

/** A notification's content as text: admins may write simple HTML; it is never rendered as HTML. */
export function plainText(content: string): string {
  if (!/[<&]/.test(content)) return content;
  const withBreaks = content.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d)>/gi, '$&\n');
  const text = new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? '';
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

function NotificationDialog({ notification }: { notification: UserNotification }) {
  const { t } = useTranslation('shell');
  const { account } = useEngine();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const acknowledge = async (): Promise<void> => {
    setBusy(true);
    setFailed(false);
    const ok = await account.acknowledgeNotification(notification.id);
    setBusy(false);
    if (!ok) setFailed(true);
  };
  return (
    <Modal
      title={notification.payload.title || t('notification.title')}
      size="medium"
      actions={<button type="button" className="button button--primary" disabled={busy} data-autofocus onClick={() => void acknowledge()}>{t('notification.acknowledge')}</button>}
    >
      <p className="shell-notification__content">{plainText(notification.payload.content)}</p>
      {failed && <p role="alert" className="message message--error">{t('notification.failed')}</p>}
    </Modal>
  );
}

function EmailOptInDialog() {
  const { t } = useTranslation('shell');
  const { account, ui } = useEngine();
  const [busy, setBusy] = useState(false);
  const answer = async (allow: boolean): Promise<void> => {
    setBusy(true);
    const ok = await account.answerEmailOptIn(allow);
    setBusy(false);
    if (!ok) ui.showAlert({ key: 'common:genericError' });
  };
  return (
    <Modal
      title={t('optIn.title')}
      actions={(
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void answer(false)}>{t('optIn.decline')}</button>
          <button type="button" className="button button--primary" disabled={busy} data-autofocus onClick={() => void answer(true)}>{t('optIn.allow')}</button>
        </>
      )}
    >
      <p>{t('optIn.text')}</p>
    </Modal>
  );
}

function MissingPrimaryPlanDialog({ addons, onDone }: { addons: string[]; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Modal
      title={t('missingPlan.title')}
      onClose={onDone}
      actions={(
        <>
          <button type="button" className="button" onClick={onDone}>{t('missingPlan.later')}</button>
          <button type="button" className="button button--primary" data-autofocus onClick={() => { onDone(); navigate('/join/subscriptions'); }}>{t('missingPlan.choose')}</button>
        </>
      )}
    >
      <p>{t('missingPlan.text')}</p>
      {addons.length > 0 && <p className="muted">{t('missingPlan.addons', { list: addons.join(', ') })}</p>}
    </Modal>
  );
}

function InfoDialog() {
  const { t } = useTranslation('shell');
  const { session } = useEngine();
  return (
    <Modal
      title={t('info.title')}
      onClose={session.dismissLoginDialog}
      actions={<button type="button" className="button button--primary" data-autofocus onClick={session.dismissLoginDialog}>{t('alert.ok')}</button>}
    >
      <p>{t('info.text')}</p>
    </Modal>
  );
}
