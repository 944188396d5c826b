import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hashPasswordForTransport } from '../../../../engine/state';
import { editField, type RegistrationField, type RegistrationValues, type StepError } from '../../register/registrationForm';
import { englishCountryName } from '../../register/countryOptions';
import { ELITE_PAYMENT_FAILED } from '../../register/registrationErrors';
import { AccountStep } from '../../register/AccountStep';
import { DetailsStep } from '../../register/DetailsStep';
import { ErrorBanner } from '../../public/ErrorBanner';
import { Notice } from '../../public/Notice';
import { fieldPasses, funnelErrorKey, initialOfferRegistration, offerFormProblems, toFunnelPayload } from './offerRegistration';
import { useAvailability, type AvailabilityState } from './useAvailability';
import { OfferVatField, type VatCheck } from './OfferVatField';
import type { ExclusiveOfferApi } from './exclusiveOfferApi';

export interface OfferRegistrationFormProps {
  api: ExclusiveOfferApi;
  /** Leaves for the hosted payment page. */
  redirect(url: string): void;
}

function AvailabilityLine({ field, state }: { field: 'email' | 'username'; state: AvailabilityState }) {
  const { t } = useTranslation('exclusiveOffer');
  return (
    <p className={`xo-check xo-check--${state}`} role="status" data-testid={`xo-${field}-availability`}>
      {state !== 'idle' && t(`availability.${field}.${state}`)}
    </p>
  );
}

/**
 * The new customer's registration (the normal registration's fields and rules on one form), the
 * username and e-mail checked while typing, an optional VAT id; submitting creates the account
 * and the order and goes to the payment page.
 */
export function OfferRegistrationForm({ api, redirect }: OfferRegistrationFormProps) {
  const { t, i18n } = useTranslation('exclusiveOffer');
  const { t: ta } = useTranslation(['account', 'auth', 'common']);
  const [state, setState] = useState(initialOfferRegistration);
  const [vatId, setVatId] = useState('');
  const [vat, setVat] = useState<VatCheck>({ status: 'idle' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors } = state;
  const checkEmail = useCallback((v: string, signal: AbortSignal) => api.checkEmail(v, signal), [api]);
  const checkUsername = useCallback((v: string, signal: AbortSignal) => api.checkUsername(v, signal), [api]);
  const email = useAvailability(values.email.trim(), fieldPasses(values, 'email'), checkEmail);
  const username = useAvailability(values.username.trim(), fieldPasses(values, 'username'), checkUsername);

  const onEdit = useCallback(<K extends RegistrationField>(field: K, value: RegistrationValues[K]): void => {
    setState((s) => editField(s, field, value));
    setFailure(null);
  }, []);

  const checkVat = async (): Promise<VatCheck> => {
    if (!vatId.trim()) {
      setVat({ status: 'idle' });
      return { status: 'idle' };
    }
    setVat({ status: 'checking' });
    let next: VatCheck;
    try {
      next = { status: 'done', answer: await api.validateVat(vatId.trim()) };
    } catch {
      next = { status: 'failed' };
    }
    setVat(next);
    return next;
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const problems: StepError[] = offerFormProblems(values);
    if (email === 'taken') problems.push({ field: 'email', key: 'exclusiveOffer:availability.email.taken' });
    if (username === 'taken') problems.push({ field: 'username', key: 'exclusiveOffer:availability.username.taken' });
    setState((s) => ({ ...s, errors: problems }));
    if (problems.length) return;
    setBusy(true);
    setFailure(null);
    const checked = await checkVat();
    if (checked.status === 'done' && !checked.answer.valid) {
      setBusy(false);
      return;
    }
    try {
      const language = i18n.language === 'de' ? 'de' : 'en';
      const body = toFunnelPayload(values, hashPasswordForTransport(values.password), englishCountryName(values.countryCode), language, vatId);
      const answer = await api.register(body);
      if (answer.nextStepURL) {
        // The button stays busy while the browser leaves for the payment page.
        redirect(answer.nextStepURL);
        return;
      }
      setFailure(ELITE_PAYMENT_FAILED);
    } catch (err) {
      setFailure(funnelErrorKey(err));
    }
    setBusy(false);
  };

  return (
    <form className="xo-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="xo-register-title">
      <h2 id="xo-register-title">{t('form.title')}</h2>
      <p className="xo-muted">{t('form.lead')}</p>
      <ErrorBanner title={ta('register.errorsTitle')} messages={errors.map((x) => ta(x.key, x.params))} />
      <AccountStep values={values} errors={errors} onEdit={onEdit} />
      <AvailabilityLine field="email" state={email} />
      <DetailsStep values={values} errors={errors} onEdit={onEdit} />
      <AvailabilityLine field="username" state={username} />
      <OfferVatField value={vatId} check={vat} onChange={(v) => { setVatId(v); setVat({ status: 'idle' }); }} onCheck={() => void checkVat()} />
      {failure && <Notice kind="error" testId="xo-register-failure">{ta(failure)}</Notice>}
      <button type="submit" className="xo-button xo-button--primary" disabled={busy}>
        {busy ? ta('common.pleaseWait') : t('form.submit')}
      </button>
    </form>
  );
}
