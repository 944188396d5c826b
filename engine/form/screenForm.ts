import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EntityModel, FieldRule, JsonSchema } from '../core/model/modelTypes';
import { RULE_NAMES } from '../core/model/modelTypes';
import { compileEntitySchema } from '../core/rules/compileEntitySchema';
import { ruleKeyword, type RuleApplication } from '../core/rules/ruleKeywords';
import { screenFields } from '../core/rules/validateRecord';
import { resolveText, type Translate } from '../core/text/localizedText';
import type { EntityFormContext, FormRecord } from './entityFormTypes';
import { pickWidget, rjsfWidgets, type FormWidgetEntry } from './formWidgets';

export type FormUiSchema = UiSchema<FormRecord, RJSFSchema, EntityFormContext>;

/** What rjsf needs to render one screen of a model. */
export interface ScreenForm {
  schema: RJSFSchema;
  uiSchema: FormUiSchema;
  widgets: RegistryWidgetsType<FormRecord, RJSFSchema, EntityFormContext>;
  /** The top-level fields the screen shows, in order. */
  fields: string[];
  /** The label of each shown field in the user's language. */
  labels: Record<string, string>;
}

/** 'address.city' → 'address'. */
export const topField = (path: string): string => path.split('.')[0] ?? path;

const RULE_KEYS = new Set<string>(RULE_NAMES.map(ruleKeyword));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of the screen that the schema has, top level, in the screen's order. */
export function shownFields(model: EntityModel, screen?: string): string[] {
  const properties = model.schema.properties ?? {};
  return [...new Set(screenFields(model, screen).map(topField))].filter((f) => f in properties);
}

/**
 * The rjsf schema of a screen: compileEntitySchema(model) with only the screen's properties and
 * the rules on them. Fields with an isSet rule count as required (rjsf marks them). There is no
 * `additionalProperties`, so the values of hidden fields pass through the form untouched;
 * validateRecord judges the whole record.
 */
export function screenSchema(model: EntityModel, fields: readonly string[]): RJSFSchema {
  const compiled = compileEntitySchema(model);
  const shown = new Set(fields);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(compiled)) {
    if (key === 'properties' || key === 'required' || key === 'additionalProperties') continue;
    if (RULE_KEYS.has(key) && Array.isArray(value)) {
      const apps = (value as RuleApplication[]).filter((a) => shown.has(topField(a.field)));
      if (apps.length) out[key] = apps;
      continue;
    }
    out[key] = value;
  }
  const properties = compiled.properties ?? {};
  out.properties = Object.fromEntries(fields.map((f) => [f, properties[f] ?? {}]));
  const fromRules = Object.entries(model.rules ?? {}).filter(([, rules]) => rules.some((r) => r.rule === 'isSet')).map(([f]) => f);
  const fromSchema = Array.isArray(compiled.required) ? compiled.required.map(String) : [];
  const required = [...new Set([...fromSchema, ...fromRules])].filter((f) => shown.has(f));
  if (required.length) out.required = required;
  return out as RJSFSchema;
}

/** A field's label: the model's fieldLabels, else the ui schema's or the schema's title, else its name. */
export function fieldLabel(model: EntityModel, field: string, language: string, t?: Translate): string {
  const label = model.fieldLabels?.[field];
  if (label !== undefined) return resolveText(label, language, t, field);
  const ui = model.uiSchema?.[field];
  const uiTitle = isObject(ui) ? ui['ui:title'] : undefined;
  if (typeof uiTitle === 'string') return uiTitle;
  const title = (model.schema.properties?.[field] as JsonSchema | undefined)?.title;
  return typeof title === 'string' ? title : field;
}

/**
 * The ui schema of a screen: the model's, with the labels and, where the model names no
 * `ui:widget`, the widget of the set that ranks best (picked once per field and screen).
 */
export function screenUiSchema(
  model: EntityModel, fields: readonly string[], labels: Record<string, string>, widgets: readonly FormWidgetEntry[], screen?: string,
): FormUiSchema {
  const base = model.uiSchema ?? {};
  const ui: FormUiSchema = {};
  for (const [key, value] of Object.entries(base)) if (key.startsWith('ui:')) ui[key] = value;
  if (Array.isArray(ui['ui:order']) && !ui['ui:order'].includes('*')) ui['ui:order'] = [...ui['ui:order'], '*'];
  for (const field of fields) {
    const own = isObject(base[field]) ? base[field] : {};
    const fieldUi: Record<string, unknown> = { ...own, 'ui:title': labels[field] ?? field };
    if (own['ui:widget'] === undefined) {
      const rules: FieldRule[] = model.rules?.[field] ?? [];
      const entry = pickWidget(widgets, { name: field, schema: model.schema.properties?.[field] ?? {}, rules }, { model, screen });
      if (entry) fieldUi['ui:widget'] = typeof entry.widget === 'string' ? entry.widget : entry.name;
    }
    ui[field] = fieldUi;
  }
  return ui;
}

/**
 * Everything rjsf needs for one screen of a model, in the user's language.
 *
 * @example const { schema, uiSchema } = buildScreenForm(passwordChangeModel, undefined, 'de', t, DEFAULT_FORM_WIDGETS)
 */
export function buildScreenForm(
  model: EntityModel, screen: string | undefined, language: string, t: Translate | undefined, widgets: readonly FormWidgetEntry[],
): ScreenForm {
  const fields = shownFields(model, screen);
  const labels = Object.fromEntries(fields.map((f) => [f, fieldLabel(model, f, language, t)]));
  return {
    schema: screenSchema(model, fields),
    uiSchema: screenUiSchema(model, fields, labels, widgets, screen),
    widgets: rjsfWidgets(widgets),
    fields,
    labels,
  };
}
