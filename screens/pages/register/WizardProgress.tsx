import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from './registrationForm';

export const STEP_TITLE_KEYS: Record<WizardStep, string> = {
  1: 'register.steps.account',
  2: 'register.steps.details',
  3: 'register.steps.plan',
};

/** The wizard's progress bar with the three step names (document 1 section 2.5). */
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation('account');
  const total = WIZARD_STEPS.length;
  return (
    <div className="wizard-progress">
      <div
        className="wizard-progress__bar"
        role="progressbar"
        aria-label={t('register.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={t('register.stepOf', { step, total })}
      >
        <div className="wizard-progress__fill" style={{ width: `${(step / total) * 100}%` }} />
      </div>
      <ol className="wizard-progress__steps">
        {WIZARD_STEPS.map((s) => (
          <li key={s} className={s === step ? 'is-current' : s < step ? 'is-done' : undefined} aria-current={s === step ? 'step' : undefined}>
            <span className="wizard-progress__num" aria-hidden="true">{s}</span>
            <span>{t(STEP_TITLE_KEYS[s])}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
