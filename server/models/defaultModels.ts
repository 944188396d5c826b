import type { FastifyInstance } from 'fastify';
import type { ModelClass } from '../../engine/core/model/modelTypes';
import { canReadEntity, canReadList } from '../../engine/core/permissions/modelAccess';
import { encryptModel } from './modelEncryption';

/** Models the client needs right after sign-in; handed over with the login response. */
export const DEFAULT_MODELS: readonly { modelClass: ModelClass; name: string }[] = [
  { modelClass: 'ListModel', name: 'DomainAsset' },
  { modelClass: 'ListModel', name: 'ListUISignal' },
];

/**
 * The login response's `defaultModels`: `{"ListModel:DomainAsset": model}`, each a JWE string
 * when models are encrypted. Models the user may not read are left out.
 */
export async function defaultModelsFor(app: FastifyInstance, modules: readonly string[], modelKey: string | null): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const ref of DEFAULT_MODELS) {
    const model = app.engine.models.get(ref.modelClass, ref.name);
    if (!model) continue;
    const readable = model.modelClass === 'EntityModel' ? canReadEntity(model, modules) : canReadList(model, modules);
    if (!readable) continue;
    out[`${ref.modelClass}:${ref.name}`] = modelKey ? await encryptModel(model, modelKey) : model;
  }
  return out;
}
