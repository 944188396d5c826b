import type { ErrorListProps, FieldErrorProps, RJSFSchema } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import type { EntityFormContext, FormRecord } from './entityFormTypes';

/**
 * The list above the form when a save is refused (document 3 section 5): the heading 'Please
 * check the following issues with your entered data:' and each message, with its field's label.
 */
export function EntityFormErrorList({ errors, registry }: ErrorListProps<FormRecord, RJSFSchema, EntityFormContext>) {
  const { errorHeading, labelOf } = registry.formContext;
  return (
    <div className="entity-form__errors" role="alert">
      <p className="entity-form__errors-heading">{errorHeading}</p>
      <ul className="entity-form__errors-list">
        {errors.map((error, i) => {
          const label = labelOf(error.property ?? '');
          return (
            <li key={`${error.property ?? ''}-${i}`}>
              {label && <span className="entity-form__errors-field">{label}: </span>}
              <span className="entity-form__errors-message">{error.message ?? error.stack}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The messages under a field. */
export function EntityFormFieldErrors({ errors = [], fieldPathId }: FieldErrorProps<FormRecord, RJSFSchema, EntityFormContext>) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="entity-form__field-errors">
      {shown.map((error, i) => <li key={i}>{error}</li>)}
    </ul>
  );
}
