import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, callApi } from '../../engine/data/apiClient';

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** /dev/outbox: the mails kept while no SMTP server is configured, with their links. */
export function OutboxPage() {
  const { t } = useTranslation('common');
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    callApi<{ mails: OutboxMail[] }>('/dev/outbox')
      .then((r) => { setMails(r.mails); setError(null); })
      .catch((e: unknown) => setError(e instanceof ApiCallError && e.status === 403 ? t('outbox.smtpOnly') : t('genericError')));
  }, [t]);
  useEffect(load, [load]);

  return (
    <main className="page">
      <h1>{t('outbox.title')}</h1>
      <p>{t('outbox.intro')}</p>
      <button type="button" className="button" onClick={load}>{t('outbox.refresh')}</button>
      {error && <p role="alert" className="message message--error">{error}</p>}
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
