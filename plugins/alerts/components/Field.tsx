import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftProblem } from '../logic/alertValidation';

export interface FieldProps {
  label: string;
  hint?: string;
  problem?: DraftProblem | undefined;
  /** The input, given its id and the ids that describe it. */
  children(ids: { id: string; describedBy: string | undefined; invalid: boolean }): ReactElement;
}

/** A labelled form field with its hint and, when the rule fails, its message (announced, linked to the input). */
export function Field({ label, hint, problem, children }: FieldProps) {
  const { t } = useTranslation('alerts');
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`al-field${problem ? ' al-field--invalid' : ''}`}>
      <label className="al-field__label" htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(problem) })}
      {hint && <p className="al-field__hint muted" id={hintId}>{hint}</p>}
      {problem && <p className="al-field__error" id={errorId} role="alert">{t(problem.key, problem.params)}</p>}
    </div>
  );
}
