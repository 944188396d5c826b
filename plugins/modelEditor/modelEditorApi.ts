import { type DataProvider, defineDataMethods } from '../../engine/data';
import type { AnyModel, ModelClass, ModelValidation } from '../../engine/core';
import type {
  ModelHistoryAnswer, ModelListAnswer, ModelRollbackBody, ModelSaveAnswer, ModelSaveBody, NavEntryAnswer, NavEntryBody,
} from '../../contracts';

/** What the sidebar-entry form sends: every field it asks for (contracts' NavEntryBody). */
export type NavEntryInput = Required<Pick<NavEntryBody, 'label' | 'icon' | 'group' | 'permission' | 'listModel'>>;

/**
 * The admin calls of the model editor (docs/api.md, "Engine") on the app's data provider: the
 * session's credentials and the error catalogue (a 401/403 ends the session) as on every call.
 */
export const modelEditorMethods = defineDataMethods('modelEditor', (data: DataProvider) => {
  const call = data.request;
  return {
    list: () => call<ModelListAnswer<AnyModel>>('/admin/models'),
    history: (modelClass: ModelClass, name: string) =>
      call<ModelHistoryAnswer<AnyModel>>(`/admin/models/${modelClass}/${encodeURIComponent(name)}/history`),
    validate: (model: unknown) => call<ModelValidation>('/admin/models/validate', { body: { model } }),
    create: (model: AnyModel, note: string) => call<ModelSaveAnswer<AnyModel>>('/admin/models', { body: { model, note } satisfies ModelSaveBody<AnyModel> }),
    update: (model: AnyModel, note: string) =>
      call<ModelSaveAnswer<AnyModel>>('/admin/models', { method: 'PUT', body: { model, note } satisfies ModelSaveBody<AnyModel> }),
    rollback: (modelClass: ModelClass, name: string, version: number) =>
      call<ModelSaveAnswer<AnyModel>>(`/admin/models/${encodeURIComponent(name)}/rollback`, { body: { modelClass, version } satisfies ModelRollbackBody<AnyModel> }),
    addNavigation: (entry: NavEntryInput) => call<NavEntryAnswer>('/admin/navigation', { body: entry satisfies NavEntryBody }),
  };
});

export type ModelEditorApi = ReturnType<typeof modelEditorMethods.of>;
