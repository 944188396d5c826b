import type { LocalizedText } from '../text/localizedText';
import type { FilterQuery } from '../filters/filterQuery';

/** The rules of document 3 section 5; each is an ajv keyword `rule_<name>` (rules/ruleKeywords.ts). */
export const RULE_NAMES = [
  'equal', 'notEqual', 'isSet', 'isEmail', 'minLength', 'atLeast1Digit', 'atLeast1LowercaseCharacter', 'atLeast1UppercaseCharacter',
  'isHexColor',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface FieldRule {
  rule: RuleName;
  /** minLength: the length; notEqual: a value the field must not have (unless `field` is given). */
  value?: string | number | boolean;
  /** equal / notEqual: the other field of the record to compare with. */
  field?: string;
  /** The message: an i18n key or inline texts. Without it the keys fall back (rules/messageKeys.ts). */
  message?: LocalizedText;
}

/** The keys of a record's envelope that a row filter may name besides `payload.<field>`. */
export const RECORD_KEYS = ['id', 'createdBy', 'creationDate'] as const;

/**
 * Which records a reader sees: those matching every filter of `filterQuery` (the list filter
 * language, on `payload.<field>`, `createdBy`, `creationDate` or `id`), unless they hold one of
 * `unless`, who see every record. Applied by every read path (single, list, bulk, CSV) and to
 * updates, deletes and events, as owner scoping is.
 *
 * @example { filterQuery: [{ filterKey: 'payload.status', type: 'eq', val: 'published' }], unless: ['CMSManager', 'ADMIN'] }
 */
export interface RowFilter {
  filterQuery: FilterQuery[];
  unless: string[];
}

export interface ModelPermissions {
  /** Modules allowed to read; empty means every signed-in user. */
  read: string[];
  /** Modules allowed to create, update and delete; empty means every signed-in user. */
  write: string[];
  /** Whether users other than staff (ADMIN) see and change only their own records. */
  ownerScoped: boolean;
  /** Records hidden from readers without one of its modules (see RowFilter). */
  rowFilter?: RowFilter;
}

export interface ModelEvent {
  label: LocalizedText;
  /** Module needed to fire the event (besides write permission). */
  permission?: string;
}

export interface CacheAges {
  /** Seconds a client may reuse a list answer (default 300). */
  maxCacheAge?: number;
  /** Seconds the server may reuse a list answer (0: never). */
  serverSideCacheAge?: number;
  /** Whether that server-side answer may be shared between users. */
  allowGlobalServiceSideCache?: boolean;
}

/** A JSON Schema object (kept loose: the meta-schema checks its shape). */
export type JsonSchema = Record<string, unknown> & { type?: string; properties?: Record<string, JsonSchema> };

export interface EntityModel {
  modelClass: 'EntityModel';
  name: string;
  label: LocalizedText;
  description?: LocalizedText;
  /** The record's JSON Schema (an object schema). */
  schema: JsonSchema;
  /** rjsf ui schema. */
  uiSchema?: Record<string, unknown>;
  /** Field labels (override the schema's titles). */
  fieldLabels?: Record<string, LocalizedText>;
  rules?: Record<string, FieldRule[]>;
  /** The fields each screen shows; only errors of shown fields block a save. `default` is used when none is named. */
  screens?: Record<string, string[]>;
  permissions: ModelPermissions;
  events?: Record<string, ModelEvent>;
  cache?: CacheAges;
}

export const COLUMN_GROUPS = ['GENERAL', 'PREMIUM', 'HIDDEN'] as const;
export type ColumnGroup = (typeof COLUMN_GROUPS)[number];

export const COLUMN_TYPES = ['string', 'number', 'percent', 'date', 'datetime', 'enum', 'signal', 'boolean', 'link'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const FILTER_TYPES = ['number', 'enum', 'enum-multipleChoice', 'date', 'signalFilter', 'text'] as const;
export type ColumnFilterType = (typeof FILTER_TYPES)[number];

export interface EnumOption {
  value: string;
  label: LocalizedText;
}

export interface ColumnFilter {
  type: ColumnFilterType;
  options?: EnumOption[];
  /**
   * Bounds a number filter accepts, with the message shown otherwise (e.g. the Hurst rule). Inclusive,
   * except on an operator's open side: 'above' the max or 'below' the min is refused.
   */
  min?: number;
  max?: number;
  boundsMessage?: LocalizedText;
  /**
   * A number filter's factor from what the user types to the row's value: 0.01 when the value is
   * entered in percent but kept as a fraction (the IV premium, document 2 section 5). Bounds are
   * in what the user types.
   */
  scale?: number;
}

export type SortCycle = 'ascDescNone' | 'ascDesc';

export interface ListColumn {
  /** Dotted path into the row, e.g. `payload.title` or `ltRange.upside`. */
  key: string;
  label: LocalizedText;
  type: ColumnType;
  group: ColumnGroup;
  decimals?: number;
  tooltip?: LocalizedText;
  filter?: ColumnFilter;
  sortable?: boolean;
  /** Signal columns sort bullish, neutral, neutralDanger, bearish. */
  sortOrder?: 'natural' | 'signal';
  width?: number;
  /**
   * Shown on a narrow screen (a phone, below 800 px): when a model marks any column, a narrow screen
   * shows only the marked ones (a number is the column's width there) until the user asks for all
   * (engine/list narrowColumns).
   */
  narrow?: boolean | number;
  /**
   * An in-app path (starting with one `/`) to a page that explains the column's numbers: the header
   * shows an "ⓘ" link to it (InfoLink). Set at run time by the plugin that shows the list (it knows
   * the data's as-of date); not part of a stored model, so the meta-schema does not accept it.
   */
  infoHref?: string;
}

export interface RowAction {
  id: string;
  label: LocalizedText;
  kind: 'edit' | 'delete' | 'event' | 'open';
  event?: string;
  /** open: a path with `:id` or `:<column key>` placeholders. */
  path?: string;
  permission?: string;
}

export type ListSource = { kind: 'entity'; entity: string } | { kind: 'dataset'; dataset: string };

export interface ListModel {
  modelClass: 'ListModel';
  name: string;
  label: LocalizedText;
  description?: LocalizedText;
  source: ListSource;
  columns: ListColumn[];
  defaultSort: { key: string; direction: 'asc' | 'desc' };
  sortCycle?: SortCycle;
  rowActions?: RowAction[];
  /** The entity model whose form creates and edits rows (entity sources). */
  form?: string;
  pageSize?: number;
  permissions?: { read: string[] };
  cache?: CacheAges;
}

export type AnyModel = EntityModel | ListModel;
export type ModelClass = AnyModel['modelClass'];
export const MODEL_CLASSES: readonly ModelClass[] = ['EntityModel', 'ListModel'];

export const DEFAULT_MAX_CACHE_AGE_S = 300;
