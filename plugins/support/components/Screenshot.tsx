import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useKeyedLoad } from '../../../engine/ui';
import type { SupportAttachment } from '../../../contracts';
import { supportMethods } from '../data/supportApi';

/** One stored screenshot of a ticket, read with the session's credentials (its owner and staff only), opening in full size. */
export function Screenshot({ attachment }: { attachment: SupportAttachment }) {
  const { t } = useTranslation('support');
  const api = useDataMethods(supportMethods);
  const state = useKeyedLoad(attachment.id, async () => URL.createObjectURL(await api.screenshot(attachment.id)));
  const url = state.status === 'ready' ? state.value : null;
  // The address lives as long as the component shows it.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (state.status === 'failed') return <span className="sp-shot sp-shot--failed">{t('attachment.loadFailed', { name: attachment.name })}</span>;
  return (
    <a className="sp-shot" href={url ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={t('attachment.open', { name: attachment.name })}>
      {url ? <img src={url} alt={attachment.name} /> : <span className="sp-shot__placeholder" aria-hidden="true" />}
      <span className="sp-shot__name">{attachment.name}</span>
    </a>
  );
}
