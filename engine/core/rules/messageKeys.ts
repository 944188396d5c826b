import { DEFAULT_RULE_MESSAGES } from './ruleChecks';
import type { RuleName } from '../model/modelTypes';
import { resolveText, type Translate } from '../text/localizedText';
import type { FieldError } from './fieldError';

/**
 * The keys tried for a rule message, most specific first:
 * `models:<model>.<field>.error.<rule>`, then `validation:<rule>`.
 */
export function ruleMessageKeys(model: string, field: string, rule: string): string[] {
  return [`models:${model}.${field}.error.${rule}`, `validation:${rule}`];
}

export function defaultRuleText(rule: string, params: Record<string, unknown>): string {
  const text = (DEFAULT_RULE_MESSAGES as Record<string, string | undefined>)[rule as RuleName] ?? 'This value is not valid';
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** The text to show for an error in the user's language. */
export function fieldErrorText(error: FieldError, language: string, t?: Translate): string {
  if (typeof error.message === 'string' && t) return t(error.message, { ...error.params, defaultValue: error.message });
  if (error.message) return resolveText(error.message, language, t, error.defaultText);
  if (!t) return error.defaultText;
  for (const key of error.messageKeys) {
    const text = t(key, { ...error.params, defaultValue: '' });
    if (text && text !== key) return text;
  }
  return error.defaultText;
}
