import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { systemToolsMethods } from '../data/systemToolsApi';
import { SearchPanel } from '../components/SearchPanel';
import { userAdminPath } from '../logic/userAdminPath';
import type { AdminInstrumentHit, AdminUserHit } from '../../../contracts';
import '../admin.css';

/**
 * /dashboard/searchAdmin (issue 28 scope 4): users by any identifying field (id, username, e-mail,
 * name, referral code, subscription id) and instruments by ticker, ISIN or name with the data
 * source that serves them, both paged.
 */
export default function SearchAdminScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(systemToolsMethods);

  const users = (rows: AdminUserHit[]) => (
    <div className="admin-scroll">
      <table className="admin-table" data-testid="user-hits">
        <thead>
          <tr>
            <th scope="col">{t('searchAdmin.users.username')}</th><th scope="col">{t('searchAdmin.users.email')}</th><th scope="col">{t('searchAdmin.users.name')}</th>
            <th scope="col">{t('searchAdmin.users.plan')}</th><th scope="col">{t('searchAdmin.matchedOn')}</th><th scope="col">{t('searchAdmin.users.since')}</th>
            <th scope="col">{t('searchAdmin.users.id')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id} data-username={u.username}>
              <th scope="row"><Link to={userAdminPath(u.username)}>{u.username}</Link></th>
              <td>{u.email}</td>
              <td>{u.name}</td>
              <td>{u.plan}{u.roles.length > 0 && ` (${u.roles.join(', ')})`}</td>
              <td>
                {u.matchedOn.map((m) => t(`searchAdmin.users.fields.${m}`)).join(', ')}
                {u.subscriptionIds.length > 0 && <ul className="admin-list">{u.subscriptionIds.map((id) => <li key={id}><code>{id}</code></li>)}</ul>}
              </td>
              <td>{f.date(u.createdAt)}</td>
              <td><code>{u.id}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  const instruments = (rows: AdminInstrumentHit[]) => (
    <div className="admin-scroll">
      <table className="admin-table" data-testid="instrument-hits">
        <thead>
          <tr>
            <th scope="col">{t('searchAdmin.instruments.ticker')}</th><th scope="col">{t('searchAdmin.instruments.name')}</th><th scope="col">ISIN</th>
            <th scope="col">{t('searchAdmin.instruments.type')}</th><th scope="col">{t('searchAdmin.instruments.exchange')}</th>
            <th scope="col">{t('searchAdmin.instruments.dataSource')}</th><th scope="col">{t('searchAdmin.matchedOn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i.ticker} data-ticker={i.ticker}>
              <th scope="row">{i.served ? <Link to={`/dashboard/detail/${encodeURIComponent(i.ticker)}`}>{i.ticker}</Link> : i.ticker}</th>
              <td>{i.name}</td>
              <td>{i.isin ?? '–'}</td>
              <td>{i.type}</td>
              <td>{i.exchange} {i.currency}</td>
              <td data-testid="data-source">
                {i.dataSource}
                {i.imported && i.firstDate && <span className="muted"> ({t('searchAdmin.instruments.importedRange', { from: f.date(i.firstDate), to: f.date(i.lastDate) })})</span>}
                {!i.served && <span className="muted"> – {t('searchAdmin.instruments.notServed')}</span>}
              </td>
              <td>{i.matchedOn.map((m) => t(`searchAdmin.instruments.fields.${m}`)).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className="shell-screen admin-screen" data-testid="search-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('searchAdmin.title')}</h1>
        <p className="muted">{t('searchAdmin.lead')}</p>
      </header>
      <SearchPanel id="user-search" title={t('searchAdmin.users.title')} lead={t('searchAdmin.users.lead')} label={t('searchAdmin.users.label')}
        search={(q, page) => api.searchUsers(q, page)} render={users} />
      <SearchPanel id="instrument-search" title={t('searchAdmin.instruments.title')} lead={t('searchAdmin.instruments.lead')} label={t('searchAdmin.instruments.label')}
        search={(q, page) => api.searchInstruments(q, page)} render={instruments} />
    </section>
  );
}
