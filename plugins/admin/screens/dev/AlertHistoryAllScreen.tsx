import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useFormat } from '../../../../engine/ui';
import { devPagesMethods, type AlertHistoryQuery } from '../../data/devPagesApi';
import { DevPageGate, DevPager } from '../../components/DevPageGate';
import { ADMIN_DEV_RULES } from '../../../../product/adminDevRules';
import type { AdminAlertHistoryAnswer } from '../../../../contracts';
import '../../admin.css';
import '../../adminDev.css';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; answer: AdminAlertHistoryAnswer };
type Filter = Omit<AlertHistoryQuery, 'page'>;
const EMPTY: Filter = { username: '', ticker: '', from: '', to: '' };

/**
 * /dashboard/alertHistory (DEV_ONLY, document 4 section 2.7): the fired alerts of every user,
 * newest first, paged, filtered by user, ticker and date (GET /admin/alertHistory).
 */
export default function AlertHistoryAllScreen() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const api = useDataMethods(devPagesMethods);
  const [form, setForm] = useState<Filter>(EMPTY);
  const [query, setQuery] = useState<AlertHistoryQuery>({ ...EMPTY, page: 1 });
  // The answer remembers its query: a new query reads as loading until its answer arrives.
  const [result, setResult] = useState<{ query: AlertHistoryQuery; load: Load } | null>(null);
  const load: Load = result && result.query === query ? result.load : { status: 'loading' };
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.alertHistory(query).then(
      (answer) => { if (!cancelled) setResult({ query, load: { status: 'done', answer } }); },
      (err: unknown) => { if (!cancelled) setResult({ query, load: { status: 'failed', message: err instanceof Error ? err.message : String(err) } }); },
    );
    return () => { cancelled = true; };
  }, [api, query]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (form.from && form.to && form.from > form.to) return setFormError(t('dev.alertHistory.fromAfterTo'));
    setFormError(null);
    setQuery({ ...form, page: 1 });
  };
  const field = (key: keyof Filter, type = 'text') => (
    <label>
      {t(`dev.alertHistory.${key}`)}
      <input type={type} value={form[key] ?? ''} onChange={(e) => setForm((x) => ({ ...x, [key]: e.target.value }))} />
    </label>
  );

  return (
    <DevPageGate title={t('dev.alertHistory.title')} lead={t('dev.alertHistory.lead')} testId="dev-alert-history">
      <form className="admin-actions" onSubmit={submit}>
        {field('username')}
        {field('ticker')}
        {field('from', 'date')}
        {field('to', 'date')}
        <button type="submit" className="button button--primary">{t('dev.alertHistory.show')}</button>
      </form>
      {formError && <p role="alert" className="message message--error">{formError}</p>}
      {load.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {load.status === 'failed' && <p role="alert" className="message message--error">{t('dev.failed', { message: load.message })}</p>}
      {load.status === 'done' && load.answer.entries.length === 0 && <p>{t('dev.alertHistory.empty')}</p>}
      {load.status === 'done' && load.answer.entries.length > 0 && (
        <>
          <div className="admin-scroll">
            <table className="admin-table" data-testid="alert-history-table">
              <thead>
                <tr>
                  {(['firedAt', 'user', 'alert', 'ticker', 'value', 'level', 'deliveries'] as const).map((c) => <th key={c} scope="col">{t(`dev.alertHistory.${c}`)}</th>)}
                </tr>
              </thead>
              <tbody>
                {load.answer.entries.map((e) => (
                  <tr key={e.id} data-user={e.username} data-ticker={e.ticker}>
                    <td>{f.dateTime(e.firedAt)}</td>
                    <td>{e.username}</td>
                    <td>{e.alertName}</td>
                    <td>{e.ticker}</td>
                    <td>{typeof e.value === 'number' ? f.number(e.value) : e.value}</td>
                    <td>{e.level === null ? '–' : typeof e.level === 'number' ? f.number(e.level) : e.level}</td>
                    <td>{e.deliveries.map((d) => `${d.channel}: ${d.status}`).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <DevPager page={load.answer.page} pageSize={ADMIN_DEV_RULES.alertHistoryPageSize} total={load.answer.total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
    </DevPageGate>
  );
}
