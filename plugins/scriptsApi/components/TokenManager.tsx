import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods, useKeyedLoad } from '../../../engine/ui';
import { API_RULES, API_TOKEN_SCOPES, type ApiTokenScope } from '../../../product/apiRules';
import type { GeneratedApiToken } from '../../../contracts';
import { scriptsApiMethods, type TokenRow } from '../data/scriptsApiApi';

const DEFAULT_SCOPES: ApiTokenScope[] = ['assets:read', 'watchlists:read', 'signals:read'];

export function tokenStatus(row: TokenRow, today: string): 'active' | 'revoked' | 'expired' {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt < today) return 'expired';
  return 'active';
}

/** The member's tokens: create (shown once), list (never the token), revoke. */
export function TokenManager({ onCreated }: { onCreated: (token: GeneratedApiToken) => void }) {
  const { t } = useTranslation('scriptsApi');
  const api = useDataMethods(scriptsApiMethods);
  const [version, setVersion] = useState(0);
  const state = useKeyedLoad(`tokens|${version}`, () => api.tokens());
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(DEFAULT_SCOPES);
  const [expiresAt, setExpiresAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('api.tokens.nameRequired'));
    if (scopes.length === 0) return setError(t('api.tokens.scopeRequired'));
    setBusy(true);
    setError(null);
    try {
      const made = await api.generate({ name: name.trim(), scopes, ...(expiresAt ? { expiresAt } : {}) });
      onCreated(made);
      setName('');
      setVersion((v) => v + 1);
    } catch (err) {
      setError(t('api.tokens.generateFailed', { reason: err instanceof ApiCallError ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    try {
      await api.revoke(id);
      setVersion((v) => v + 1);
    } catch {
      setError(t('api.tokens.revokeFailed'));
    }
  };
  const toggle = (scope: ApiTokenScope) => setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));

  return (
    <section className="shell-card sa-card" aria-labelledby="sa-tokens-title">
      <h2 id="sa-tokens-title">{t('api.tokens.title')}</h2>
      <form className="sa-token-form" onSubmit={(e) => void submit(e)}>
        <label>{t('api.tokens.name')}<input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} required /></label>
        <fieldset>
          <legend>{t('api.tokens.scopes')}</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="sa-check">
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />{t(`api.scope.${scope}`)}
            </label>
          ))}
        </fieldset>
        <label>{t('api.tokens.expiresAt')}<input type="date" min={today} value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} /></label>
        <button className="button button--primary" type="submit" disabled={busy}>{t('api.tokens.generate')}</button>
        <p className="muted">{t('api.tokens.max', { max: API_RULES.maxTokensPerUser })}</p>
        {error && <p role="alert" className="message message--error">{error}</p>}
      </form>
      {state.status === 'failed' && <p role="alert" className="message message--error">{t('api.tokens.loadFailed')}</p>}
      {state.status === 'ready' && state.value.length === 0 && <p className="muted">{t('api.tokens.empty')}</p>}
      {state.status === 'ready' && state.value.length > 0 && (
        <table className="sa-table" data-testid="api-tokens">
          <thead><tr>
            <th>{t('api.tokens.name')}</th><th>{t('api.tokens.scopes')}</th><th>{t('api.tokens.created')}</th>
            <th>{t('api.tokens.lastUsed')}</th><th>{t('api.tokens.expires')}</th><th>{t('api.tokens.status')}</th><th />
          </tr></thead>
          <tbody>
            {state.value.map((row) => {
              const status = tokenStatus(row, today);
              return (
                <tr key={row.id} data-testid="api-token-row">
                  <td>{row.name}</td>
                  <td>{row.scopes.map((s) => t(`api.scope.${s}`)).join(', ')}</td>
                  <td>{row.creationDate.slice(0, 10)}</td>
                  <td>{row.lastUsedAt ? row.lastUsedAt.slice(0, 16).replace('T', ' ') : t('api.tokens.never')}</td>
                  <td>{row.expiresAt ?? t('api.tokens.noExpiry')}</td>
                  <td>{t(`api.tokens.${status}`)}</td>
                  <td>{status !== 'revoked' && <button className="button" type="button" onClick={() => void revoke(row.id)}>{t('api.tokens.revoke')}</button>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
