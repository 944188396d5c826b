import type { ErrorObject, KeywordDefinition } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { RULE_CHECKS } from './ruleChecks';
import { RULE_NAMES, type FieldRule, type RuleName } from '../model/modelTypes';

/** One application of a rule inside a compiled schema: `rule_minLength: [{field: 'password', value: 6}]`. */
export interface RuleApplication {
  field: string;
  value?: FieldRule['value'];
  other?: string;
  message?: FieldRule['message'];
}

export const ruleKeyword = (rule: RuleName): string => `rule_${rule}`;

function readPath(record: unknown, path: string): { found: boolean; value: unknown } {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return { found: false, value: undefined };
    current = (current as Record<string, unknown>)[part];
  }
  return { found: true, value: current };
}

function keywordFor(rule: RuleName): KeywordDefinition {
  const validate = (schema: RuleApplication[], data: unknown, _parent?: unknown, cxt?: DataValidationCxt): boolean => {
    const errors: Partial<ErrorObject>[] = [];
    for (const app of schema) {
      const { value } = readPath(data, app.field);
      const other = app.other ? readPath(data, app.other) : { found: false, value: undefined };
      const ok = RULE_CHECKS[rule]({ value, param: app.value, other: other.value, hasOther: Boolean(app.other) });
      if (!ok) {
        errors.push({
          keyword: ruleKeyword(rule),
          instancePath: `${cxt?.instancePath ?? ''}/${app.field.split('.').join('/')}`,
          params: { rule, field: app.field, value: app.value, other: app.other, message: app.message },
          message: rule,
        });
      }
    }
    (validate as { errors?: Partial<ErrorObject>[] }).errors = errors;
    return errors.length === 0;
  };
  return { keyword: ruleKeyword(rule), type: 'object', schemaType: 'array', errors: true, validate };
}

/**
 * The ajv keyword definitions of every rule, registered alike in the server's ajv and the
 * browser's (the rjsf validator), so that a record the form accepts is one the server accepts.
 */
export const RULE_KEYWORDS: readonly KeywordDefinition[] = RULE_NAMES.map(keywordFor);
