import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { EntityModel } from '../model/modelTypes';
import { compileEntitySchema } from './compileEntitySchema';
import { createRecordAjv } from './ruleAjv';
import { defaultRuleText, ruleMessageKeys } from './messageKeys';
import type { FieldError } from './fieldError';
import type { FieldRule } from '../model/modelTypes';

/** Keywords that concern the shape of the data: they block a save whatever the screen. */
const STRUCTURAL = new Set(['type', 'additionalProperties', 'enum', 'const', 'maxLength', 'maxItems', 'maximum', 'minimum', 'format', 'pattern']);

export interface RecordValidation {
  valid: boolean;
  errors: FieldError[];
}

/** The fields a screen shows: the named screen, else `default`, else every field of the schema. */
export function screenFields(model: EntityModel, screen?: string): string[] {
  const screens = model.screens ?? {};
  return (screen && screens[screen]) || screens.default || Object.keys(model.schema.properties ?? {});
}

const compiledCache = new WeakMap<EntityModel, ValidateFunction>();
let sharedAjv: Ajv | undefined;

function validatorFor(model: EntityModel): ValidateFunction {
  let fn = compiledCache.get(model);
  if (!fn) {
    sharedAjv ??= createRecordAjv();
    fn = sharedAjv.compile(compileEntitySchema(model));
    compiledCache.set(model, fn);
  }
  return fn;
}

/**
 * Validates a record against its model: the schema and the rules. Only errors of fields the
 * screen shows count, except errors about the shape of the data (wrong type, unknown field),
 * which always do.
 *
 * @example validateRecord(model, { title: '' }, 'create').errors[0].rule === 'isSet'
 */
export function validateRecord(model: EntityModel, record: unknown, screen?: string): RecordValidation {
  const fn = validatorFor(model);
  fn(record);
  const shown = new Set(screenFields(model, screen));
  const errors = (fn.errors ?? [])
    .map((e) => toFieldError(model.name, e))
    .filter((e) => STRUCTURAL.has(e.rule) || shown.has(e.field.split('.')[0] ?? e.field));
  return { valid: errors.length === 0, errors: oncePerFieldAndRule(errors) };
}

/**
 * One error per field and rule, in the order first seen. Where two say the same (the schema's
 * `required` and an isSet rule), the one with the model's message wins.
 */
function oncePerFieldAndRule(errors: FieldError[]): FieldError[] {
  const same = (a: FieldError, b: FieldError): boolean => a.field === b.field && a.rule === b.rule;
  return errors
    .filter((e, i) => errors.findIndex((o) => same(o, e)) === i)
    .map((e) => (e.message ? e : errors.find((o) => same(o, e) && o.message) ?? e));
}

function toFieldError(model: string, e: ErrorObject): FieldError {
  const path = e.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (e.keyword.startsWith('rule_')) {
    const p = e.params as { rule: string; field: string; value?: unknown; other?: string; message?: FieldRule['message'] };
    const params = { value: p.value, field: p.other };
    return {
      field: p.field, rule: p.rule, messageKeys: ruleMessageKeys(model, p.field, p.rule),
      ...(p.message ? { message: p.message } : {}), defaultText: defaultRuleText(p.rule, params), params,
    };
  }
  const field = e.keyword === 'required' ? (path ? `${path}.` : '') + String((e.params as { missingProperty: string }).missingProperty)
    : e.keyword === 'additionalProperties' ? (path ? `${path}.` : '') + String((e.params as { additionalProperty: string }).additionalProperty)
      : path;
  const rule = e.keyword === 'required' ? 'isSet' : e.keyword;
  const defaultText = e.keyword === 'required' ? defaultRuleText('isSet', {})
    : e.keyword === 'additionalProperties' ? `Unknown field "${field}"` : `${field || 'record'} ${e.message ?? 'is not valid'}`;
  return { field, rule, messageKeys: ruleMessageKeys(model, field, rule), defaultText, params: { ...e.params } };
}
