import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import { defaultRuleText } from '../core/rules/messageKeys';
import type { Translate } from '../core/text/localizedText';
import type { FormRecord, ServerFieldError } from './entityFormTypes';
import { topField } from './screenForm';

/** The text of a server error: the server's own (already in the user's language), else its keys, else the default. */
export function serverErrorText(error: ServerFieldError, t?: Translate): string {
  if (error.message) return error.message;
  const params = error.params ?? {};
  if (t) {
    for (const key of error.messageKeys ?? []) {
      const text = t(key, { ...params, defaultValue: '' });
      if (text && text !== key) return text;
    }
  }
  return defaultRuleText(error.rule, params);
}

/** The server errors as rjsf `extraErrors`: under their field when the screen shows it, else on the record. */
export function serverErrorSchema(errors: readonly ServerFieldError[], shown: ReadonlySet<string>, t?: Translate): ErrorSchema<FormRecord> {
  const builder = new ErrorSchemaBuilder<FormRecord>();
  for (const e of errors) {
    builder.addErrors(serverErrorText(e, t), e.field && shown.has(topField(e.field)) ? e.field.split('.') : undefined);
  }
  return builder.ErrorSchema;
}

function isServerFieldError(value: unknown): value is ServerFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.field === 'string' && typeof v.rule === 'string';
}

/**
 * The field errors a refused save carries: an ApiCallError-like rejection whose body is
 * `{errors: [{field, rule, message, messageKeys}]}` (the server's 400). Undefined otherwise.
 *
 * @example fieldErrorsOf(new ApiCallError(400, 'refused', 'VALIDATION_FAILED', { errors })) // errors
 */
export function fieldErrorsOf(reason: unknown): ServerFieldError[] | undefined {
  if (typeof reason !== 'object' || reason === null) return undefined;
  const body = (reason as { body?: unknown }).body;
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return undefined;
  const valid = errors.filter(isServerFieldError);
  return valid.length ? valid : undefined;
}

/** The server errors left once the user edited: those of changed fields and of the record itself go. */
export function withoutEdited(errors: readonly ServerFieldError[], before: FormRecord, after: FormRecord): ServerFieldError[] {
  if (errors.length === 0) return errors as ServerFieldError[];
  const changed = (field: string): boolean => JSON.stringify(before[field]) !== JSON.stringify(after[field]);
  const anyChanged = [...new Set([...Object.keys(before), ...Object.keys(after)])].some(changed);
  if (!anyChanged) return errors as ServerFieldError[];
  const kept = errors.filter((e) => e.field !== '' && !changed(topField(e.field)));
  return kept.length === errors.length ? (errors as ServerFieldError[]) : kept;
}
