import type { RegistryWidgetsType, RJSFSchema, Widget } from '@rjsf/utils';
import type { EntityModel, FieldRule, JsonSchema, RuleName } from '../core/model/modelTypes';
import { RANK, and, or, pickRanked, rankWith, type Predicate, type Tester } from '../core/ranking/ranking';
import type { EntityFormContext, FormRecord } from './entityFormTypes';

/** What a tester sees of one field of the form. */
export interface FormFieldInfo {
  /** The property name (top level of the record). */
  name: string;
  schema: JsonSchema;
  /** The model's rules for the field. */
  rules: readonly FieldRule[];
}

/** What a form's testers see besides the field (JSON Forms' tester context): the model and the screen shown. */
export interface FormTesterContext {
  model: EntityModel;
  screen: string | undefined;
}

/** A rank for a field (engine/core/ranking's scale), or NOT_APPLICABLE. */
export type FormWidgetTester = Tester<FormFieldInfo, FormTesterContext>;
export type FieldPredicate = Predicate<FormFieldInfo, FormTesterContext>;

export type FormWidget = Widget<FormRecord, RJSFSchema, EntityFormContext>;

export interface FormWidgetEntry {
  /** Unique within a set; also the name the widget is registered under in rjsf (`ui:widget`). */
  name: string;
  tester: FormWidgetTester;
  /** A React widget, or the name of a widget rjsf already knows ('password', 'textarea', 'email' ...). */
  widget: FormWidget | string;
}

const typeOf = (f: FormFieldInfo): unknown => f.schema.type;

export const isStringField: FieldPredicate = (f) => typeOf(f) === 'string' && !('enum' in f.schema);
export const isBooleanField: FieldPredicate = (f) => typeOf(f) === 'boolean';
export const hasFormat = (format: string): FieldPredicate => (f) => f.schema.format === format;
export const hasRule = (rule: RuleName): FieldPredicate => (f) => f.rules.some((r) => r.rule === rule);
export const nameMatches = (pattern: RegExp): FieldPredicate => (f) => pattern.test(f.name);
export const maxLengthAtLeast = (n: number): FieldPredicate => (f) => typeof f.schema.maxLength === 'number' && f.schema.maxLength >= n;

/**
 * The engine's widget set: what EntityForm uses when it is given no `widgets`. Every field no
 * entry applies to gets rjsf's default widget for its type.
 */
export const DEFAULT_FORM_WIDGETS: readonly FormWidgetEntry[] = [
  { name: 'password', widget: 'password', tester: rankWith(RANK.SPECIFIC, and(isStringField, or(hasFormat('password'), nameMatches(/[Pp]assword|PW/)))) },
  { name: 'email', widget: 'email', tester: rankWith(RANK.RULE, and(isStringField, or(hasFormat('email'), hasRule('isEmail')))) },
  { name: 'textarea', widget: 'textarea', tester: rankWith(RANK.FORMAT, and(isStringField, maxLengthAtLeast(1000))) },
];

/**
 * The best entry of a widget set for a field: the highest rank wins, the entry listed later wins
 * a tie; undefined leaves the field to rjsf's default widget.
 *
 * @example
 * const widgets = [...DEFAULT_FORM_WIDGETS, { name: 'ticker', widget: TickerWidget, tester: rankWith(RANK.PLUGIN, nameMatches(/^ticker$/)) }];
 * pickWidget(widgets, field, { model, screen: 'create' })?.name // 'ticker'
 * <EntityForm widgets={widgets} … />
 */
export function pickWidget(widgets: readonly FormWidgetEntry[], field: FormFieldInfo, context: FormTesterContext): FormWidgetEntry | undefined {
  return pickRanked(widgets, field, context);
}

/** The React widgets of a set by name, for rjsf's `widgets` prop. */
export function rjsfWidgets(widgets: readonly FormWidgetEntry[]): RegistryWidgetsType<FormRecord, RJSFSchema, EntityFormContext> {
  const out: RegistryWidgetsType<FormRecord, RJSFSchema, EntityFormContext> = {};
  for (const e of widgets) if (typeof e.widget !== 'string') out[e.name] = e.widget;
  return out;
}
