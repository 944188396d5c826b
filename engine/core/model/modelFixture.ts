import type { FilterQuery } from '../filters/filterQuery';
import type { SortState } from '../sorting/sortRows';

/**
 * Test data for one model, shared by the fixture suite (Vitest), Storybook stories and browser
 * tests: records the model must accept or refuse (with the English texts expected), and list
 * rows with the filter and sort results expected.
 */
export interface EntityFixture {
  modelClass: 'EntityModel';
  model: string;
  valid: { record: Record<string, unknown>; screen?: string }[];
  invalid: { record: Record<string, unknown>; screen?: string; errors: { field: string; rule: string; text: string }[] }[];
  /**
   * For a model with a row filter (required then): records as their envelopes hold them, and the
   * ids a reader without the filter's `unless` modules sees.
   */
  rowFilter?: { rows: Record<string, unknown>[]; visibleIds: string[] };
}

export interface ListFixture {
  modelClass: 'ListModel';
  model: string;
  idField?: string;
  rows: Record<string, unknown>[];
  cases: { name: string; filters?: FilterQuery[]; sort?: SortState; expectIds: string[] }[];
}

export type ModelFixture = EntityFixture | ListFixture;
