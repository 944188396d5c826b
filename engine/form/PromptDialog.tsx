import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './promptDialog.css';

export interface PromptDialogProps {
  /** The dialog's heading, e.g. 'Name of the watchlist'. */
  title: string;
  /** The input's label. */
  label: string;
  initialValue?: string;
  placeholder?: string;
  maxLength?: number;
  okLabel?: string;
  cancelLabel?: string;
  /** Called with the trimmed, non-empty value. */
  onConfirm(value: string): void;
  onCancel(): void;
}

/**
 * A modal with one text input, OK and Cancel, that refuses an empty value (document 3 section 5):
 * OK stays disabled and 'Please enter a value' shows once the user has typed or pressed Enter.
 * Escape cancels; focus moves into the dialog, stays there, and returns on close. Render it
 * while it is open.
 *
 * @example {naming && <PromptDialog title="New watchlist" label="Name" onConfirm={create} onCancel={() => setNaming(false)} />}
 */
export function PromptDialog({ title, label, initialValue = '', placeholder, maxLength, okLabel, cancelLabel, onConfirm, onCancel }: PromptDialogProps) {
  const { t } = useTranslation('form');
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), hint: useId(), input: useId() };
  const empty = value.trim() === '';
  const showHint = empty && touched;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) onConfirm(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      trapFocus(event, dialogRef.current);
    }
  };

  return createPortal(
    <div className="prompt-dialog__backdrop">
      <div ref={dialogRef} className="prompt-dialog" role="dialog" aria-modal="true" aria-labelledby={ids.title} onKeyDown={onKeyDown}>
        <form onSubmit={submit} noValidate>
          <h2 id={ids.title} className="prompt-dialog__title">{title}</h2>
          <label htmlFor={ids.input} className="prompt-dialog__label">{label}</label>
          <input
            ref={inputRef}
            id={ids.input}
            className="prompt-dialog__input"
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            aria-invalid={showHint}
            aria-describedby={showHint ? ids.hint : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setTouched(true);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && empty) setTouched(true);
            }}
          />
          {showHint && <p id={ids.hint} className="prompt-dialog__hint" role="alert">{t('enterValue')}</p>}
          <div className="prompt-dialog__actions">
            <button type="submit" className="prompt-dialog__button prompt-dialog__button--primary" disabled={empty}>{okLabel ?? t('ok')}</button>
            <button type="button" className="prompt-dialog__button" onClick={onCancel}>{cancelLabel ?? t('cancel')}</button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, [href], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null): void {
  const items = dialog ? [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
