import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { EntityModel } from '../core/model/modelTypes';
import type { Translate } from '../core/text/localizedText';
import type { EntityFormContext, FormRecord, ServerFieldError } from './entityFormTypes';
import { DEFAULT_FORM_WIDGETS, type FormWidgetEntry } from './formWidgets';
import { buildScreenForm, topField } from './screenForm';
import { cleanRecord, dropSchemaErrors, entityFormValidator, ruleCustomValidate } from './ruleValidation';
import { fieldErrorsOf, serverErrorSchema, withoutEdited } from './serverErrors';
import { EntityFormErrorList, EntityFormFieldErrors } from './EntityFormErrorList';
import { useLanguageRevalidation } from './useLanguageRevalidation';
import './entityForm.css';

export interface EntityFormProps {
  model: EntityModel;
  /** The screen whose fields are shown; only their errors block a save. */
  screen?: string;
  /** The record to edit; read once on mount (give the form a `key` to load another). */
  initial?: FormRecord;
  language: 'en' | 'de';
  /** Disables the submit button, e.g. while the parent saves. */
  busy?: boolean;
  /** Errors of a refused save (the server's 400 `errors`), shown like the form's own. */
  serverErrors?: readonly ServerFieldError[];
  /**
   * Called with the record (hidden fields included, empty fields left out) once the rules pass.
   * A returned promise keeps the button disabled; when it rejects with the server's field errors
   * they are shown, any other rejection shows 'Something went wrong...'.
   */
  onSubmit(payload: FormRecord): void | Promise<void>;
  onCancel?(): void;
  submitLabel?: string;
  /**
   * The widgets to choose from (JSON Forms' `renderers`): each field without a `ui:widget` in the
   * model gets the entry whose tester ranks it highest. Default DEFAULT_FORM_WIDGETS; a plugin
   * passes these plus its own, as a module constant.
   */
  widgets?: readonly FormWidgetEntry[];
}

const TEMPLATES = { ErrorListTemplate: EntityFormErrorList, FieldErrorTemplate: EntityFormFieldErrors };

/**
 * A form for one screen of an entity model, on rjsf with the rules of engine/core.
 *
 * @example <EntityForm model={passwordChangeModel} language="en" onSubmit={(p) => provider.save('PasswordChange', p)} />
 */
export function EntityForm(props: EntityFormProps) {
  const { model, screen, language, busy = false, serverErrors, onSubmit, onCancel, submitLabel, widgets = DEFAULT_FORM_WIDGETS } = props;
  const { t: i18nT } = useTranslation(['form', 'validation'], { lng: language });
  const t = useMemo<Translate>(() => (key, options) => i18nT(key, options ?? {}), [i18nT]);

  const form = useMemo(() => buildScreenForm(model, screen, language, t, widgets), [model, screen, language, t, widgets]);
  const shown = useMemo(() => new Set(form.fields), [form]);
  const customValidate = useMemo(() => ruleCustomValidate(model, screen, language, t, shown), [model, screen, language, t, shown]);
  const formContext = useMemo<EntityFormContext>(() => ({
    errorHeading: t('form:checkIssues'),
    labelOf: (property) => {
      const field = topField(property.replace(/^\./, ''));
      return shown.has(field) ? form.labels[field] ?? field : '';
    },
  }), [t, form, shown]);

  const [data, setData] = useState<FormRecord>(() => ({ ...props.initial }));
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [server, setServer] = useState({ source: serverErrors, shown: serverErrors ?? [] });
  if (server.source !== serverErrors) setServer({ source: serverErrors, shown: serverErrors ?? [] });

  const extraErrors = useMemo(
    () => (server.shown.length ? serverErrorSchema(server.shown, shown, t) : undefined),
    [server.shown, shown, t],
  );

  const formRef = useRef<Form<FormRecord, RJSFSchema, EntityFormContext>>(null);
  const focusFirstError = useLanguageRevalidation(formRef, language, attempted);

  const handleChange = (event: IChangeEvent<FormRecord, RJSFSchema, EntityFormContext>) => {
    const next = event.formData ?? {};
    setServer((s) => ({ ...s, shown: withoutEdited(s.shown, data, next) }));
    setFailed(false);
    setData(next);
  };

  const handleFailure = (reason: unknown) => {
    const errors = fieldErrorsOf(reason);
    if (errors) setServer((s) => ({ ...s, shown: errors }));
    else setFailed(true);
  };

  const handleSubmit = (event: IChangeEvent<FormRecord, RJSFSchema, EntityFormContext>) => {
    if (busy || submitting) return;
    setFailed(false);
    setServer((s) => ({ ...s, shown: [] }));
    let result: void | Promise<void>;
    try {
      result = onSubmit(cleanRecord(event.formData));
    } catch (err) {
      handleFailure(err);
      return;
    }
    if (result instanceof Promise) {
      setSubmitting(true);
      result.catch(handleFailure).finally(() => setSubmitting(false));
    }
  };

  return (
    <div className="entity-form">
      <Form<FormRecord, RJSFSchema, EntityFormContext>
        schema={form.schema}
        uiSchema={form.uiSchema}
        widgets={form.widgets}
        templates={TEMPLATES}
        formContext={formContext}
        validator={entityFormValidator}
        customValidate={customValidate}
        transformErrors={dropSchemaErrors}
        extraErrors={extraErrors}
        liveValidate={attempted ? 'onChange' : undefined}
        formData={data}
        onChange={handleChange}
        onError={() => setAttempted(true)}
        onSubmit={handleSubmit}
        idPrefix={(screen ? `${model.name}-${screen}` : model.name).replace(/[^A-Za-z0-9_-]/g, '_')}
        noHtml5Validate
        ref={formRef}
        focusOnFirstError={focusFirstError}
        className="entity-form__form"
      >
        {failed && <p className="entity-form__failure" role="alert">{t('form:genericError')}</p>}
        <div className="entity-form__actions">
          <button type="submit" className="entity-form__button entity-form__button--primary" disabled={busy || submitting}>
            {submitLabel ?? t('form:save')}
          </button>
          {onCancel && (
            <button type="button" className="entity-form__button" onClick={onCancel}>{t('form:cancel')}</button>
          )}
        </div>
      </Form>
    </div>
  );
}
