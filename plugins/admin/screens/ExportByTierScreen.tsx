import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiCallError, saveFile } from '../../../engine/data';
import { useDataMethods, useEngine } from '../../../engine/ui';
import { EXPORT_TIERS, type ExportTier } from '../../../product/adminRules';
import { adminMethods } from '../data/adminApi';
import '../admin.css';

/**
 * /dashboard/export-by-tier (document 4 section 2.7): users of the chosen tiers as users.csv, with
 * the secret token; anyone without the admin module is sent to /dashboard.
 */
export default observer(function ExportByTierScreen() {
  const { t } = useTranslation('admin');
  const { session } = useEngine();
  const api = useDataMethods(adminMethods);
  const [tiers, setTiers] = useState<ReadonlySet<ExportTier>>(new Set());
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  if (!session.modules.includes('ADMIN')) return <Navigate to="/dashboard" replace />;

  const toggle = (tier: ExportTier) => setTiers((prev) => {
    const next = new Set(prev);
    if (next.has(tier)) next.delete(tier); else next.add(tier);
    return next;
  });

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (tiers.size === 0) return setMessage({ kind: 'error', text: t('export.noTier') });
    if (!token.trim()) return setMessage({ kind: 'error', text: t('export.noToken') });
    setBusy(true);
    setMessage(null);
    try {
      saveFile(await api.exportUsers(EXPORT_TIERS.filter((x) => tiers.has(x)), token.trim()), 'users.csv');
      setMessage({ kind: 'ok', text: t('export.done') });
    } catch (err) {
      const refused = err instanceof ApiCallError && err.status >= 400 && err.status < 500;
      setMessage({ kind: 'error', text: refused ? `${t('export.failed')} ${err.message}` : t('export.retry') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="shell-screen admin-screen" data-testid="export-by-tier">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('export.title')}</h1>
        <p className="muted">{t('export.lead')}</p>
      </header>
      <form className="admin-card" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="admin-actions">
          <legend>{t('export.tiers')}</legend>
          {EXPORT_TIERS.map((tier) => (
            <label key={tier} className="admin-check">
              <input type="checkbox" checked={tiers.has(tier)} onChange={() => toggle(tier)} /> {t(`export.tier.${tier}`)}
            </label>
          ))}
        </fieldset>
        <div className="admin-actions">
          <label>{t('export.token')}<input type="password" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" /></label>
          <button type="submit" className="button button--primary" disabled={busy}>{t('export.button')}</button>
        </div>
        {message && <p role={message.kind === 'error' ? 'alert' : 'status'} className={`message message--${message.kind === 'error' ? 'error' : 'success'}`}>{message.text}</p>}
      </form>
    </section>
  );
});
