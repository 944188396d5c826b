import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useEngine } from '../../engine/ui';
import { usePostLoginRedirect } from '../../engine/routing';
import { loginErrorKey } from './loginErrors';
import { AuthCard } from './public/AuthCard';
import { Notice } from './public/Notice';
import { PasswordInput } from './public/PasswordInput';

/** How long the banner after a password reset stays (document 1 section 2.4). */
export const PW_RESET_BANNER_MS = 5000;

/** Links that help with a sign-in error: reset the password when locked, a new link when not verified. */
const ERROR_HELP: Record<string, { to: string; key: string }> = {
  'auth:login.locked': { to: '/pw', key: 'login.help.locked' },
  'auth:login.notVerified': { to: '/resendEmailVerification', key: 'login.help.notVerified' },
};

/**
 * /login: one field for email or username, one for the password; Enter submits (document 1
 * section 2.4). The first field starts with the cached username (`rs.username`, written by the
 * session store on every successful sign-in and kept across logout); the password never is.
 */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const { session } = useEngine();
  const redirectAfterLogin = usePostLoginRedirect();
  const [params] = useSearchParams();
  // Prefilled with the last username that signed in on this browser (document 1 section 3's cached username).
  const [identifier, setIdentifier] = useState(() => session.cachedUsername());
  const [password, setPassword] = useState('');
  const [pwResetBanner, setPwResetBanner] = useState(params.get('pwReset') === 'true');

  useEffect(() => {
    if (!pwResetBanner) return;
    const timer = setTimeout(() => setPwResetBanner(false), PW_RESET_BANNER_MS);
    return () => clearTimeout(timer);
  }, [pwResetBanner]);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (await session.login(identifier, password, __APP_VERSION__)) {
      redirectAfterLogin();
    } else {
      // A failed sign-in clears the credentials (document 1 section 4).
      setPassword('');
    }
  };

  const errorKey = session.error ? loginErrorKey(session.error) : null;
  const help = errorKey ? ERROR_HELP[errorKey] : undefined;

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<Trans t={t} i18nKey="login.noAccount" components={{ register: <Link to="/register" /> }} />}
    >
      <form className="site-form" onSubmit={(e) => void submit(e)}>
        {pwResetBanner && <Notice kind="success" testId="pw-reset-banner">{t('login.pwResetSuccess')}</Notice>}
        {/* The saved session was refused at start (document 1 section 8's session-expired message). */}
        {session.expiredAtStart && !errorKey && <Notice kind="info" testId="session-expired">{t('common:errors.sessionExpired')}</Notice>}
        <div className="site-field">
          <label htmlFor="login-identifier">{t('auth:login.identifier')}</label>
          <input
            id="login-identifier" name="username" className="site-input" autoComplete="username" autoCapitalize="none"
            spellCheck={false} value={identifier} onChange={(e) => setIdentifier(e.target.value)}
          />
        </div>
        <div className="site-field">
          <label htmlFor="login-password">{t('auth:login.password')}</label>
          <PasswordInput
            id="login-password" name="password" autoComplete="current-password" value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {errorKey && (
          <Notice kind="error" testId="login-error">
            <p>{t(errorKey)}</p>
            {help && <p><Link to={help.to}>{t(help.key)}</Link></p>}
          </Notice>
        )}
        <button className="site-button site-button--primary site-button--large" type="submit" disabled={session.status === 'LOGGING_IN'}>
          {session.status === 'LOGGING_IN' ? t('common.pleaseWait') : t('common:signIn')}
        </button>
        <p className="site-links">
          <Link to="/pw">{t('auth:login.forgot')}</Link>
          <Link to="/usernameRecover">{t('login.forgotUsername')}</Link>
          <Link to="/register">{t('common:register')}</Link>
        </p>
      </form>
    </AuthCard>
  );
});
