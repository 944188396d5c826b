import { COLUMN_GROUPS, COLUMN_TYPES, FILTER_TYPES, RULE_NAMES } from './modelTypes';
import { filterQueryListSchema } from '../filters/filterQuery';

/** The JSON Schemas every model must satisfy (shipped or defined at runtime). */
const localizedText = {
  anyOf: [
    { type: 'string', minLength: 1, maxLength: 300 },
    { type: 'object', additionalProperties: false, required: ['en', 'de'], properties: { en: { type: 'string', minLength: 1, maxLength: 2000 }, de: { type: 'string', minLength: 1, maxLength: 2000 } } },
  ],
};
const modelName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,63}$' };
const moduleList = { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 60 } };
const cacheAges = {
  type: 'object', additionalProperties: false,
  properties: {
    maxCacheAge: { type: 'integer', minimum: 0, maximum: 86_400 },
    serverSideCacheAge: { type: 'integer', minimum: 0, maximum: 86_400 },
    allowGlobalServiceSideCache: { type: 'boolean' },
  },
};
const fieldRule = {
  type: 'object', additionalProperties: false, required: ['rule'],
  properties: {
    rule: { enum: [...RULE_NAMES] },
    value: { type: ['string', 'number', 'boolean'] },
    field: { type: 'string', minLength: 1, maxLength: 100 },
    message: localizedText,
  },
};

export const entityModelMetaSchema = {
  $id: 'rangescope:EntityModel',
  type: 'object',
  additionalProperties: false,
  required: ['modelClass', 'name', 'label', 'schema', 'permissions'],
  properties: {
    modelClass: { const: 'EntityModel' },
    name: modelName,
    label: localizedText,
    description: localizedText,
    schema: {
      type: 'object', required: ['type', 'properties'],
      properties: { type: { const: 'object' }, properties: { type: 'object', minProperties: 1, maxProperties: 200 } },
    },
    uiSchema: { type: 'object' },
    fieldLabels: { type: 'object', additionalProperties: localizedText },
    rules: { type: 'object', additionalProperties: { type: 'array', maxItems: 20, items: fieldRule } },
    screens: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 } } },
    permissions: {
      type: 'object', additionalProperties: false, required: ['read', 'write', 'ownerScoped'],
      properties: {
        read: moduleList, write: moduleList, ownerScoped: { type: 'boolean' },
        rowFilter: {
          type: 'object', additionalProperties: false, required: ['filterQuery', 'unless'],
          properties: { filterQuery: { ...filterQueryListSchema, minItems: 1 }, unless: moduleList },
        },
      },
    },
    events: {
      type: 'object',
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['label'],
        properties: { label: localizedText, permission: { type: 'string', minLength: 1 } },
      },
    },
    cache: cacheAges,
  },
} as const;

const column = {
  type: 'object', additionalProperties: false, required: ['key', 'label', 'type', 'group'],
  properties: {
    key: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*){0,4}$' },
    label: localizedText,
    type: { enum: [...COLUMN_TYPES] },
    group: { enum: [...COLUMN_GROUPS] },
    decimals: { type: 'integer', minimum: 0, maximum: 8 },
    tooltip: localizedText,
    filter: {
      type: 'object', additionalProperties: false, required: ['type'],
      properties: {
        type: { enum: [...FILTER_TYPES] },
        options: {
          type: 'array', maxItems: 300,
          items: { type: 'object', additionalProperties: false, required: ['value', 'label'], properties: { value: { type: 'string' }, label: localizedText } },
        },
        min: { type: 'number' },
        max: { type: 'number' },
        boundsMessage: localizedText,
        scale: { type: 'number', exclusiveMinimum: 0 },
      },
    },
    sortable: { type: 'boolean' },
    sortOrder: { enum: ['natural', 'signal'] },
    width: { type: 'integer', minimum: 30, maximum: 800 },
    narrow: { anyOf: [{ type: 'boolean' }, { type: 'integer', minimum: 30, maximum: 800 }] },
  },
};

export const listModelMetaSchema = {
  $id: 'rangescope:ListModel',
  type: 'object',
  additionalProperties: false,
  required: ['modelClass', 'name', 'label', 'source', 'columns', 'defaultSort'],
  properties: {
    modelClass: { const: 'ListModel' },
    name: modelName,
    label: localizedText,
    description: localizedText,
    source: {
      oneOf: [
        { type: 'object', additionalProperties: false, required: ['kind', 'entity'], properties: { kind: { const: 'entity' }, entity: modelName } },
        { type: 'object', additionalProperties: false, required: ['kind', 'dataset'], properties: { kind: { const: 'dataset' }, dataset: modelName } },
      ],
    },
    columns: { type: 'array', minItems: 1, maxItems: 120, items: column },
    defaultSort: {
      type: 'object', additionalProperties: false, required: ['key', 'direction'],
      properties: { key: { type: 'string' }, direction: { enum: ['asc', 'desc'] } },
    },
    sortCycle: { enum: ['ascDescNone', 'ascDesc'] },
    rowActions: {
      type: 'array', maxItems: 20,
      items: {
        type: 'object', additionalProperties: false, required: ['id', 'label', 'kind'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,40}$' },
          label: localizedText,
          kind: { enum: ['edit', 'delete', 'event', 'open'] },
          event: { type: 'string' },
          path: { type: 'string', pattern: '^/[^<>"\']*$', maxLength: 300 },
          permission: { type: 'string' },
        },
      },
    },
    form: modelName,
    pageSize: { type: 'integer', minimum: 1, maximum: 5000 },
    permissions: { type: 'object', additionalProperties: false, required: ['read'], properties: { read: moduleList } },
    cache: cacheAges,
  },
} as const;
