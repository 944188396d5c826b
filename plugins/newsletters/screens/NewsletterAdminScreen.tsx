import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_KINDS, type NewsletterKind } from '../../../product/newsletterRules';
import type { NewsletterAdminPreview } from '../../../contracts';
import { useNewsletterPreview } from '../state/useNewsletterPreview';
import '../newsletters.css';

/**
 * /dashboard/admin/newsletters (issue 26 scope 5), admins only: the next daily and Elite issue as
 * it would go out now (subject, the English mail, recipients, how many are queued and sent), and
 * "Send now", which queues it for everyone who has not had it yet.
 */
export default function NewsletterAdminScreen() {
  const { t } = useTranslation('newsletter');
  const [kind, setKind] = useState<NewsletterKind>('daily');
  const { state, send, reload, sendNow } = useNewsletterPreview(kind);
  return (
    <section className="shell-screen" data-testid="newsletter-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('admin.title')}</h1>
        <p className="muted">{t('admin.lead')}</p>
      </header>
      <div className="nl-tabs" role="tablist" aria-label={t('admin.title')}>
        {NEWSLETTER_KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === kind} className={`button${k === kind ? ' button--primary' : ''}`} onClick={() => setKind(k)}>
            {t(`admin.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`admin.${kind}`)}>
        {state.status === 'loading' && <p role="status" aria-busy="true">…</p>}
        {state.status === 'marketLoading' && <p role="status">{t('admin.marketLoading')}</p>}
        {state.status === 'failed' && (
          <div>
            <p role="alert">{t('admin.loadFailed')}</p>
            <button type="button" className="button" onClick={reload}>{t('admin.retry')}</button>
          </div>
        )}
        {state.status === 'ready' && <PreviewPanel data={state.data} />}
        {state.status === 'ready' && (
          <div className="nl-send">
            <button type="button" className="button button--primary" disabled={send.status === 'sending'} onClick={sendNow} data-testid="newsletter-send">
              {send.status === 'sending' ? t('admin.sending') : t('admin.send')}
            </button>
            {send.status === 'done' && <p role="status" data-testid="newsletter-send-result">{t('admin.sendDone', { queued: send.answer.queued, already: send.answer.alreadyQueued })}</p>}
            {send.status === 'failed' && <p role="alert">{t('admin.sendFailed', { message: send.message })}</p>}
          </div>
        )}
      </div>
    </section>
  );
}

function PreviewPanel({ data }: { data: NewsletterAdminPreview }) {
  const { t } = useTranslation('newsletter');
  const facts: [string, string | number][] = [
    [t('admin.issue'), data.issueKey],
    [t('admin.subject'), data.subject],
    [t('admin.recipients'), data.recipients],
    [t('admin.queued'), data.queued],
    [t('admin.sent'), data.sent],
    ...(data.content.kind === 'daily'
      ? [[t('admin.breaches'), data.content.breaches.length], [t('admin.changes'), data.content.changes.length]] as [string, number][]
      : [[t('admin.eligible'), data.content.lines.length]] as [string, number][]),
  ];
  return (
    <div className="nl-preview">
      <dl className="nl-facts" data-testid="newsletter-facts">
        {facts.map(([label, value]) => (
          <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      <h2 className="nl-mail-title">{t('admin.mailText')}</h2>
      <pre className="nl-mail" data-testid="newsletter-mail-text" tabIndex={0} aria-label={t('admin.mailText')}>{data.text}</pre>
    </div>
  );
}
