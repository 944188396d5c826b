import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { systemToolsMethods } from '../data/systemToolsApi';
import { useAdminAction } from '../components/useAdminAction';
import { ActionOutcomeLine } from '../components/ActionOutcomeLine';
import { SnapshotProgress } from '../components/SnapshotProgress';
import { byteSize } from '../logic/byteSize';
import { ADMIN_SYSTEM_RULES } from '../../../product/adminSystemRules';
import type { CacheStatusAnswer } from '../../../contracts';
import '../admin.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: CacheStatusAnswer };
/** A run the admin started: the version before it; it is over when a newer one is published (or the run fails). */
type Watch = { since: number | null };
type Outcome = null | { kind: 'done'; version: number; asOf: string | null } | { kind: 'failed'; error: string };

function outcomeOf(watch: Watch | null, snapshot: CacheStatusAnswer['snapshot']): Outcome {
  if (!watch || !snapshot) return null;
  if (snapshot.version !== null && (watch.since === null || snapshot.version > watch.since)) return { kind: 'done', version: snapshot.version, asOf: snapshot.asOf };
  if (!snapshot.running && snapshot.lastError) return { kind: 'failed', error: snapshot.lastError };
  return null;
}

/**
 * /dashboard/cacheAdmin (issue 28 scope 4): the market snapshot's state and age, every cache of
 * the server with its size, recomputing the snapshot now or when it is out of date (with its
 * progress while it computes) and clearing the list caches.
 */
export default function CacheAdminScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(systemToolsMethods);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [watch, setWatch] = useState<Watch | null>(null);
  const action = useAdminAction();
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);

  const reload = useCallback(async (): Promise<CacheStatusAnswer | null> => {
    try {
      const answer = await api.cacheStatus();
      if (alive.current) setLoad({ status: 'ready', answer });
      return answer;
    } catch {
      if (alive.current) setLoad({ status: 'failed' });
      return null;
    }
  }, [api]);

  const snapshot = load.status === 'ready' ? load.answer.snapshot : null;
  const running = snapshot?.running ?? false;
  const outcome = outcomeOf(watch, snapshot);
  const waiting = watch !== null && outcome === null;

  // The first load at once; then, while a run computes (or one the admin started has not been seen to finish), every second.
  const first = load.status === 'loading';
  useEffect(() => {
    if (!first && !running && !waiting) return;
    const timer = setTimeout(() => { void reload(); }, first ? 0 : ADMIN_SYSTEM_RULES.refreshPollMs);
    return () => clearTimeout(timer);
  }, [first, running, waiting, load, reload]);

  const refresh = (onlyOld: boolean) => {
    const since = snapshot?.version ?? null;
    void action.run(async () => {
      const answer = await api.refresh(onlyOld);
      setLoad({ status: 'ready', answer: answer.status });
      setWatch(answer.started ? { since } : null);
      return answer;
    }, t('cacheAdmin.refreshFailed'));
  };

  const clearLists = () => { void action.run(() => api.clearListCaches(), t('cacheAdmin.clearFailed'), async () => { await reload(); }); };

  const size = (bytes: number | null): string => {
    if (bytes === null) return '–';
    const { value, unit } = byteSize(bytes);
    return `${f.number(value, unit === 'B' ? 0 : 1)} ${unit}`;
  };

  return (
    <section className="shell-screen admin-screen" data-testid="cache-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('cacheAdmin.title')}</h1>
        <p className="muted">{t('cacheAdmin.lead')}</p>
      </header>
      {load.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {load.status === 'failed' && <p role="alert" className="message message--error">{t('cacheAdmin.loadFailed')}</p>}
      <section className="admin-card" aria-labelledby="cache-snapshot">
        <h2 id="cache-snapshot">{t('cacheAdmin.snapshot.title')}</h2>
        {load.status === 'ready' && !snapshot && <p className="muted">{t('cacheAdmin.snapshot.noMarket')}</p>}
        {snapshot && (
          <dl className="admin-facts" data-testid="snapshot-facts" data-version={snapshot.version ?? ''} data-running={String(snapshot.running)}>
            <dt>{t('cacheAdmin.snapshot.state')}</dt>
            <dd>{t(`cacheAdmin.snapshot.states.${snapshot.cacheStatus}`)}{snapshot.outOfDate && ` – ${t('cacheAdmin.snapshot.outOfDate', { session: snapshot.latestSession })}`}</dd>
            <dt>{t('cacheAdmin.snapshot.version')}</dt><dd>{snapshot.version ?? '–'}</dd>
            <dt>{t('cacheAdmin.snapshot.asOf')}</dt><dd>{snapshot.asOf ? f.date(snapshot.asOf) : '–'}</dd>
            <dt>{t('cacheAdmin.snapshot.published')}</dt>
            <dd>{snapshot.publishedAt ? t('cacheAdmin.snapshot.age', { at: f.dateTime(snapshot.publishedAt), minutes: f.count(Math.floor((snapshot.ageSeconds ?? 0) / 60)) }) : '–'}</dd>
            <dt>{t('cacheAdmin.snapshot.instruments')}</dt>
            <dd>{snapshot.instruments === null ? '–' : t('cacheAdmin.snapshot.computedIn', { n: f.count(snapshot.instruments), seconds: f.number((snapshot.durationMs ?? 0) / 1000, 1) })}</dd>
            <dt>{t('cacheAdmin.snapshot.source')}</dt><dd>{snapshot.sourceLabel}</dd>
            <dt>{t('cacheAdmin.snapshot.nextRun')}</dt><dd>{snapshot.nextRunAt ? f.dateTime(snapshot.nextRunAt) : '–'}</dd>
            {snapshot.lastError && <><dt>{t('cacheAdmin.snapshot.lastError')}</dt><dd className="message--error">{snapshot.lastError}</dd></>}
          </dl>
        )}
        <div className="admin-actions">
          <button type="button" className="button button--primary" disabled={!snapshot || running || action.busy} onClick={() => refresh(false)}>{t('cacheAdmin.refresh')}</button>
          <button type="button" className="button" disabled={!snapshot || running || action.busy} onClick={() => refresh(true)}>{t('cacheAdmin.refreshOld')}</button>
        </div>
        <p className="muted">{t('cacheAdmin.refreshHelp')}</p>
        {snapshot?.running && <SnapshotProgress progress={snapshot.progress} />}
        {outcome?.kind === 'done' && (
          <p role="status" className="message message--success" data-testid="refresh-finished">
            {t('cacheAdmin.finished', { version: outcome.version, asOf: outcome.asOf ? f.date(outcome.asOf) : '–' })}
          </p>
        )}
        {outcome?.kind === 'failed' && <p role="alert" className="message message--error">{t('cacheAdmin.runFailed', { error: outcome.error })}</p>}
      </section>
      <ActionOutcomeLine outcome={action.outcome} />
      {load.status === 'ready' && (
        <section className="admin-card" aria-labelledby="cache-list">
          <h2 id="cache-list">{t('cacheAdmin.caches.title')}</h2>
          <div className="admin-scroll">
            <table className="admin-table" data-testid="cache-table">
              <thead>
                <tr>
                  <th scope="col">{t('cacheAdmin.caches.name')}</th><th scope="col">{t('cacheAdmin.caches.entries')}</th>
                  <th scope="col">{t('cacheAdmin.caches.size')}</th><th scope="col">{t('cacheAdmin.caches.capacity')}</th>
                </tr>
              </thead>
              <tbody>
                {load.answer.caches.map((c) => (
                  <tr key={c.id} data-cache={c.id} data-entries={c.entries}>
                    <th scope="row">
                      {t(`cacheAdmin.caches.ids.${c.id}`)}
                      {c.byModel && Object.keys(c.byModel).length > 0 && (
                        <ul className="admin-list muted">{Object.entries(c.byModel).map(([model, n]) => <li key={model}>{model}: {f.count(n)}</li>)}</ul>
                      )}
                    </th>
                    <td>{f.count(c.entries)}</td>
                    <td>{size(c.bytes)}</td>
                    <td>{c.capacity === null ? '–' : f.count(c.capacity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="admin-actions">
            <button type="button" className="button" disabled={action.busy} onClick={clearLists}>{t('cacheAdmin.clearLists')}</button>
            <button type="button" className="button" onClick={() => void reload()}>{t('cacheAdmin.reloadStatus')}</button>
          </div>
        </section>
      )}
    </section>
  );
}
