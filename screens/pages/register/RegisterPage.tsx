import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { publicRequest } from '../../../engine/data';
import { hashPasswordForTransport } from '../../../engine/state';
import { REGISTRATION_OFFER } from '../../../product/registrationOffer';
import { PublicLayout } from '../public/PublicLayout';
import { ErrorBanner } from '../public/ErrorBanner';
import { Notice } from '../public/Notice';
import { AlertDialog } from '../public/AlertDialog';
import { formatAmount } from '../public/formatAmount';
import {
  editField, firstInvalidStep, initialRegistration, nextStep, previousStep, toRegisterPayload,
  type RegistrationField, type RegistrationValues,
} from './registrationForm';
import { ELITE_PAYMENT_FAILED, registrationErrorKey } from './registrationErrors';
import { englishCountryName } from './countryOptions';
import { STEP_TITLE_KEYS, WizardProgress } from './WizardProgress';
import { AccountStep } from './AccountStep';
import { DetailsStep } from './DetailsStep';
import { PlanStep } from './PlanStep';
import { SecurityBadges } from './SecurityBadges';
import type { RegisterAnswer } from '../../../contracts';
import './register.css';

type Feedback = { kind: 'error' | 'info'; key: string } | null;

/**
 * /register: the 3-step wizard of document 1 section 2.5. Enter moves to the next step; the last
 * step creates the account. A Free account is announced and the user goes to /login; for the
 * Elite trial the server answers the payment page (`nextStepURL`) and the browser goes there
 * (document 3 section 4, "Registration trial"); without it, 'Error while creating account:
 * Payment process failed.' (the free account stays).
 */
export function RegisterPage({ redirect = (url: string) => window.location.assign(url) }: { /** Leaves for the payment page (tests watch it). */ redirect?: (url: string) => void } = {}) {
  const { t, i18n } = useTranslation(['account', 'auth', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState(() => initialRegistration(params));
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [created, setCreated] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const language = i18n.language === 'de' ? 'de' : 'en';
  const { step, values, errors } = state;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const onEdit = useCallback(<K extends RegistrationField>(field: K, value: RegistrationValues[K]): void => {
    setState((s) => editField(s, field, value));
    setFeedback(null);
  }, []);

  const create = async (): Promise<void> => {
    const invalid = firstInvalidStep(values);
    if (invalid) {
      setState((s) => ({ ...s, step: invalid.step, errors: invalid.errors }));
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      const payload = toRegisterPayload(values, hashPasswordForTransport(values.password), englishCountryName(values.countryCode), language);
      const answer = await publicRequest<RegisterAnswer>('/register', { body: payload });
      if (values.plan !== 'elite') {
        setCreated(true);
        setBusy(false);
      } else if (typeof answer?.nextStepURL === 'string' && answer.nextStepURL) {
        // The button stays busy while the browser leaves for the payment provider.
        redirect(answer.nextStepURL);
      } else {
        setFeedback({ kind: 'error', key: ELITE_PAYMENT_FAILED });
        setBusy(false);
      }
    } catch (err) {
      setFeedback({ kind: 'error', key: registrationErrorKey(err) });
      setBusy(false);
    }
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (busy) return;
    if (step < 3) setState(nextStep);
    else void create();
  };

  const trialAmount = formatAmount(REGISTRATION_OFFER.trialPrice, i18n.language);
  const createLabel = values.plan === 'elite' ? t('register.plan.createElite', { amount: trialAmount }) : t('register.plan.createFree');

  return (
    <PublicLayout width={step === 3 ? 'text' : 'narrow'}>
      <div className="wizard">
        <WizardProgress step={step} />
        <h1 ref={heading} id="register-step-title" tabIndex={-1} className="wizard__title">{t(STEP_TITLE_KEYS[step])}</h1>
        <form className="site-card site-form" noValidate onSubmit={submit} aria-labelledby="register-step-title">
          <ErrorBanner title={t('register.errorsTitle')} messages={errors.map((e) => t(e.key, e.params))} />
          {step === 1 && <AccountStep values={values} errors={errors} onEdit={onEdit} />}
          {step === 2 && <DetailsStep values={values} errors={errors} onEdit={onEdit} />}
          {step === 3 && (
            <>
              <PlanStep values={values} onEdit={onEdit} />
              {feedback && <Notice kind={feedback.kind} testId="register-feedback">{t(feedback.key)}</Notice>}
              <SecurityBadges />
            </>
          )}
          <div className="wizard__actions">
            <button type="button" className="site-button site-button--ghost" onClick={() => navigate('/')}>{t('register.cancel')}</button>
            <span className="wizard__spacer" />
            {step > 1 && (
              <button type="button" className="site-button" onClick={() => setState(previousStep)} disabled={busy}>{t('register.back')}</button>
            )}
            <button type="submit" className="site-button site-button--primary" disabled={busy}>
              {step < 3 ? t('register.next') : busy ? t('common.pleaseWait') : createLabel}
            </button>
          </div>
        </form>
        <p className="site-links wizard__foot">
          <span>{t('register.haveAccount')}</span> <Link to="/login">{t('common:signIn')}</Link>
        </p>
      </div>
      {created && (
        <AlertDialog title={t('register.success.title')} message={t('register.success.message')} onClose={() => navigate('/login')} />
      )}
    </PublicLayout>
  );
}
