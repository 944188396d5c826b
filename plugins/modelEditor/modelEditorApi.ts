import { type DataProvider, defineDataMethods } from '../../engine/data';
import type { AnyModel, ModelClass, ModelProblem } from '../../engine/core';

export interface ModelSummary {
  name: string;
  modelClass: ModelClass;
  origin: 'shipped' | 'runtime' | 'runtime-over-shipped';
  version: number | null;
}

export interface ModelVersion {
  version: number;
  hash: string;
  note: string;
  createdAt: string;
  definition: AnyModel;
}

export interface NavEntryInput {
  label: { en: string; de: string };
  icon: string;
  group: string;
  permission: string | null;
  listModel: string;
}

/**
 * The admin calls of the model editor (docs/api.md, "Engine") on the app's data provider: the
 * session's credentials and the error catalogue (a 401/403 ends the session) as on every call.
 */
export const modelEditorMethods = defineDataMethods('modelEditor', (data: DataProvider) => {
  const call = data.request;
  return {
    list: () => call<{ models: ModelSummary[]; datasets: string[] }>('/admin/models'),
    history: (modelClass: ModelClass, name: string) =>
      call<{ shipped: boolean; versions: ModelVersion[] }>(`/admin/models/${modelClass}/${encodeURIComponent(name)}/history`),
    validate: (model: unknown) => call<{ valid: boolean; problems: ModelProblem[] }>('/admin/models/validate', { body: { model } }),
    create: (model: AnyModel, note: string) => call<{ version: number }>('/admin/models', { body: { model, note } }),
    update: (model: AnyModel, note: string) => call<{ version: number }>('/admin/models', { method: 'PUT', body: { model, note } }),
    rollback: (modelClass: ModelClass, name: string, version: number) =>
      call<{ version: number }>(`/admin/models/${encodeURIComponent(name)}/rollback`, { body: { modelClass, version } }),
    addNavigation: (entry: NavEntryInput) => call<{ entry: { path: string } }>('/admin/navigation', { body: entry }),
  };
});

export type ModelEditorApi = ReturnType<typeof modelEditorMethods.of>;
