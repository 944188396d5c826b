import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import { scriptsApiMethods } from '../data/scriptsApiApi';

export const EXAMPLE_CALLS = ['/asset/SPY', '/asset?idIn=SPY,QQQ,GLD', '/watchlist', '/signals?limit=5', '/rtasset/SPY'] as const;

/** Sends one of the example calls with a token (the new one, or pasted) and shows the answer. */
export function ExampleCall({ token: initial }: { token: string }) {
  const { t } = useTranslation('scriptsApi');
  const api = useDataMethods(scriptsApiMethods);
  const [token, setToken] = useState(initial);
  const [path, setPath] = useState<string>(EXAMPLE_CALLS[0]);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(initial);
  if (initial !== shownFor) {
    setShownFor(initial);
    setToken(initial);
  }
  const send = async () => {
    setError(null);
    setAnswer(null);
    try {
      setAnswer(JSON.stringify(await api.tryCall(path, token.trim()), null, 2));
    } catch (err) {
      setError(t('api.example.failed', { reason: err instanceof ApiCallError ? err.message : String(err) }));
    }
  };
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section className="shell-card sa-card" aria-labelledby="sa-example-title">
      <h2 id="sa-example-title">{t('api.example.title')}</h2>
      <div className="sa-example">
        <label>{t('api.example.token')}<input value={token} onChange={(e) => setToken(e.target.value)} spellCheck={false} autoComplete="off" /></label>
        <label>{t('api.example.call')}
          <select value={path} onChange={(e) => setPath(e.target.value)}>
            {EXAMPLE_CALLS.map((c) => <option key={c} value={c}>GET /api/v2{c}</option>)}
          </select>
        </label>
        <button className="button button--primary" type="button" disabled={!token.trim()} onClick={() => void send()}>{t('api.example.run')}</button>
      </div>
      <p className="muted">{t('api.example.curl')}</p>
      <pre className="sa-code">{`curl -H "Authorization: Bearer ${token.trim() || '<token>'}" "${origin}/api/v2${path}"`}</pre>
      {error && <p role="alert" className="message message--error">{error}</p>}
      {answer !== null && <pre className="sa-code" data-testid="example-answer">{answer}</pre>}
    </section>
  );
}
