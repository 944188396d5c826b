import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import { PLAN_TIERS } from '../../../product/plans';
import { NOTIFICATION_ADMIN_RULES } from '../../../product/adminOperationsRules';
import { adminOperationsMethods } from '../data/adminOperationsApi';
import { composeProblem, type ComposeForm } from '../logic/notificationForm';
import type { AdminNotification, NotificationAudience } from '../../../contracts';
import '../admin.css';

type Message = { kind: 'ok' | 'error'; text: string } | null;

const EMPTY: ComposeForm = { title: '', content: '', audience: 'all', plan: '', username: '', send: 'now', scheduledAt: '' };

/**
 * /dashboard/notificationAdmin (document 4 section 2.7; issue 28 scope 8): compose a notification
 * for everyone, the users of one plan or one user; send it now, schedule it (the server sends it
 * when due) or keep it as a draft; and the list of drafts, scheduled and sent notifications, where
 * a draft or a scheduled one can be sent now and a scheduled one taken back.
 */
export default function NotificationAdminScreen() {
  const { t } = useTranslation('admin');
  const api = useDataMethods(adminOperationsMethods);
  const [form, setForm] = useState<ComposeForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [list, setList] = useState<AdminNotification[] | null>(null);
  const [listError, setListError] = useState(false);

  const reload = useCallback(async (): Promise<void> => {
    try {
      setList((await api.notifications()).notifications);
      setListError(false);
    } catch {
      setListError(true);
    }
  }, [api]);
  useEffect(() => {
    let live = true;
    api.notifications().then((a) => { if (live) { setList(a.notifications); setListError(false); } }, () => { if (live) setListError(true); });
    return () => { live = false; };
  }, [api]);

  const set = <K extends keyof ComposeForm>(key: K, value: ComposeForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const failure = (err: unknown): string => (err instanceof ApiCallError && err.status >= 400 && err.status < 500
    ? err.message : t('operations.somethingWrong', { message: err instanceof Error ? err.message : String(err) }));

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const problem = composeProblem(form, new Date());
    if (problem) return setMessage({ kind: 'error', text: t(`notificationAdmin.problem.${problem}`) });
    setBusy(true);
    setMessage(null);
    try {
      const { notification } = await api.composeNotification({
        title: form.title.trim(), content: form.content.trim(), audience: form.audience, send: form.send,
        ...(form.audience === 'plan' ? { plan: form.plan } : {}),
        ...(form.audience === 'user' ? { username: form.username.trim() } : {}),
        ...(form.send === 'schedule' ? { scheduledAt: new Date(form.scheduledAt).toISOString() } : {}),
      });
      setMessage({ kind: 'ok', text: t(`notificationAdmin.done.${notification.status}`, { count: notification.recipients ?? 0 }) });
      setForm(EMPTY);
      await reload();
    } catch (err) {
      setMessage({ kind: 'error', text: failure(err) });
    } finally {
      setBusy(false);
    }
  };

  const act = async (run: () => Promise<unknown>, done: string): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      await run();
      setMessage({ kind: 'ok', text: done });
    } catch (err) {
      setMessage({ kind: 'error', text: failure(err) });
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const audienceOf = (n: AdminNotification): string => (n.audience === 'plan' ? t('notificationAdmin.audienceOf.plan', { plan: n.plan ?? '' })
    : n.audience === 'user' ? t('notificationAdmin.audienceOf.user', { username: n.username ?? '' }) : t('notificationAdmin.audience.all'));
  const when = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '–');

  return (
    <section className="shell-screen admin-screen" data-testid="notification-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('notificationAdmin.title')}</h1>
        <p className="muted">{t('notificationAdmin.lead')}</p>
      </header>
      <form className="admin-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="notification-compose">
        <h2 id="notification-compose">{t('notificationAdmin.compose')}</h2>
        <div className="admin-form">
          <label>
            {t('notificationAdmin.titleLabel')}
            <input type="text" value={form.title} maxLength={NOTIFICATION_ADMIN_RULES.titleMaxLength} onChange={(e) => set('title', e.target.value)} />
          </label>
          <label>
            {t('notificationAdmin.content')}
            <textarea rows={5} value={form.content} maxLength={NOTIFICATION_ADMIN_RULES.contentMaxLength} onChange={(e) => set('content', e.target.value)} />
          </label>
          <fieldset className="admin-actions">
            <legend>{t('notificationAdmin.audienceLabel')}</legend>
            {(['all', 'plan', 'user'] as NotificationAudience[]).map((a) => (
              <label key={a} className="admin-check">
                <input type="radio" name="audience" checked={form.audience === a} onChange={() => set('audience', a)} /> {t(`notificationAdmin.audience.${a}`)}
              </label>
            ))}
          </fieldset>
          {form.audience === 'plan' && (
            <label>
              {t('notificationAdmin.plan')}
              <select value={form.plan} onChange={(e) => set('plan', e.target.value)}>
                <option value="">{t('notificationAdmin.choosePlan')}</option>
                {PLAN_TIERS.map((p) => <option key={p} value={p}>{t(`notificationAdmin.plans.${p}`)}</option>)}
              </select>
            </label>
          )}
          {form.audience === 'user' && (
            <label>
              {t('notificationAdmin.username')}
              <input type="text" value={form.username} onChange={(e) => set('username', e.target.value)} autoComplete="off" spellCheck={false} />
            </label>
          )}
          <fieldset className="admin-actions">
            <legend>{t('notificationAdmin.when')}</legend>
            {(['now', 'schedule', 'draft'] as const).map((s) => (
              <label key={s} className="admin-check">
                <input type="radio" name="send" checked={form.send === s} onChange={() => set('send', s)} /> {t(`notificationAdmin.send.${s}`)}
              </label>
            ))}
          </fieldset>
          {form.send === 'schedule' && (
            <label>
              {t('notificationAdmin.scheduledAt')}
              <input type="datetime-local" value={form.scheduledAt} onChange={(e) => set('scheduledAt', e.target.value)} />
            </label>
          )}
        </div>
        <div className="admin-actions">
          <button type="submit" className="button button--primary" disabled={busy}>{t(`notificationAdmin.submit.${form.send}`)}</button>
        </div>
        {message && (
          <p role={message.kind === 'error' ? 'alert' : 'status'} className={`message message--${message.kind === 'error' ? 'error' : 'success'}`} data-testid="notification-outcome">{message.text}</p>
        )}
      </form>
      <section className="admin-card" aria-labelledby="notification-list">
        <h2 id="notification-list">{t('notificationAdmin.listTitle')}</h2>
        {listError ? <p role="alert" className="message message--error">{t('operations.loadFailed')}</p>
          : list === null ? <p className="muted">{t('loading')}</p>
            : list.length === 0 ? <p className="muted">{t('notificationAdmin.empty')}</p> : (
              <div className="admin-scroll">
                <table className="admin-table" data-testid="notification-table">
                  <thead>
                    <tr>
                      <th>{t('notificationAdmin.col.title')}</th><th>{t('notificationAdmin.col.audience')}</th><th>{t('notificationAdmin.col.status')}</th>
                      <th>{t('notificationAdmin.col.scheduledAt')}</th><th>{t('notificationAdmin.col.publishedAt')}</th><th>{t('notificationAdmin.col.recipients')}</th><th />
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((n) => (
                      <tr key={n.id} data-status={n.status} data-title={n.title}>
                        <td>{n.title}</td><td>{audienceOf(n)}</td>
                        <td>{t(`notificationAdmin.status.${n.status}`)}{n.error ? ` (${n.error})` : ''}</td>
                        <td>{when(n.scheduledAt)}</td><td>{when(n.publishedAt)}</td><td>{n.recipients ?? '–'}</td>
                        <td className="admin-actions">
                          {(n.status === 'draft' || n.status === 'scheduled') && (
                            <button type="button" className="button" disabled={busy}
                              onClick={() => void act(() => api.publishNotification(n.id), t('notificationAdmin.done.sentNow'))}>
                              {t('notificationAdmin.publishNow')}
                            </button>
                          )}
                          {n.status === 'scheduled' && (
                            <button type="button" className="button" disabled={busy}
                              onClick={() => void act(() => api.unscheduleNotification(n.id), t('notificationAdmin.done.unscheduled'))}>
                              {t('notificationAdmin.unschedule')}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
      </section>
    </section>
  );
}
