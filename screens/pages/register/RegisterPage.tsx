import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { callApi } from '../../../engine/data/apiClient';
import { hashPasswordForTransport } from '../../../engine/state/passwordHash';
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
import { registrationErrorKey } from './registrationErrors';
import { englishCountryName } from './countryOptions';
import { STEP_TITLE_KEYS, WizardProgress } from './WizardProgress';
import { AccountStep } from './AccountStep';
import { DetailsStep } from './DetailsStep';
import { PlanStep } from './PlanStep';
import { SecurityBadges } from './SecurityBadges';
import './register.css';

type Feedback = { kind: 'error' | 'info'; key: string } | null;

/**
 * /register: the 3-step wizard of document 1 section 2.5. Enter moves to the next step; the last
 * step creates a Free account (the Elite trial's checkout comes with the billing issue, so that
 * choice registers nothing yet and says so).
 */
export function RegisterPage() {
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
    if (values.plan === 'elite') {
      setFeedback({ kind: 'info', key: 'account:register.plan.eliteCheckoutPending' });
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      const payload = toRegisterPayload(values, hashPasswordForTransport(values.password), englishCountryName(values.countryCode), language);
      await callApi('/register', { body: payload });
      setCreated(true);
    } catch (err) {
      setFeedback({ kind: 'error', key: registrationErrorKey(err) });
    } finally {
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
