import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useEngine } from '../../engine/ui/EngineContext';
import { loginErrorKey } from './loginErrors';

/** /login: one field for email or username, one for the password; Enter submits (document 1 section 2.4). */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { session } = useEngine();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (await session.login(identifier, password, __APP_VERSION__)) {
      setTimeout(() => navigate(session.modules[0] === 'Intro' ? '/dashboard/intro' : '/home/home'), 100);
    }
  };

  return (
    <main className="page page--centered">
      <h1 className="brand">{t('common:appName')}</h1>
      <form className="auth-form" onSubmit={(e) => void submit(e)}>
        <label>
          {t('auth:login.identifier')}
          <input name="username" autoComplete="username" value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
        </label>
        <label>
          {t('auth:login.password')}
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {session.error && <p role="alert" className="message message--error">{t(loginErrorKey(session.error))}</p>}
        <button className="button button--primary" type="submit" disabled={session.status === 'LOGGING_IN'}>{t('common:signIn')}</button>
        <p className="auth-form__links">
          <Link to="/pw">{t('auth:login.forgot')}</Link> · <Link to="/register">{t('common:register')}</Link>
        </p>
      </form>
    </main>
  );
});
