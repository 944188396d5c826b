/**
 * The model editor's calls (docs/api.md, "Engine"): GET /api/admin/models, a model's history,
 * saving (POST and PUT /api/admin/models) and rolling back. GET /api/models/{class}/{name} answers
 * the model itself, and POST /api/admin/models/validate engine/core's `ModelValidation`.
 *
 * A model is engine/core's `AnyModel`, which contracts/ cannot name (they import only themselves
 * and product/): these shapes take it as their parameter, `Model`, as in `ModelListAnswer<AnyModel>`.
 */

/** Where a model's current definition comes from. */
export type ModelOrigin = 'shipped' | 'runtime' | 'runtime-over-shipped';

/** One model of GET /api/admin/models. */
export interface ModelSummary<Model extends { modelClass: string }> {
  name: string;
  modelClass: Model['modelClass'];
  origin: ModelOrigin;
  /** The newest stored version; null for a shipped model never changed. */
  version: number | null;
}

/** GET /api/admin/models: every model, by class and name, and the datasets lists may read. */
export interface ModelListAnswer<Model extends { modelClass: string }> {
  models: ModelSummary<Model>[];
  datasets: string[];
}

/** One stored version of a model. */
export interface ModelVersion<Model> {
  version: number;
  hash: string;
  note: string;
  createdBy: string | null;
  /** ISO. */
  createdAt: string;
  definition: Model;
}

/** GET /api/admin/models/{class}/{name}/history: newest first. */
export interface ModelHistoryAnswer<Model> {
  /** A shipped file exists under the stored versions. */
  shipped: boolean;
  versions: ModelVersion<Model>[];
}

/** The body of POST and PUT /api/admin/models. */
export interface ModelSaveBody<Model> {
  model: Model;
  note?: string;
}

/** The body of POST /api/admin/models/{name}/rollback. */
export interface ModelRollbackBody<Model extends { modelClass: string }> {
  modelClass: Model['modelClass'];
  version: number;
  note?: string;
}

/** POST and PUT /api/admin/models and the rollback: the version stored (a rollback stores a new one). */
export interface ModelSaveAnswer<Model extends { modelClass: string }> {
  name: string;
  modelClass: Model['modelClass'];
  version: number;
}
