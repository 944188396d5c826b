import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const TIP_COUNT = 10;

/** A spinner with a random did-you-know tip (document 1 section 2.7); `overlay` covers the page. */
export function LoadingSpinner({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation('shell');
  const [tip] = useState(() => Math.floor(Math.random() * TIP_COUNT));
  return (
    <div className={overlay ? 'shell-overlay' : 'shell-loading'} role="status" aria-live="polite">
      <div className="shell-spinner" aria-hidden="true" />
      <p className="shell-loading__text">{t('loading.text')}</p>
      <p className="shell-loading__tip"><strong>{t('loading.didYouKnow')}</strong> {t(`tips.${tip}`)}</p>
    </div>
  );
}

/** The logging-out spinner. */
export function LoggingOutOverlay() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-overlay" role="status" aria-live="assertive">
      <div className="shell-spinner" aria-hidden="true" />
      <p className="shell-loading__text">{t('loading.loggingOut')}</p>
    </div>
  );
}
