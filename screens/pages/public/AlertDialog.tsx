import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface AlertDialogProps {
  title: string;
  message: string;
  okLabel?: string;
  onClose(): void;
}

/**
 * A modal message with one button, in place of the browser's alert (document 1 sections 4 and 8):
 * focus moves to OK, Escape and OK close it.
 */
export function AlertDialog({ title, message, okLabel, onClose }: AlertDialogProps) {
  const { t } = useTranslation('account');
  const ids = { title: useId(), message: useId() };
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="site-dialog__backdrop">
      <div className="site-dialog" role="alertdialog" aria-modal="true" aria-labelledby={ids.title} aria-describedby={ids.message}>
        <h2 id={ids.title}>{title}</h2>
        <p id={ids.message}>{message}</p>
        <div className="site-dialog__actions">
          <button ref={ok} type="button" className="site-button site-button--primary" onClick={onClose}>{okLabel ?? t('common.ok')}</button>
        </div>
      </div>
    </div>
  );
}
