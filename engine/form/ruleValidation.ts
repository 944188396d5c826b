import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CustomValidator, ErrorTransformer, FieldValidation, FormValidation, RJSFSchema } from '@rjsf/utils';
import type { EntityModel } from '../core/model/modelTypes';
import { RECORD_AJV_OPTIONS } from '../core/rules/ruleAjv';
import { RULE_KEYWORDS } from '../core/rules/ruleKeywords';
import { validateRecord } from '../core/rules/validateRecord';
import { fieldErrorText } from '../core/rules/messageKeys';
import type { Translate } from '../core/text/localizedText';
import type { EntityFormContext, FormRecord } from './entityFormTypes';
import { topField } from './screenForm';

/**
 * The rjsf validator: ajv with the server's options, ajv-formats and our rule keywords
 * (`rule_isSet` ...), so the browser runs the rules the server runs.
 */
export const entityFormValidator = customizeValidator<FormRecord, RJSFSchema, EntityFormContext>({
  ajvOptionsOverrides: { ...RECORD_AJV_OPTIONS, keywords: [...RULE_KEYWORDS] },
});

/**
 * rjsf's own errors are ajv's English texts for the screen's schema. validateRecord finds the
 * same problems (same keywords, same formats) on the whole record, with the model's messages and
 * the screen filter, so its errors take their place (ruleCustomValidate).
 */
export const dropSchemaErrors: ErrorTransformer<FormRecord, RJSFSchema, EntityFormContext> = () => [];

/** A record without the `undefined` values rjsf keeps for empty fields. */
export function cleanRecord(data: FormRecord | undefined): FormRecord {
  return Object.fromEntries(Object.entries(data ?? {}).filter(([, v]) => v !== undefined));
}

type Node = FieldValidation & Record<string, unknown>;

function child(node: Node, key: string): Node {
  const existing = node[key];
  if (typeof existing === 'object' && existing !== null && Array.isArray((existing as Node).__errors)) return existing as Node;
  const created: Node = { __errors: [], addError(message: string) { this.__errors?.push(message); } };
  node[key] = created;
  return created;
}

/**
 * Adds a message at a dotted field path of rjsf's error handler. Errors of fields the screen does
 * not show (a structural problem of a hidden field) go to the record itself, so the list shows them.
 */
export function addErrorAt(errors: FormValidation<FormRecord>, path: string, message: string, shown: ReadonlySet<string>): void {
  let node = errors as Node;
  if (path && shown.has(topField(path))) for (const key of path.split('.')) node = child(node, key);
  node.addError(message);
}

/**
 * rjsf's `customValidate` for a screen: validateRecord decides (only errors of shown fields block,
 * structural errors always do) and each error is added with its text in the user's language.
 *
 * @example <Form customValidate={ruleCustomValidate(model, 'create', 'de', t, new Set(['title']))} ... />
 */
export function ruleCustomValidate(
  model: EntityModel, screen: string | undefined, language: string, t: Translate, shown: ReadonlySet<string>,
): CustomValidator<FormRecord, RJSFSchema, EntityFormContext> {
  return (formData, errors) => {
    for (const e of validateRecord(model, cleanRecord(formData), screen).errors) {
      addErrorAt(errors, e.field, fieldErrorText(e, language, t), shown);
    }
    return errors;
  };
}
