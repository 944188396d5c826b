import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { adminMethods } from '../data/adminApi';
import type { IntegrityCheckAnswer, TimeLeftCheckAnswer } from '../../../contracts';
import { useEngine } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { ReloadConfigCard } from '../components/ReloadConfigCard';
import { PlaygroundCard } from '../components/PlaygroundCard';
import '../admin.css';

type Run<T> = { status: 'idle' } | { status: 'running' } | { status: 'failed' } | { status: 'done'; answer: T };

/**
 * /dashboard/sysadmin (document 4 section 2.7): run the subscription time-left check now (renewals,
 * expiries, refund retries that are due) and the full data integrity check, with what each found;
 * reload the runtime settings; and, for DEV_ONLY, the developer playground.
 */
export default function SystemAdminScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(adminMethods);
  const [timeLeft, setTimeLeft] = useState<Run<TimeLeftCheckAnswer>>({ status: 'idle' });
  const [integrity, setIntegrity] = useState<Run<IntegrityCheckAnswer>>({ status: 'idle' });
  const { session } = useEngine();
  // The developer playground is dev-only (document 4 section 2.7): shown to admins who also hold DEV_ONLY.
  const devOnly = hasPermission(session.modules, 'DEV_ONLY');

  const run = <T,>(call: () => Promise<T>, set: (r: Run<T>) => void) => {
    set({ status: 'running' });
    call().then((answer) => set({ status: 'done', answer }), () => set({ status: 'failed' }));
  };

  return (
    <section className="shell-screen admin-screen" data-testid="system-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('system.title')}</h1>
        <p className="muted">{t('system.lead')}</p>
      </header>
      <section className="admin-card" aria-labelledby="sys-time-left">
        <h2 id="sys-time-left">{t('system.timeLeft.title')}</h2>
        <p className="muted">{t('system.timeLeft.lead')}</p>
        <button type="button" className="button" disabled={timeLeft.status === 'running'} onClick={() => run(() => api.timeLeftCheck(), setTimeLeft)}>{t('system.timeLeft.run')}</button>
        {timeLeft.status === 'failed' && <p role="alert" className="message message--error">{t('system.failed')}</p>}
        {timeLeft.status === 'done' && (
          <p role="status" data-testid="time-left-result">
            {t('system.timeLeft.result', { ...timeLeft.answer, checkedAt: f.dateTime(timeLeft.answer.checkedAt) })}
          </p>
        )}
      </section>
      <section className="admin-card" aria-labelledby="sys-integrity">
        <h2 id="sys-integrity">{t('system.integrity.title')}</h2>
        <p className="muted">{t('system.integrity.lead')}</p>
        <button type="button" className="button" disabled={integrity.status === 'running'} onClick={() => run(() => api.checkIntegrity(), setIntegrity)}>{t('system.integrity.run')}</button>
        {integrity.status === 'running' && <p role="status" className="muted">{t('loading')}</p>}
        {integrity.status === 'failed' && <p role="alert" className="message message--error">{t('system.failed')}</p>}
        {integrity.status === 'done' && (
          <>
            <p role="status" data-testid="integrity-summary" className={integrity.answer.ok ? 'message message--success' : 'message message--error'}>
              {t(integrity.answer.ok ? 'system.integrity.ok' : 'system.integrity.problems', { ms: integrity.answer.durationMs })}
              {!integrity.answer.marketChecked && ` ${t('system.integrity.noMarket')}`}
            </p>
            <table className="admin-table" data-testid="integrity-findings">
              <thead><tr><th scope="col">{t('system.integrity.check')}</th><th scope="col">{t('system.integrity.found')}</th><th scope="col">{t('system.integrity.examples')}</th></tr></thead>
              <tbody>
                {integrity.answer.findings.map((x) => (
                  <tr key={x.id} data-check={x.id} data-count={x.count}>
                    <th scope="row">{t(`system.integrity.checks.${x.id}`)}</th>
                    <td>{x.count}</td>
                    <td>{x.examples.length ? <ul className="admin-list">{x.examples.map((e) => <li key={e}><code>{e}</code></li>)}</ul> : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <ReloadConfigCard />
      {devOnly && <PlaygroundCard />}
    </section>
  );
}
