import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods } from '../../../engine/ui';
import { adminOperationsMethods } from '../data/adminOperationsApi';
import { userAdminPath } from '../logic/userAdminPath';
import type { LocalSubscription } from '../../../contracts';
import '../admin.css';

interface FoundUser {
  username: string;
  email: string;
  plan: string;
  subscriptionId: string;
}

/**
 * /dashboard/subscription-user-search (document 4 sections 2.7 and 7.8): find the user of a
 * subscription by its id (ours or the provider's, or a part of it), over the user search list
 * (DomainSearchedUserResult's subscriptionId column), next to the list of local subscriptions.
 */
export default function SubscriptionUserSearchScreen() {
  const { t } = useTranslation('admin');
  const api = useDataMethods(adminOperationsMethods);
  const [id, setId] = useState('');
  const [found, setFound] = useState<FoundUser[] | null>(null);
  const [searched, setSearched] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [localOnly, setLocalOnly] = useState(true);
  const [subscriptions, setSubscriptions] = useState<LocalSubscription[] | null>(null);
  const [listError, setListError] = useState(false);

  useEffect(() => {
    let live = true;
    api.localSubscriptions(localOnly).then((a) => { if (live) { setListError(false); setSubscriptions(a.subscriptions); } }, () => { if (live) setListError(true); });
    return () => { live = false; };
  }, [api, localOnly]);

  const search = useCallback(async (value: string): Promise<void> => {
    const wanted = value.trim();
    if (!wanted) return setError(t('subscriptionSearch.noId'));
    setBusy(true);
    setError(null);
    try {
      const answer = await api.usersBySubscription(wanted);
      setFound(answer.rows.map((r) => ({ username: String(r.username), email: String(r.email), plan: String(r.plan), subscriptionId: String(r.subscriptionId ?? '') })));
      setSearched(wanted);
    } catch (err) {
      setFound(null);
      setError(t('operations.somethingWrong', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  }, [api, t]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void search(id);
  };

  return (
    <section className="shell-screen admin-screen" data-testid="subscription-user-search">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('subscriptionSearch.title')}</h1>
        <p className="muted">{t('subscriptionSearch.lead')}</p>
      </header>
      <form className="admin-card admin-actions" onSubmit={submit} noValidate>
        <label>
          {t('subscriptionSearch.idLabel')}
          <input type="text" value={id} onChange={(e) => setId(e.target.value)} autoComplete="off" spellCheck={false} size={40} />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>{t('subscriptionSearch.search')}</button>
      </form>
      {error && <p role="alert" className="message message--error">{error}</p>}
      {found && (
        <section className="admin-card" aria-labelledby="subscription-users">
          <h2 id="subscription-users">{t('subscriptionSearch.results', { id: searched, count: found.length })}</h2>
          {found.length === 0 ? <p className="muted">{t('subscriptionSearch.noUser')}</p> : (
            <div className="admin-scroll">
              <table className="admin-table" data-testid="subscription-users">
                <thead><tr><th>{t('subscriptionSearch.col.username')}</th><th>{t('subscriptionSearch.col.email')}</th><th>{t('subscriptionSearch.col.plan')}</th><th>{t('subscriptionSearch.col.subscriptions')}</th></tr></thead>
                <tbody>
                  {found.map((u) => (
                    <tr key={u.username} data-username={u.username}>
                      <td><Link to={userAdminPath(u.username)}>{u.username}</Link></td><td>{u.email}</td><td>{u.plan}</td><td className="admin-mono">{u.subscriptionId}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      <section className="admin-card" aria-labelledby="local-subscriptions">
        <h2 id="local-subscriptions">{t('subscriptionSearch.localTitle')}</h2>
        <label className="admin-check">
          <input type="checkbox" checked={localOnly} onChange={(e) => setLocalOnly(e.target.checked)} /> {t('subscriptionSearch.localOnly')}
        </label>
        {listError ? <p role="alert" className="message message--error">{t('operations.loadFailed')}</p>
          : subscriptions === null ? <p className="muted">{t('loading')}</p>
            : subscriptions.length === 0 ? <p className="muted">{t('subscriptionSearch.noSubscriptions')}</p> : (
              <div className="admin-scroll">
                <table className="admin-table" data-testid="local-subscriptions">
                  <thead>
                    <tr>
                      <th>{t('subscriptionSearch.col.id')}</th><th>{t('subscriptionSearch.col.username')}</th><th>{t('subscriptionSearch.col.sku')}</th>
                      <th>{t('subscriptionSearch.col.status')}</th><th>{t('subscriptionSearch.col.provider')}</th><th>{t('subscriptionSearch.col.periodEnd')}</th><th />
                    </tr>
                  </thead>
                  <tbody>
                    {subscriptions.map((s) => (
                      <tr key={s.id}>
                        <td className="admin-mono">{s.id}</td><td>{s.username}</td><td>{s.sku}</td><td>{t(`subscriptionSearch.status.${s.status}`, { defaultValue: s.status })}</td>
                        <td>{s.provider}</td><td>{s.currentPeriodEnd.slice(0, 10)}</td>
                        <td>
                          <button type="button" className="button" onClick={() => { setId(s.id); void search(s.id); }}>
                            {t('subscriptionSearch.find')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
      </section>
    </section>
  );
}
