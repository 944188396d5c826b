import type { RegistryWidgetsType, RJSFSchema, Widget } from '@rjsf/utils';
import type { FieldRule, JsonSchema, RuleName } from '../core/model/modelTypes';
import type { EntityFormContext, FormRecord } from './entityFormTypes';

/** What a tester sees of one field of the form. */
export interface FormFieldInfo {
  /** The property name (top level of the record). */
  name: string;
  schema: JsonSchema;
  /** The model's rules for the field. */
  rules: readonly FieldRule[];
}

/** A tester answers how well its widget fits a field: a rank, or NOT_APPLICABLE. */
export type FormWidgetTester = (field: FormFieldInfo) => number;
export type FieldPredicate = (field: FormFieldInfo) => boolean;

export type FormWidget = Widget<FormRecord, RJSFSchema, EntityFormContext>;

export interface FormWidgetEntry {
  /** Unique id; also the name the widget is registered under in rjsf (`ui:widget`). */
  id: string;
  tester: FormWidgetTester;
  /** A React widget, or the name of a widget rjsf already knows ('password', 'textarea', 'email' ...). */
  widget: FormWidget | string;
}

/** The tester does not apply: the field keeps rjsf's default widget for its type. */
export const NOT_APPLICABLE = -1;

/** Named ranks, lowest first. Plugins register at PLUGIN (or above) to win over the engine's entries. */
export const WIDGET_RANK = {
  /** A widget chosen from the field's JSON type alone. */
  TYPE: 1,
  /** Chosen from a format or a size limit. */
  FORMAT: 2,
  /** Chosen from one of the model's rules (isEmail ...). */
  RULE: 3,
  /** Chosen from the field's name (password fields). */
  NAME: 4,
  /** A plugin's widget. */
  PLUGIN: 10,
} as const;

const typeOf = (f: FormFieldInfo): unknown => f.schema.type;

export const isStringField: FieldPredicate = (f) => typeOf(f) === 'string' && !('enum' in f.schema);
export const isBooleanField: FieldPredicate = (f) => typeOf(f) === 'boolean';
export const hasFormat = (format: string): FieldPredicate => (f) => f.schema.format === format;
export const hasRule = (rule: RuleName): FieldPredicate => (f) => f.rules.some((r) => r.rule === rule);
export const nameMatches = (pattern: RegExp): FieldPredicate => (f) => pattern.test(f.name);
export const maxLengthAtLeast = (n: number): FieldPredicate => (f) => typeof f.schema.maxLength === 'number' && f.schema.maxLength >= n;
export const and = (...ps: FieldPredicate[]): FieldPredicate => (f) => ps.every((p) => p(f));
export const or = (...ps: FieldPredicate[]): FieldPredicate => (f) => ps.some((p) => p(f));

/** A tester that answers `rank` when the predicate holds. */
export const rankWith = (rank: number, predicate: FieldPredicate): FormWidgetTester => (f) => (predicate(f) ? rank : NOT_APPLICABLE);

/** The engine's entries; every other field gets rjsf's default widget for its type. */
export const DEFAULT_FORM_WIDGETS: readonly FormWidgetEntry[] = [
  { id: 'password', widget: 'password', tester: rankWith(WIDGET_RANK.NAME, and(isStringField, or(hasFormat('password'), nameMatches(/[Pp]assword|PW/)))) },
  { id: 'email', widget: 'email', tester: rankWith(WIDGET_RANK.RULE, and(isStringField, or(hasFormat('email'), hasRule('isEmail')))) },
  { id: 'textarea', widget: 'textarea', tester: rankWith(WIDGET_RANK.FORMAT, and(isStringField, maxLengthAtLeast(1000))) },
];

export interface FormWidgetRegistry {
  /** Adds an entry; returns a function that removes it again. */
  register(entry: FormWidgetEntry): () => void;
  /** The best entry for a field: the highest rank wins, a later registration wins a tie. */
  widgetFor(field: FormFieldInfo): FormWidgetEntry | undefined;
  /** The React widgets by id, for rjsf's `widgets` prop. */
  widgets(): RegistryWidgetsType<FormRecord, RJSFSchema, EntityFormContext>;
}

/**
 * A registry of ranked form widgets (DESIGN.md 9.1).
 *
 * @example
 * const registry = createFormWidgetRegistry();
 * registry.register({ id: 'ticker', widget: TickerWidget, tester: rankWith(WIDGET_RANK.PLUGIN, nameMatches(/^ticker$/)) });
 * <EntityForm widgetRegistry={registry} ... />
 */
export function createFormWidgetRegistry(entries: readonly FormWidgetEntry[] = DEFAULT_FORM_WIDGETS): FormWidgetRegistry {
  let list = [...entries];
  return {
    register(entry) {
      list = [...list.filter((e) => e.id !== entry.id), entry];
      return () => {
        list = list.filter((e) => e !== entry);
      };
    },
    widgetFor(field) {
      let best: FormWidgetEntry | undefined;
      let bestRank = NOT_APPLICABLE;
      for (const entry of list) {
        const rank = entry.tester(field);
        if (rank > NOT_APPLICABLE && rank >= bestRank) {
          best = entry;
          bestRank = rank;
        }
      }
      return best;
    },
    widgets() {
      const out: RegistryWidgetsType<FormRecord, RJSFSchema, EntityFormContext> = {};
      for (const e of list) if (typeof e.widget !== 'string') out[e.id] = e.widget;
      return out;
    },
  };
}

/** The registry EntityForm uses unless given another; plugins register their widgets here. */
export const formWidgetRegistry = createFormWidgetRegistry();
