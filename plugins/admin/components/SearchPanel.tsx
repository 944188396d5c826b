import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSearchAnswer } from '../../../contracts';

type State<T> = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: AdminSearchAnswer<T> };

/**
 * One search of the search admin screen: a text field, the paged answer, and what to show of it.
 * Empty text is refused in the browser with the same words as the server's 400.
 */
export function SearchPanel<T>({ id, title, lead, label, search, render }: {
  id: string;
  title: string;
  lead: string;
  label: string;
  search(query: string, page: number): Promise<AdminSearchAnswer<T>>;
  render(rows: T[]): ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);
  const [state, setState] = useState<State<T>>({ status: 'idle' });

  const show = async (query: string, page: number): Promise<void> => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', answer: await search(query, page) });
    } catch {
      setState({ status: 'failed' });
    }
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const query = text.trim();
    setProblem(!query);
    if (query) void show(query, 1);
  };
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.answer.total / state.answer.pageSize)) : 1;

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">{lead}</p>
      <form className="admin-actions" onSubmit={submit} noValidate role="search">
        <label>{label}<input type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} /></label>
        <button type="submit" className="button button--primary" disabled={state.status === 'loading'}>{t('searchAdmin.search')}</button>
      </form>
      {problem && <p role="alert" className="message message--error">{t('searchAdmin.empty')}</p>}
      {state.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {state.status === 'failed' && <p role="alert" className="message message--error">{t('searchAdmin.failed')}</p>}
      {state.status === 'ready' && (
        <>
          {state.answer.rows.length === 0 ? <p className="muted" data-testid={`${id}-none`}>{t('searchAdmin.noHits', { query: state.answer.query })}</p> : render(state.answer.rows)}
          <p className="admin-pager">
            <button type="button" className="button" disabled={state.answer.page <= 1} onClick={() => void show(state.answer.query, state.answer.page - 1)}>{t('auditLog.previous')}</button>
            <span>{t('auditLog.page', { page: state.answer.page, pages, total: state.answer.total })}</span>
            <button type="button" className="button" disabled={state.answer.page >= pages} onClick={() => void show(state.answer.query, state.answer.page + 1)}>{t('auditLog.next')}</button>
          </p>
        </>
      )}
    </section>
  );
}
