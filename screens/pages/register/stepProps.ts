import type { RegistrationField, RegistrationValues, StepError } from './registrationForm';

/** What every step of the wizard gets. */
export interface StepProps {
  values: RegistrationValues;
  errors: readonly StepError[];
  onEdit<K extends RegistrationField>(field: K, value: RegistrationValues[K]): void;
}

/** The attributes that mark a field with problems. */
export function invalidProps(errors: readonly StepError[], field: RegistrationField): { 'aria-invalid'?: true } {
  return errors.some((e) => e.field === field) ? { 'aria-invalid': true } : {};
}
