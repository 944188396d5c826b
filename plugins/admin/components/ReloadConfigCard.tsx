import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import { systemToolsMethods } from '../data/systemToolsApi';
import type { ReloadConfigAnswer, RuntimeSettingChange } from '../../../contracts';

type Run = { status: 'idle' } | { status: 'running' } | { status: 'failed'; message: string } | { status: 'done'; answer: ReloadConfigAnswer };

function ChangeTable({ changes, testId }: { changes: RuntimeSettingChange[]; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <table className="admin-table" data-testid={testId}>
      <thead><tr><th scope="col">{t('system.reload.setting')}</th><th scope="col">{t('system.reload.before')}</th><th scope="col">{t('system.reload.after')}</th></tr></thead>
      <tbody>{changes.map((c) => <tr key={c.setting} data-setting={c.setting}><th scope="row"><code>{c.setting}</code></th><td>{c.before}</td><td>{c.after}</td></tr>)}</tbody>
    </table>
  );
}

/**
 * "Reload server config" (document 4 section 2.7): reads the environment and the settings file
 * again and applies what can change while the server runs; shows what changed, what needs a
 * restart, and which settings a reload covers.
 */
export function ReloadConfigCard() {
  const { t } = useTranslation('admin');
  const api = useDataMethods(systemToolsMethods);
  const [run, setRun] = useState<Run>({ status: 'idle' });

  const reload = () => {
    setRun({ status: 'running' });
    api.reloadConfig().then(
      (answer) => setRun({ status: 'done', answer }),
      (err: unknown) => setRun({ status: 'failed', message: err instanceof ApiCallError && err.status === 400 ? err.message : t('system.failed') }),
    );
  };

  return (
    <section className="admin-card" aria-labelledby="sys-reload">
      <h2 id="sys-reload">{t('system.reload.title')}</h2>
      <p className="muted">{t('system.reload.lead')}</p>
      <button type="button" className="button" disabled={run.status === 'running'} onClick={reload}>{t('system.reload.run')}</button>
      {run.status === 'failed' && <p role="alert" className="message message--error">{run.message}</p>}
      {run.status === 'done' && (
        <div data-testid="reload-result">
          <p role="status" className="message message--success">
            {run.answer.changed.length ? t('system.reload.changed', { count: run.answer.changed.length }) : t('system.reload.unchanged')}
          </p>
          <p className="muted">
            {run.answer.settingsFileFound
              ? t('system.reload.fileFound', { file: run.answer.settingsFile })
              : t('system.reload.fileMissing', { file: run.answer.settingsFile })}
          </p>
          {run.answer.changed.length > 0 && <ChangeTable changes={run.answer.changed} testId="reload-changed" />}
          {run.answer.restartNeeded.length > 0 && (
            <>
              <h3 className="admin-subtitle">{t('system.reload.restartNeeded')}</h3>
              <ChangeTable changes={run.answer.restartNeeded} testId="reload-restart" />
            </>
          )}
          <p className="muted">{t('system.reload.reloadable', { settings: run.answer.reloadable.join(', ') })}</p>
        </div>
      )}
    </section>
  );
}
