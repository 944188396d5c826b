import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedApiToken } from '../../../contracts';

/** The freshly generated token, shown once with a copy button until the member dismisses it. */
export function NewTokenNotice({ token, onDone }: { token: GeneratedApiToken; onDone: () => void }) {
  const { t } = useTranslation('scriptsApi');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(token.token);
    setCopied(true);
  };
  return (
    <div className="shell-card sa-card sa-new-token" role="region" aria-label={t('api.created.title')}>
      <h2>{t('api.created.title')}</h2>
      <p>{t('api.created.once')}</p>
      <code className="sa-secret" data-testid="new-token">{token.token}</code>
      <div className="sa-actions">
        <button className="button button--primary" type="button" onClick={() => void copy()}>{copied ? t('api.created.copied') : t('api.created.copy')}</button>
        <button className="button" type="button" onClick={onDone}>{t('api.created.done')}</button>
      </div>
    </div>
  );
}
