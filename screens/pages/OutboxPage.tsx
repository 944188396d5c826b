import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiCallError } from '../../engine/data';
import { useEngine } from '../../engine/ui';
import type { OutboxAnswer, OutboxMail } from '../../contracts';

/** Why the outbox is not shown: the server's 401 (no admin session) and 403 (not an admin) have texts of their own. */
type OutboxError = 'signInAsAdmin' | 'adminsOnly' | 'generic';

function outboxError(e: unknown): OutboxError {
  if (e instanceof ApiCallError && e.status === 401) return 'signInAsAdmin';
  if (e instanceof ApiCallError && e.status === 403) return 'adminsOnly';
  return 'generic';
}

/**
 * /dev/outbox: the mails kept while no SMTP server is configured, with their links. Without a
 * session the server shows them only to this machine on the embedded database; anyone else must
 * be signed in as an admin, so the call carries the session when there is one. Its failures stay
 * with the page: a visitor's 401 here ends no session.
 */
export function OutboxPage() {
  const { t } = useTranslation('common');
  const { data } = useEngine();
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  const [error, setError] = useState<OutboxError | null>(null);

  const load = useCallback(() => {
    data.request<OutboxAnswer>('/dev/outbox', { reportError: false })
      .then((r) => { setMails(r.mails); setError(null); })
      .catch((e: unknown) => { setMails(null); setError(outboxError(e)); });
  }, [data]);
  useEffect(load, [load]);

  return (
    <main className="page">
      <h1>{t('outbox.title')}</h1>
      <p>{t('outbox.intro')}</p>
      <button type="button" className="button" onClick={load}>{t('outbox.refresh')}</button>
      {error && (
        <div role="alert" className="message message--error" data-testid="outbox-error">
          <p>{error === 'generic' ? t('genericError') : t(`outbox.${error}`)}</p>
          {error === 'signInAsAdmin' && <p><Link to="/login">{t('signIn')}</Link></p>}
        </div>
      )}
      {mails === null && !error && <p>{t('loading')}</p>}
      {mails?.length === 0 && <p>{t('outbox.empty')}</p>}
      <ul className="mail-list">
        {mails?.map((m) => (
          <li key={m.id} className="mail" data-testid="outbox-mail">
            <div className="mail__head">
              <strong>{m.subject}</strong>
              <span>{t('outbox.to')}: {m.to}</span>
              <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
            </div>
            <pre className="mail__text">{m.text}</pre>
            {m.links.map((href) => {
              const url = new URL(href);
              return <a key={href} href={`${url.pathname}${url.search}`}>{url.pathname}</a>;
            })}
          </li>
        ))}
      </ul>
    </main>
  );
}
