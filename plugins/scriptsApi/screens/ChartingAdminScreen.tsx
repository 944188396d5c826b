import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods, useKeyedLoad } from '../../../engine/ui';
import { scriptsApiMethods } from '../data/scriptsApiApi';
import '../scriptsApi.css';

/** /dashboard/tradingviewadmin (admins): charting access requests, granted or revoked here (audited, the member gets a mail). */
export default function ChartingAdminScreen() {
  const { t } = useTranslation('scriptsApi');
  const api = useDataMethods(scriptsApiMethods);
  const [filter, setFilter] = useState<'pending' | 'all'>('pending');
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const state = useKeyedLoad(`${filter}|${version}`, () => api.chartingRequests(filter));
  const decide = async (id: string, decision: 'grant' | 'revoke') => {
    try {
      const answer = await api.decideCharting(id, decision);
      setNotice({ ok: true, text: answer.platform.mode === 'manual' ? t('admin.manual', { note: answer.platform.note }) : answer.platform.note });
      setVersion((v) => v + 1);
    } catch (err) {
      setNotice({ ok: false, text: t('admin.failed', { reason: err instanceof ApiCallError ? err.message : String(err) }) });
    }
  };
  return (
    <section className="shell-screen sa-screen" data-testid="charting-admin">
      <header className="shell-screen__head"><h1 className="shell-screen__title">{t('admin.title')}</h1></header>
      <div className="sa-actions" role="group">
        <button className={`button${filter === 'pending' ? ' button--primary' : ''}`} type="button" onClick={() => setFilter('pending')}>{t('admin.pending')}</button>
        <button className={`button${filter === 'all' ? ' button--primary' : ''}`} type="button" onClick={() => setFilter('all')}>{t('admin.all')}</button>
      </div>
      {notice && <p role={notice.ok ? 'status' : 'alert'} className={`message message--${notice.ok ? 'success' : 'error'}`}>{notice.text}</p>}
      {state.status === 'failed' && <p role="alert" className="message message--error">{t('admin.failed', { reason: String(state.error) })}</p>}
      {state.status === 'ready' && state.value.length === 0 && <p className="muted">{t('admin.empty')}</p>}
      {state.status === 'ready' && state.value.length > 0 && (
        <table className="sa-table">
          <thead><tr>
            <th>{t('admin.user')}</th><th>{t('admin.platform')}</th><th>{t('admin.account')}</th><th>{t('admin.scripts')}</th>
            <th>{t('admin.requested')}</th><th>{t('admin.status')}</th><th />
          </tr></thead>
          <tbody>
            {state.value.map((r) => (
              <tr key={r.id} data-testid="charting-request">
                <td>{r.username}<br /><span className="muted">{r.email}</span></td>
                <td>{r.platform}</td><td>{r.platformUsername}</td><td>{r.scripts.join(', ')}</td>
                <td>{r.createdAt.slice(0, 16).replace('T', ' ')}</td><td>{t(`admin.statusValue.${r.status}`)}</td>
                <td>
                  {r.status === 'pending' && <button className="button button--primary" type="button" onClick={() => void decide(r.id, 'grant')}>{t('admin.grant')}</button>}
                  {r.status !== 'revoked' && <button className="button" type="button" onClick={() => void decide(r.id, 'revoke')}>{t('admin.revoke')}</button>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
