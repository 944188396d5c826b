/**
 * The JSON schemas of the scanner calls' bodies. The schemas check shapes and sizes; what a
 * filter means (its key, type, values and bounds, who may use it) is checked per filter by the
 * product's scannerFilterProblems, so that each bad filter gets its own message.
 */
import { filterQueryListSchema } from '../../engine/core/filters/filterQuery';
import { SCANNER_FILTER_TYPES, SCANNER_RULES } from '../../product/scannerFilters';
import { SCANNER_COLUMNS } from './scannerFields';

/** A number typed in the panel arrives as trimmed text or a number (number first: the fuzz suite samples the first type). */
const bound = { type: ['number', 'string', 'null'], maxLength: 40 } as const;
const choiceValue = { type: ['string', 'number'], maxLength: 100 } as const;

const filterEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['filterKey', 'type'],
  properties: {
    // Not an enum: an unknown key is answered as that filter's problem (`unknownFilter`).
    filterKey: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    type: { enum: [...SCANNER_FILTER_TYPES] },
    val: {
      anyOf: [
        { type: ['string', 'number', 'boolean', 'null'], maxLength: 100 },
        { type: 'array', maxItems: 300, items: choiceValue },
      ],
    },
    min: bound,
    max: bound,
  },
} as const;

export const scannerSort = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'order'],
  properties: {
    field: { enum: [...SCANNER_COLUMNS] },
    order: { enum: ['asc', 'desc'] },
  },
} as const;

const paging = {
  page: { type: 'integer', minimum: 1, maximum: 100_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: SCANNER_RULES.maxPageSize },
} as const;

/** POST /scanner/search: ScannerSearchBody. */
export const scannerSearchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['filterQuery'],
  properties: {
    filterQuery: { type: 'array', maxItems: SCANNER_RULES.maxFilters, items: filterEntry },
    sort: scannerSort,
    ...paging,
  },
} as const;

/** POST /scanner/results: ScannerResultsBody (column filters in the engine's filter language over row fields). */
export const scannerResultsBody = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        filterQuery: { ...filterQueryListSchema, maxItems: SCANNER_RULES.maxFilters },
        sort: scannerSort,
        ...paging,
      },
    },
  ],
} as const;
