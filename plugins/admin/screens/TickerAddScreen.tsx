import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { refusalOf, tickerAdminMethods } from '../data/tickerAdminApi';
import { useAdminAction } from '../components/useAdminAction';
import { ActionOutcomeLine } from '../components/ActionOutcomeLine';
import { TICKER_ADMIN_RULES } from '../../../product/tickerAdminRules';
import type { BrokenTickerListAnswer, TickerSourcesAnswer, TickerUploadAnswer } from '../../../contracts';
import '../admin.css';

/** How often the screen asks whether the snapshot after an upload or a routing is published. */
const POLL_MS = 2000;

type Upload = { status: 'idle' } | { status: 'running' } | { status: 'refused'; reason: string; issues: { line: number | null; message: string }[] } | { status: 'failed' } | { status: 'done'; answer: TickerUploadAnswer };

function issuesOf(err: unknown): { line: number | null; message: string }[] {
  const body = (err as { body?: { issues?: unknown } } | null)?.body;
  return Array.isArray(body?.issues) ? (body.issues as { line: number | null; message: string }[]) : [];
}

/**
 * /dashboard/tickerAddAdmin ('Add new Tickers', document 4 section 2.7): add an instrument by
 * uploading an end-of-day CSV (imported by the server's import code; a bad file is refused with its
 * line and reason), route a ticker with imported data to a data source, and the members' bad-data
 * reports (`/brokenTicker`) to resolve.
 */
export default function TickerAddScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(tickerAdminMethods);
  const [sources, setSources] = useState<TickerSourcesAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [waitingFor, setWaitingFor] = useState<string[]>([]);
  const file = useRef<HTMLInputElement>(null);
  const routeAction = useAdminAction();

  const loadSources = useCallback(
    () => api.sources().then((answer) => { setSources(answer); setLoadFailed(false); }, () => setLoadFailed(true)),
    [api],
  );
  useEffect(() => { void loadSources(); }, [loadSources]);

  // After an upload or a routing, ask until the snapshot that serves it is published.
  const stillWaiting = waitingFor.length > 0 && !(sources && sources.cacheStatus === 'READY' && waitingFor.every((x) => sources.tickers.find((e) => e.ticker === x)?.served));
  const pending = stillWaiting || sources?.cacheStatus === 'UPDATING';
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => { void loadSources(); }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, sources, loadSources]);

  const submitUpload = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setUpload({ status: 'refused', reason: t('tickerAdd.upload.choose'), issues: [] });
      return;
    }
    setUpload({ status: 'running' });
    try {
      const answer = await api.upload(chosen);
      setUpload({ status: 'done', answer });
      setWaitingFor(answer.tickers.map((x) => x.ticker));
      if (file.current) file.current.value = '';
      await loadSources();
    } catch (err) {
      const reason = refusalOf(err);
      setUpload(reason ? { status: 'refused', reason, issues: issuesOf(err) } : { status: 'failed' });
    }
  };

  const route = (ticker: string, source: 'import' | 'simulated') =>
    routeAction.run(() => api.route(ticker, source), t('tickerAdd.routing.failed'), async () => { setWaitingFor([ticker]); await loadSources(); });

  return (
    <section className="shell-screen admin-screen" data-testid="ticker-add-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('tickerAdd.title')}</h1>
        <p className="muted">{t('tickerAdd.lead')}</p>
      </header>

      <section className="admin-card" aria-labelledby="ticker-upload">
        <h2 id="ticker-upload">{t('tickerAdd.upload.title')}</h2>
        <p className="muted">{t('tickerAdd.upload.lead', { mb: TICKER_ADMIN_RULES.uploadMaxBytes / 1024 / 1024 })}</p>
        <form className="admin-actions" onSubmit={(e) => { void submitUpload(e); }}>
          <label>
            {t('tickerAdd.upload.file')}
            <input ref={file} type="file" accept=".csv,text/csv" name="file" />
          </label>
          <button type="submit" className="button" disabled={upload.status === 'running'}>{t('tickerAdd.upload.submit')}</button>
        </form>
        {upload.status === 'running' && <p role="status" className="muted">{t('tickerAdd.upload.running')}</p>}
        {upload.status === 'failed' && <p role="alert" className="message message--error">{t('tickerAdd.upload.failed')}</p>}
        {upload.status === 'refused' && (
          <div role="alert" className="message message--error" data-testid="upload-refused">
            <p>{t('tickerAdd.upload.refused', { reason: upload.reason })}</p>
            {upload.issues.length > 1 && (
              <ul className="admin-list">
                {upload.issues.map((x, i) => <li key={i}>{x.line === null ? x.message : t('tickerAdd.upload.issue', { line: x.line, message: x.message })}</li>)}
              </ul>
            )}
          </div>
        )}
        {upload.status === 'done' && (
          <div role="status" className="message message--success" data-testid="upload-result">
            <p>{upload.answer.msg}</p>
            <ul className="admin-list">
              {upload.answer.tickers.map((x) => (
                <li key={x.ticker} data-ticker={x.ticker}>
                  {t(x.replaced ? 'tickerAdd.upload.replaced' : 'tickerAdd.upload.added', { ticker: x.ticker, rows: x.rows, first: f.date(x.firstDate), last: f.date(x.lastDate) })}
                </li>
              ))}
            </ul>
            {upload.answer.ignoredColumns.length > 0 && <p className="muted">{t('tickerAdd.upload.ignored', { columns: upload.answer.ignoredColumns.join(', ') })}</p>}
          </div>
        )}
        {stillWaiting && <p role="status" className="muted" data-testid="waiting-snapshot">{t('tickerAdd.waiting', { tickers: waitingFor.join(', ') })}</p>}
      </section>

      <section className="admin-card" aria-labelledby="ticker-sources">
        <h2 id="ticker-sources">{t('tickerAdd.routing.title')}</h2>
        <p className="muted">{t('tickerAdd.routing.lead')}</p>
        {loadFailed && <p role="alert" className="message message--error">{t('tickerAdd.loadFailed')}</p>}
        {sources && (
          <>
            <ul className="admin-list" data-testid="data-sources">
              {sources.sources.map((x) => <li key={x.id} data-source={x.id}>{t('tickerAdd.routing.source', { label: t(`tickerAdd.sources.${x.id}`), count: x.instruments })}</li>)}
            </ul>
            <ActionOutcomeLine outcome={routeAction.outcome} />
            {sources.tickers.length === 0 ? <p className="muted">{t('tickerAdd.routing.none')}</p> : (
              <div className="admin-scroll">
                <table className="admin-table" data-testid="imported-tickers">
                  <thead>
                    <tr>
                      <th scope="col">{t('tickerAdd.routing.ticker')}</th><th scope="col">{t('tickerAdd.routing.rows')}</th>
                      <th scope="col">{t('tickerAdd.routing.range')}</th><th scope="col">{t('tickerAdd.routing.servedFrom')}</th>
                      <th scope="col">{t('tickerAdd.routing.state')}</th><th scope="col">{t('tickerAdd.routing.action')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sources.tickers.map((x) => (
                      <tr key={x.ticker} data-ticker={x.ticker} data-served={x.served}>
                        <th scope="row">{x.served ? <Link to={`/dashboard/detail/${encodeURIComponent(x.ticker)}`}>{x.ticker}</Link> : x.ticker}{x.name && x.name !== x.ticker ? ` · ${x.name}` : ''}</th>
                        <td>{x.rows}</td>
                        <td>{x.firstDate && x.lastDate ? `${f.date(x.firstDate)} – ${f.date(x.lastDate)}` : '–'}</td>
                        <td>{t(`tickerAdd.sources.${x.source}`)}</td>
                        <td>{t(x.served ? 'tickerAdd.routing.served' : 'tickerAdd.routing.notServed')}</td>
                        <td>
                          {x.source === 'simulated'
                            ? <button type="button" className="button" disabled={routeAction.busy} onClick={() => { void route(x.ticker, 'import'); }}>{t('tickerAdd.routing.toImport')}</button>
                            : x.inDemoData && <button type="button" className="button" disabled={routeAction.busy} onClick={() => { void route(x.ticker, 'simulated'); }}>{t('tickerAdd.routing.toDemo')}</button>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      <BrokenTickerReports />
    </section>
  );
}

/** The members' bad-data reports (`/brokenTicker`): open ones to resolve with a note, or the resolved ones. */
export function BrokenTickerReports() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(tickerAdminMethods);
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [list, setList] = useState<BrokenTickerListAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const action = useAdminAction();

  const load = useCallback(
    () => api.reports(status).then((answer) => { setList(answer); setFailed(false); }, () => setFailed(true)),
    [api, status],
  );
  useEffect(() => { void load(); }, [load]);

  return (
    <section className="admin-card" aria-labelledby="broken-tickers" data-testid="broken-tickers">
      <h2 id="broken-tickers">{t('tickerAdd.reports.title')}</h2>
      <p className="muted">{t('tickerAdd.reports.lead')}</p>
      <div className="admin-actions">
        <label>
          {t('tickerAdd.reports.show')}
          <select value={status} onChange={(e) => setStatus(e.target.value === 'resolved' ? 'resolved' : 'open')}>
            <option value="open">{t('tickerAdd.reports.open')}</option>
            <option value="resolved">{t('tickerAdd.reports.resolved')}</option>
          </select>
        </label>
      </div>
      <ActionOutcomeLine outcome={action.outcome} />
      {failed && <p role="alert" className="message message--error">{t('tickerAdd.loadFailed')}</p>}
      {list && list.reports.length === 0 && <p className="muted">{t(status === 'open' ? 'tickerAdd.reports.noneOpen' : 'tickerAdd.reports.noneResolved')}</p>}
      {list && list.reports.length > 0 && (
        <div className="admin-scroll">
          <table className="admin-table" data-testid="report-table">
            <thead>
              <tr>
                <th scope="col">{t('tickerAdd.reports.ticker')}</th><th scope="col">{t('tickerAdd.reports.by')}</th>
                <th scope="col">{t('tickerAdd.reports.comment')}</th><th scope="col">{t('tickerAdd.reports.at')}</th>
                <th scope="col">{status === 'open' ? t('tickerAdd.reports.action') : t('tickerAdd.reports.resolution')}</th>
              </tr>
            </thead>
            <tbody>
              {list.reports.map((r) => (
                <tr key={r.id} data-report={r.id} data-ticker={r.ticker}>
                  <th scope="row"><Link to={`/dashboard/detail/${encodeURIComponent(r.ticker)}`}>{r.ticker}</Link></th>
                  <td>{r.username}</td>
                  <td>{r.comment ?? '–'}</td>
                  <td>{f.dateTime(r.createdAt)}</td>
                  <td>
                    {r.status === 'open' ? (
                      <div className="admin-actions">
                        <label>
                          {t('tickerAdd.reports.note')}
                          <input type="text" maxLength={TICKER_ADMIN_RULES.reportCommentMaxLength} value={notes[r.id] ?? ''} onChange={(e) => setNotes({ ...notes, [r.id]: e.target.value })} />
                        </label>
                        <button type="button" className="button" disabled={action.busy} onClick={() => { void action.run(() => api.resolveReport(r.id, notes[r.id] ?? ''), t('tickerAdd.reports.failed'), load); }}>
                          {t('tickerAdd.reports.resolve')}
                        </button>
                      </div>
                    ) : t('tickerAdd.reports.resolvedBy', { by: r.resolvedBy ?? '–', at: f.dateTime(r.resolvedAt), note: r.resolution ?? '–' })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
