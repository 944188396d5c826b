import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { projectPath } from '../projectRoot';
import { validateModel } from '../../engine/core/model/validateModel';
import type { AnyModel } from '../../engine/core/model/modelTypes';
import { PERMISSION_MODULES, PERMISSION_ALIASES } from '../../product/permissionModules';

export const MODELS_DIR = projectPath('models');

/** Every module name a model may name: the modules and their route-table aliases. */
export const KNOWN_MODULES: readonly string[] = [...PERMISSION_MODULES, ...Object.keys(PERMISSION_ALIASES)];

/**
 * Loads the models shipped in models/entity and models/list. A shipped model that fails the
 * meta-schema stops the server at start, with the file and the problems named.
 */
export function loadShippedModels(dir: string = MODELS_DIR): AnyModel[] {
  const out: AnyModel[] = [];
  for (const sub of ['entity', 'list']) {
    const folder = path.join(dir, sub);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
      const full = path.join(folder, file);
      const model: unknown = JSON.parse(readFileSync(full, 'utf8'));
      const check = validateModel(model, { knownModules: KNOWN_MODULES });
      if (!check.valid) {
        throw new Error(`models/${sub}/${file} is not a valid model: ${check.problems.map((p) => `${p.path || '/'} ${p.message}`).join('; ')}`);
      }
      out.push(model as AnyModel);
    }
  }
  return out;
}
