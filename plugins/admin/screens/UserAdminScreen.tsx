import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { userOfAdminSearch } from '../logic/userAdminPath';
import { useTranslation } from 'react-i18next';
import { useDataMethods } from '../../../engine/ui';
import { ADMIN_RT_TOPUPS } from '../../../product/catalogue';
import { adminMethods } from '../data/adminApi';
import { adminOperationsMethods } from '../data/adminOperationsApi';
import { isDeletableTestAccount } from '../../../product/adminOperationsRules';
import { useAdminAction } from '../components/useAdminAction';
import { ActionOutcomeLine } from '../components/ActionOutcomeLine';
import { UsageAnalysisView } from '../components/UsageAnalysisView';
import { SubscriptionActions } from '../components/SubscriptionActions';
import { CatalogueComparison } from '../components/CatalogueComparison';
import type { AdminUserData, CatalogueEntry, TickerUsageAnalysis } from '../../../contracts';
import '../admin.css';

/**
 * /dashboard/useradmin (and /useradminv2): step 1 names a user by e-mail or username, step 2 shows
 * their ticker package and subscriptions and runs the actions (document 4 section 2.7): reset the
 * ticker usage, force logout, analyse the usage, add 10 / 25 / 50 RT ranges, de-/activate or cancel
 * subscriptions; plus the read-only user data and the subscription catalogue.
 */
export default function UserAdminScreen() {
  const { t } = useTranslation('admin');
  const api = useDataMethods(adminMethods);
  const ops = useDataMethods(adminOperationsMethods);
  const action = useAdminAction();
  const { search } = useLocation();
  const [login, setLogin] = useState(() => userOfAdminSearch(search) ?? '');
  const [user, setUser] = useState<AdminUserData | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<TickerUsageAnalysis | null>(null);
  const [catalogue, setCatalogue] = useState<CatalogueEntry[] | null>(null);

  useEffect(() => { api.catalogue().then(setCatalogue, () => setCatalogue([])); }, [api]);

  const load = useCallback(async (name: string): Promise<void> => {
    setLoading(true);
    setLoadError(null);
    try {
      setUser(await api.userData(name));
    } catch {
      setUser(null);
      setLoadError(t('load.notFound', { login: name }));
    } finally {
      setLoading(false);
    }
  }, [api, t]);

  // Opened from a search (?user=name): that user is loaded at once (after the render, like a submit).
  useEffect(() => {
    const named = userOfAdminSearch(search);
    if (named) void Promise.resolve(named).then(load);
  }, [search, load]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    action.clear();
    setAnalysis(null);
    void load(login.trim());
  };

  const reload = (): Promise<void> => (user ? load(user.username) : Promise.resolve());
  const name = user?.username ?? '';

  return (
    <section className="shell-screen admin-screen" data-testid="user-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('userAdmin.title')}</h1>
        <p className="muted">{t('userAdmin.lead')}</p>
      </header>
      <form className="admin-card admin-actions" onSubmit={submit} aria-label={t('load.step1')}>
        <label>
          {t('load.label')}
          <input type="text" value={login} onChange={(e) => setLogin(e.target.value)} autoComplete="off" spellCheck={false} required />
        </label>
        <button type="submit" className="button button--primary" disabled={loading || !login.trim()}>{t('load.button')}</button>
      </form>
      {loadError && <p role="alert" className="message message--error">{loadError}</p>}
      {!user && <ActionOutcomeLine outcome={action.outcome} />}
      {user && (
        <>
          <section className="admin-card" aria-labelledby="admin-user" data-testid="admin-user">
            <h2 id="admin-user">{t('user.title', { username: user.username })}</h2>
            <dl className="admin-facts">
              <dt>{t('user.email')}</dt><dd>{user.email}</dd>
              <dt>{t('user.plan')}</dt><dd>{user.user.plan}</dd>
              <dt>{t('user.tickersPerMonth')}</dt><dd data-testid="tickers-per-month">{user.rawUserData.tickersPerMonth}</dd>
              <dt>{t('user.tickersInLastMonth')}</dt><dd data-testid="tickers-used">{user.rawUserData.tickersInLastMonth}</dd>
              <dt>{t('user.tokens')}</dt><dd data-testid="token-balance">{user.user.tokenBalance}</dd>
              <dt>{t('user.sessions')}</dt><dd data-testid="active-sessions">{user.activeSessions}</dd>
            </dl>
            <div className="admin-actions">
              <button type="button" className="button" disabled={action.busy} onClick={() => void action.run(() => api.resetUsage(name), t('errors.reset'), reload)}>{t('actions.reset')}</button>
              <button type="button" className="button" disabled={action.busy} onClick={() => void action.run(() => api.forceLogout(name), t('errors.forceLogout'), reload)}>{t('actions.forceLogout')}</button>
              <button type="button" className="button" disabled={action.busy}
                onClick={() => void action.run(async () => { setAnalysis(await api.analyzeUsage(name)); return { msg: t('actions.analysed') }; }, t('errors.forceLogout'))}>
                {t('actions.analyse')}
              </button>
              {ADMIN_RT_TOPUPS.map((amount) => (
                <button key={amount} type="button" className="button" disabled={action.busy}
                  onClick={() => void action.run(() => api.addRealtime(name, amount), t('errors.addRt', { amount }), reload)}>
                  {t('actions.addRt', { amount })}
                </button>
              ))}
            </div>
            {isDeletableTestAccount(user.username) && (
              <div className="admin-actions">
                <button type="button" className="button admin-danger" disabled={action.busy}
                  onClick={() => {
                    if (!window.confirm(t('deleteAccount.confirm', { username: name }))) return;
                    void action.run(async () => { await ops.deleteTestAccount(name); setUser(null); return { msg: t('deleteAccount.done', { username: name }) }; }, t('deleteAccount.failed'));
                  }}>
                  {t('deleteAccount.button')}
                </button>
              </div>
            )}
            <ActionOutcomeLine outcome={action.outcome} />
            {analysis && <UsageAnalysisView analysis={analysis} />}
          </section>
          <SubscriptionActions subscriptions={user.subscriptions} busy={action.busy}
            onSetActive={(id, active) => void action.run(() => api.setSubscriptionActive(name, id, active), t(active ? 'errors.activate' : 'errors.deactivate'), reload)}
            onCancel={(ids) => void action.run(() => api.cancelSubscriptions(name, ids), t('errors.cancel'), reload)} />
          <details className="admin-card">
            <summary>{t('user.json')}</summary>
            <pre className="admin-json" data-testid="admin-json">{JSON.stringify(user.user, null, 2)}</pre>
          </details>
        </>
      )}
      <details className="admin-card">
        <summary>{t('catalogue.title')}</summary>
        {catalogue === null ? <p className="muted">{t('loading')}</p> : <CatalogueComparison entries={catalogue} />}
      </details>
    </section>
  );
}
