import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingMessage } from '../model/billingErrors';
import { cleanFieldValue, type QuoteField } from '../model/checkoutFields';
import { useMessage } from './ui';

interface FieldProps {
  field: QuoteField;
  /** The value the shown quote was asked with. */
  applied: string;
  /** The value the field starts with (the kept VAT id). */
  initial: string;
  disabled: boolean;
  onApply(field: QuoteField, value: string): Promise<BillingMessage | null>;
  /** Whether the typed value differs from the applied one (Pay waits until it is applied or undone). */
  onDirty(field: QuoteField, dirty: boolean): void;
}

/**
 * One field of the checkout that changes the quote: typed, then applied with its button (or
 * Enter, which must not submit the payment form); a refusal stays under the field.
 */
function QuoteFieldInput({ field, applied, initial, disabled, onApply, onDirty }: FieldProps) {
  const { t } = useTranslation('billing');
  const text = useMessage();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BillingMessage | null>(null);
  const [done, setDone] = useState(false);
  const id = `bl-quote-${field}`;

  const apply = async (): Promise<void> => {
    const value = cleanFieldValue(field, draft);
    setBusy(true);
    setError(null);
    const refusal = await onApply(field, value);
    setBusy(false);
    setError(refusal);
    setDone(!refusal && value !== '');
    if (!refusal) onDirty(field, false);
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void apply();
  };

  return (
    <div className="bl-field bl-quote-field">
      <label htmlFor={id}>{t(`checkoutFields.${field}`)}</label>
      <div className="bl-quote-field__row">
        <input id={id} value={draft} maxLength={field === 'coupon' ? 40 : 30} autoComplete="off" disabled={disabled}
          aria-describedby={`${id}-hint`} aria-invalid={!!error} data-testid={`quote-${field}`} onKeyDown={keys}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
            setDone(false);
            onDirty(field, cleanFieldValue(field, e.target.value) !== applied);
          }} />
        <button type="button" className="button" disabled={disabled || busy} onClick={() => void apply()}>
          {t(`checkoutFields.${field}Apply`)}
        </button>
      </div>
      <p id={`${id}-hint`} className="muted bl-hint">{t(`checkoutFields.${field}Hint`)}</p>
      {error && <span className="message--error" role="alert" data-testid={`quote-${field}-error`}>{text(error)}</span>}
      {done && !error && <span className="message--success" role="status" data-testid={`quote-${field}-applied`}>{t(`checkoutFields.${field}Applied`)}</span>}
    </div>
  );
}

/** The checkout's VAT id (prefilled with the kept one) and coupon fields. */
export function QuoteFields({ keptVatId, applied, disabled, onApply, onDirty }: {
  keptVatId: string;
  applied: { coupon?: string; vatId?: string };
  disabled: boolean;
  onApply: FieldProps['onApply'];
  onDirty: FieldProps['onDirty'];
}) {
  return (
    <div className="bl-quote-fields" data-testid="quote-fields">
      <QuoteFieldInput field="vatId" initial={keptVatId} applied={applied.vatId ?? keptVatId} disabled={disabled} onApply={onApply} onDirty={onDirty} />
      <QuoteFieldInput field="coupon" initial="" applied={applied.coupon ?? ''} disabled={disabled} onApply={onApply} onDirty={onDirty} />
    </div>
  );
}
