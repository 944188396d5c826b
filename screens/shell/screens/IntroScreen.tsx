import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useEngine, Modal } from '../../../engine/ui';

export const WATCHLISTS_PATH = '/dashboard/watchlists';

/**
 * /dashboard/intro, the intro modal 'Welcome!' (document 3 section 2): the disclaimers, two
 * checkboxes, and the activate button, enabled only when both are ticked and nothing is in
 * flight. Success moves to the Watchlists area; failure alerts.
 */
const IntroScreen = observer(function IntroScreen() {
  const { t } = useTranslation('shell');
  const { session, account, ui } = useEngine();
  const navigate = useNavigate();
  const [noAdvice, setNoAdvice] = useState(false);
  const [noSharing, setNoSharing] = useState(false);
  const [busy, setBusy] = useState(false);
  // Read once: accepting removes the Intro module, and success then goes to the watchlists.
  const [needed] = useState(() => session.modules.includes('Intro'));

  if (!needed) return <Navigate to="/home/home" replace />;

  const activate = async (): Promise<void> => {
    setBusy(true);
    const ok = await account.verifyIntro(noAdvice, noSharing);
    setBusy(false);
    if (ok) navigate(WATCHLISTS_PATH, { replace: true });
    else ui.showAlert({ key: 'shell:intro.failed' });
  };

  return (
    <Modal
      title={t('intro.title')}
      size="medium"
      className="shell-intro"
      actions={(
        <button type="button" className="button button--primary" disabled={!noAdvice || !noSharing || busy} onClick={() => void activate()}>
          {busy ? t('intro.activating') : t('intro.activate')}
        </button>
      )}
    >
      <p>{t('intro.lead')}</p>
      <h3 className="shell-intro__heading">{t('intro.disclaimerTitle')}</h3>
      <p>{t('intro.disclaimer')}</p>
      <h3 className="shell-intro__heading">{t('intro.copyrightTitle')}</h3>
      <p>{t('intro.copyright')}</p>
      <label className="shell-check">
        <input type="checkbox" checked={noAdvice} onChange={(e) => setNoAdvice(e.target.checked)} />
        <span>{t('intro.noFinancialAdvise')}</span>
      </label>
      <label className="shell-check">
        <input type="checkbox" checked={noSharing} onChange={(e) => setNoSharing(e.target.checked)} />
        <span>{t('intro.willNotShare')}</span>
      </label>
    </Modal>
  );
});

export default IntroScreen;
