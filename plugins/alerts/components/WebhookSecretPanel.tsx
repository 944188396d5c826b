import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { WebhookSecretAnswer, WebhookSecretState } from '../../../contracts';
import type { AlertsApi } from '../data/alertsApi';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; state: WebhookSecretState };

/**
 * The webhook secret: whether one exists (and since when); 'Generate' or 'Rotate' creates a new one
 * and shows it this once, with a copy button and the warning that it will not be shown again.
 */
export function WebhookSecretPanel({ api }: { api: Pick<AlertsApi, 'webhookSecret' | 'rotateWebhookSecret'> }) {
  const { t } = useTranslation('alerts');
  const { date } = useFormat();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [fresh, setFresh] = useState<WebhookSecretAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    api.webhookSecret().then((state) => live && setLoad({ status: 'ready', state }), () => live && setLoad({ status: 'failed' }));
    return () => { live = false; };
  }, [api]);

  const rotate = async () => {
    setBusy(true);
    setFailed(false);
    setCopied(false);
    try {
      const answer = await api.rotateWebhookSecret();
      setFresh(answer);
      setLoad({ status: 'ready', state: { exists: true, createdAt: answer.createdAt } });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const exists = load.status === 'ready' && load.state.exists;
  return (
    <section className="al-secret" aria-labelledby="al-secret-title" data-testid="webhook-secret">
      <h2 id="al-secret-title" className="al-secret__title">{t('secret.title')}</h2>
      <p className="muted al-secret__intro">{t('secret.intro')}</p>
      {load.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {load.status === 'failed' && <p role="alert" className="message message--error">{t('secret.loadFailed')}</p>}
      {load.status === 'ready' && (
        <p data-testid="webhook-secret-state">
          {load.state.exists ? t('secret.exists', { date: load.state.createdAt ? date(load.state.createdAt) : '' }) : t('secret.none')}
        </p>
      )}
      {fresh && (
        <div className="al-secret__fresh" role="status">
          <p className="al-secret__label">{t('secret.newSecret')}</p>
          <div className="al-secret__value">
            <code data-testid="webhook-secret-value">{fresh.secret}</code>
            <button type="button" className="button" onClick={() => void copy()}>{t('secret.copy')}</button>
          </div>
          {copied && <p className="muted">{t('secret.copied')}</p>}
          <p className="al-secret__warning">{t('secret.warning')}</p>
          <button type="button" className="button" onClick={() => setFresh(null)}>{t('secret.done')}</button>
        </div>
      )}
      {failed && <p role="alert" className="message message--error">{t('secret.failed')}</p>}
      {load.status === 'ready' && !fresh && (
        <button type="button" className="button" disabled={busy} onClick={() => void rotate()} data-testid="webhook-secret-rotate">
          {t(exists ? 'secret.rotate' : 'secret.generate')}
        </button>
      )}
    </section>
  );
}
