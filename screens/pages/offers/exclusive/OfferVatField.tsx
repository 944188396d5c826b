import { useTranslation } from 'react-i18next';
import type { VatIdValidation } from '../../../../contracts';

/** The VAT id's check: not asked yet, under way, or the server's answer. */
export type VatCheck = { status: 'idle' | 'checking' } | { status: 'done'; answer: VatIdValidation } | { status: 'failed' };

export interface OfferVatFieldProps {
  value: string;
  check: VatCheck;
  onChange(value: string): void;
  /** Leaving the field checks a filled-in id. */
  onCheck(): void;
}

/** The optional EU VAT id of a business buyer, checked when the field is left. */
export function OfferVatField({ value, check, onChange, onCheck }: OfferVatFieldProps) {
  const { t } = useTranslation('exclusiveOffer');
  const answer = check.status === 'done' ? check.answer : null;
  return (
    <div className="site-field xo-vat">
      <label htmlFor="xo-vat">{t('vat.label')}</label>
      <input
        id="xo-vat" name="vatId" className="site-input" autoComplete="off" aria-describedby="xo-vat-hint xo-vat-result"
        value={value} onChange={(e) => onChange(e.target.value)} onBlur={onCheck} {...(answer && !answer.valid ? { 'aria-invalid': true } : {})}
      />
      <span id="xo-vat-hint" className="site-field__hint">{t('vat.hint')}</span>
      <span id="xo-vat-result" className="xo-check" role="status" data-testid="xo-vat-result">
        {check.status === 'checking' && t('vat.checking')}
        {check.status === 'failed' && t('vat.unavailable')}
        {answer?.valid && <span className="xo-check--ok">{t('vat.valid', { country: answer.country ?? '' })}</span>}
        {answer && !answer.valid && <span className="xo-check--bad">{t(`vat.reason.${answer.reason ?? 'FORMAT'}`)}</span>}
      </span>
    </div>
  );
}
