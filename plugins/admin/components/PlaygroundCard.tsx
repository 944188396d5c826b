import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods } from '../../../engine/ui';
import { systemToolsMethods, type PlaygroundMethod, type PlaygroundResult } from '../data/systemToolsApi';
import { playgroundRequest, type PlaygroundProblem } from '../logic/playgroundRequest';

const METHODS: readonly PlaygroundMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
/** Calls to start from: the engine's list and model calls and the admin status calls. */
const EXAMPLES: readonly { method: PlaygroundMethod; path: string; body: string }[] = [
  { method: 'GET', path: '/admin/cacheStatus', body: '' },
  { method: 'POST', path: '/list/DomainSupportTicket', body: '{\n  "page": 1,\n  "pageSize": 5\n}' },
  { method: 'GET', path: '/models/ListModel/DomainSupportTicket', body: '' },
  { method: 'GET', path: '/assetData?ticker=SPY&mode=conservative', body: '' },
];

type Run = { status: 'idle' } | { status: 'running' } | { status: 'failed' } | { status: 'done'; result: PlaygroundResult };

/**
 * The developer playground (DEV_ONLY, document 4 section 2.7): any call of the server with a JSON
 * body, sent through the engine's data provider with the admin's session, and its answer. Every
 * call is checked by its own route on the server, so the playground grants nothing.
 */
export function PlaygroundCard() {
  const { t } = useTranslation('admin');
  const api = useDataMethods(systemToolsMethods);
  const [method, setMethod] = useState<PlaygroundMethod>('GET');
  const [path, setPath] = useState(EXAMPLES[0]!.path);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<PlaygroundProblem | null>(null);
  const [run, setRun] = useState<Run>({ status: 'idle' });

  const send = (e: FormEvent) => {
    e.preventDefault();
    const request = playgroundRequest(method, path, body);
    setProblem(request.ok ? null : request.problem);
    if (!request.ok) return;
    setRun({ status: 'running' });
    api.playground(request.method, request.path, request.body).then((result) => setRun({ status: 'done', result }), () => setRun({ status: 'failed' }));
  };

  return (
    <section className="admin-card" aria-labelledby="sys-playground" data-testid="playground">
      <h2 id="sys-playground">{t('system.playground.title')}</h2>
      <p className="muted">{t('system.playground.lead')}</p>
      <div className="admin-actions">
        {EXAMPLES.map((x) => (
          <button key={`${x.method} ${x.path}`} type="button" className="button" onClick={() => { setMethod(x.method); setPath(x.path); setBody(x.body); }}>
            {x.method} {x.path}
          </button>
        ))}
      </div>
      <form onSubmit={send} noValidate>
        <div className="admin-actions">
          <label>{t('system.playground.method')}
            <select value={method} onChange={(e) => setMethod(e.target.value as PlaygroundMethod)}>{METHODS.map((m) => <option key={m} value={m}>{m}</option>)}</select>
          </label>
          <label>{t('system.playground.path')}<input type="text" value={path} onChange={(e) => setPath(e.target.value)} size={48} /></label>
        </div>
        <label className="admin-actions">{t('system.playground.body')}
          <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={6} cols={60} spellCheck={false} />
        </label>
        <button type="submit" className="button button--primary" disabled={run.status === 'running'}>{t('system.playground.send')}</button>
      </form>
      {problem && <p role="alert" className="message message--error">{t(`system.playground.problem.${problem}`)}</p>}
      {run.status === 'failed' && <p role="alert" className="message message--error">{t('system.failed')}</p>}
      {run.status === 'done' && (
        <div data-testid="playground-result" data-status={run.result.status ?? 'ok'}>
          <p role="status" className={run.result.ok ? 'message message--success' : 'message message--error'}>
            {run.result.ok ? t('system.playground.ok', { ms: run.result.durationMs }) : t('system.playground.status', { status: run.result.status, ms: run.result.durationMs })}
          </p>
          <pre className="admin-json">{JSON.stringify(run.result.body, null, 2) ?? '–'}</pre>
        </div>
      )}
    </section>
  );
}
