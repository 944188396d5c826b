import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { ADMIN_RULES } from '../../../product/adminRules';
import { adminMethods, type AuditLogQuery } from '../data/adminApi';
import { auditLogQuery, type AuditLogForm } from '../logic/auditLogForm';
import type { AuditLogAnswer } from '../../../contracts';
import '../admin.css';

type State = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; query: AuditLogQuery; answer: AuditLogAnswer };

/**
 * /dashboard/auditLog: the audit log of one user between two dates (username, from and to all
 * required, document 4 section 2.7), newest first, paged; each line with who did it and the
 * action's details (the values before and after).
 */
export default function AuditLogScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(adminMethods);
  const [form, setForm] = useState<AuditLogForm>({ username: '', from: '', to: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });

  const show = async (query: AuditLogQuery): Promise<void> => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', query, answer: await api.auditLog(query) });
    } catch {
      setState({ status: 'failed' });
    }
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const parsed = auditLogQuery(form);
    setProblem(parsed.ok ? null : t(`auditLog.problem.${parsed.problem}`));
    if (parsed.ok) void show(parsed.query);
  };

  const set = (field: keyof AuditLogForm) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.answer.total / ADMIN_RULES.auditLogPageSize)) : 1;

  return (
    <section className="shell-screen admin-screen" data-testid="audit-log">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('auditLog.title')}</h1>
        <p className="muted">{t('auditLog.lead')}</p>
      </header>
      <form className="admin-card admin-actions" onSubmit={submit} noValidate>
        <label>{t('auditLog.username')}<input type="text" value={form.username} onChange={set('username')} required /></label>
        <label>{t('auditLog.from')}<input type="date" value={form.from} onChange={set('from')} required /></label>
        <label>{t('auditLog.to')}<input type="date" value={form.to} onChange={set('to')} required /></label>
        <button type="submit" className="button button--primary" disabled={state.status === 'loading'}>{t('auditLog.show')}</button>
      </form>
      {problem && <p role="alert" className="message message--error">{problem}</p>}
      {state.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {state.status === 'failed' && <p role="alert" className="message message--error">{t('auditLog.failed')}</p>}
      {state.status === 'ready' && (
        <section className="admin-card">
          {state.answer.data.length === 0 ? <p className="muted" data-testid="audit-empty">{t('auditLog.empty')}</p> : (
            <div className="admin-scroll">
              <table className="admin-table" data-testid="audit-table">
                <thead><tr><th scope="col">{t('auditLog.when')}</th><th scope="col">{t('auditLog.action')}</th><th scope="col">{t('auditLog.by')}</th><th scope="col">{t('auditLog.details')}</th></tr></thead>
                <tbody>
                  {state.answer.data.map((line, i) => (
                    <tr key={`${line.timestamp}-${i}`} data-action={line.action}>
                      <td>{f.dateTime(line.timestamp * 1000)}</td>
                      <td>{line.action}</td>
                      <td>{line.metadata.actor ?? t('auditLog.system')}</td>
                      <td><code>{JSON.stringify(line.metadata.details)}</code></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="admin-pager">
            <button type="button" className="button" disabled={state.query.page <= 1} onClick={() => void show({ ...state.query, page: state.query.page - 1 })}>{t('auditLog.previous')}</button>
            <span>{t('auditLog.page', { page: state.query.page, pages, total: state.answer.total })}</span>
            <button type="button" className="button" disabled={state.query.page >= pages} onClick={() => void show({ ...state.query, page: state.query.page + 1 })}>{t('auditLog.next')}</button>
          </p>
        </section>
      )}
    </section>
  );
}
