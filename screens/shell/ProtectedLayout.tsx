import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useEngine, displayClasses, displaySettingsOf } from '../../engine/ui';
import { APP_PATHS } from '../../product/appPaths';
import { Sidebar } from './Sidebar';
import { Header } from './header/Header';
import { LogoutConfirmDialog } from './dialogs/LogoutConfirmDialog';
import { VersionDialog } from './dialogs/VersionDialog';
import { PaymentFeedbackOverlay } from './dialogs/PaymentFeedbackOverlay';
import { LoginDialogs } from './dialogs/LoginDialogs';
import { useRootClasses } from './useRootClasses';
import { preloadScreenTexts } from '../../engine/i18n';
import { LOGGED_OUT_NOTICE_MS, loggedOutNotice } from './loggedOutNotice';
import './shell.css';

/**
 * Sends a visitor to /login. A visitor who arrived without a session (a deep link) has the URL
 * kept for after sign-in; a session that has just ended keeps nothing here (the session
 * controller kept what it should). On the overview a notice says why first (loggedOutNotice).
 */
function ToLogin({ keep }: { keep: boolean }) {
  const { t } = useTranslation('shell');
  const { redirects } = useEngine();
  const location = useLocation();
  const navigate = useNavigate();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const notice = loggedOutNotice(location.pathname);
  useEffect(() => {
    if (keep) redirects.save(url);
    const go = (): void => { void navigate('/login', { replace: true }); };
    if (!notice) {
      go();
      return undefined;
    }
    const timer = setTimeout(go, LOGGED_OUT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [keep, url, redirects, navigate, notice]);
  return notice ? <main className="page page--centered"><p role="alert" className="message message--error">{t(notice)}</p></main> : null;
}

/**
 * The protected areas (document 1 sections 2.2 and 2.7): signed-in users get the sidebar, the
 * header, the screen and the dialogs; others go to /login with the URL kept. The display
 * settings are applied to the root element at once.
 */
export const ProtectedLayout = observer(function ProtectedLayout() {
  const { t, i18n } = useTranslation('shell');
  const { session, redirects, controller, ui, plugins } = useEngine();
  const location = useLocation();
  const [params] = useSearchParams();
  const [navOpen, setNavOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const signedIn = session.status === 'LOGGED_IN';
  const url = `${location.pathname}${location.search}${location.hash}`;

  useRootClasses(signedIn ? displayClasses(displaySettingsOf(session.settings)) : {});

  useEffect(() => {
    if (signedIn) redirects.noteNavigation(url);
  }, [signedIn, url, redirects]);

  // The screens' texts are not part of the first page: fetch them once a user is in.
  useEffect(() => {
    if (signedIn) preloadScreenTexts(i18n);
  }, [signedIn, i18n]);

  if (!signedIn) return <ToLogin keep={session.ended === null} />;

  const onIntro = location.pathname === APP_PATHS.introPath;
  const paymentFeedback = params.has('paymentFeedback') && params.has('status');
  return (
    <div className={`app-shell${navOpen ? ' app-shell--nav-open' : ''}`}>
      <a className="skip-link" href="#shell-main">{t('header.skip')}</a>
      <Sidebar open={navOpen} onNavigate={() => setNavOpen(false)} onLogout={() => setConfirmingLogout(true)} />
      {navOpen && <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setNavOpen(false)} />}
      <div className="app-shell__body">
        <Header navOpen={navOpen} onToggleNav={() => setNavOpen((o) => !o)} onLogout={() => setConfirmingLogout(true)} />
        <main id="shell-main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {/* The plugins' overlays (their notifications) over every screen. */}
      {plugins.overlays().map((Overlay, i) => <Suspense key={i} fallback={null}><Overlay /></Suspense>)}
      {confirmingLogout && (
        <LogoutConfirmDialog
          onCancel={() => setConfirmingLogout(false)}
          onConfirm={() => {
            setConfirmingLogout(false);
            void controller.logout({ ended: 'user' });
          }}
        />
      )}
      {ui.versionDialogOpen ? <VersionDialog /> : paymentFeedback ? <PaymentFeedbackOverlay /> : !onIntro && <LoginDialogs />}
    </div>
  );
});

export default ProtectedLayout;
