import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError as HookFieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { EntityModel, FieldRule } from '../core/model/modelTypes';
import { validateRecord } from '../core/rules/validateRecord';
import { fieldErrorText } from '../core/rules/messageKeys';
import type { Translate } from '../core/text/localizedText';

/** Rules by field, as in EntityModel.rules: `{ newPW: [{ rule: 'minLength', value: 6 }] }`. */
export type RulesMap = Record<string, FieldRule[]>;

export interface RuleResolverOptions {
  /** The screen whose fields count (models only). */
  screen?: string;
  /** Defaults to the i18next language. */
  language?: 'en' | 'de';
  /** The model name in the message keys of a plain rules map (`models:<name>.<field>.error.<rule>`). */
  name?: string;
}

/**
 * A model for a plain rules map: every named field accepts any value, other fields are allowed,
 * and all of them are on the screen.
 */
export function modelFromRules(rules: RulesMap, name = 'Form'): EntityModel {
  const fields = Object.keys(rules).map((f) => f.split('.')[0] ?? f);
  return {
    modelClass: 'EntityModel',
    name,
    label: name,
    schema: { type: 'object', additionalProperties: true, properties: Object.fromEntries(fields.map((f) => [f, {}])) },
    rules,
    permissions: { read: [], write: [], ownerScoped: false },
  };
}

function setAt(target: Record<string, unknown>, path: string, value: HookFieldError): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Record<string, unknown>;
  });
  node[keys[keys.length - 1] ?? path] = value;
}

/**
 * A react-hook-form resolver that runs engine/core's validateRecord, so a bespoke form refuses
 * exactly what the server refuses, with the same messages. With `criteriaMode: 'all'` every
 * broken rule of a field is in `types`; otherwise the field shows its first one.
 *
 * @example const resolver = createRuleResolver(passwordChangeModel, { language: 'de', t });
 */
export function createRuleResolver<T extends FieldValues>(
  source: EntityModel | RulesMap, options: RuleResolverOptions & { t?: Translate } = {},
): Resolver<T> {
  const model = isEntityModel(source) ? source : modelFromRules(source, options.name);
  const language = options.language ?? 'en';
  return (values, _context, resolverOptions) => {
    const { errors } = validateRecord(model, values, options.screen);
    if (errors.length === 0) return { values, errors: {} };
    const out: Record<string, unknown> = {};
    const byField = new Map<string, HookFieldError>();
    for (const e of errors) {
      const message = fieldErrorText(e, language, options.t);
      const path = e.field || 'root';
      const existing = byField.get(path);
      if (existing) {
        if (resolverOptions.criteriaMode === 'all') existing.types = { ...existing.types, [e.rule]: message };
        continue;
      }
      const error: HookFieldError = { type: e.rule, message, ...(resolverOptions.criteriaMode === 'all' ? { types: { [e.rule]: message } } : {}) };
      byField.set(path, error);
      setAt(out, path, error);
    }
    return { values: {}, errors: out as FieldErrors<T> };
  };
}

function isEntityModel(source: EntityModel | RulesMap): source is EntityModel {
  return (source as Partial<EntityModel>).modelClass === 'EntityModel';
}

/**
 * The resolver for a bespoke plugin form: `useForm({ resolver: useRuleResolver(model) })`.
 * Messages come in the user's language through i18next; keep `source` stable (a module
 * constant), since a new object builds a new resolver.
 *
 * @example
 * const { register, handleSubmit, formState } = useForm({ resolver: useRuleResolver(passwordChangeModel) });
 */
export function useRuleResolver<T extends FieldValues>(source: EntityModel | RulesMap, options: RuleResolverOptions = {}): Resolver<T> {
  const { t, i18n } = useTranslation(['form', 'validation'], { lng: options.language });
  const language = options.language ?? (i18n.language === 'de' ? 'de' : 'en');
  const { screen, name } = options;
  return useMemo(() => {
    const translate: Translate = (key, opts) => t(key, opts ?? {});
    return createRuleResolver<T>(source, { screen, name, language, t: translate });
  }, [source, screen, name, language, t]);
}
