import { validateModel, type ModelProblem, type AnyModel } from '../../engine/core';
import { PERMISSION_ALIASES, PERMISSION_MODULES } from '../../product/permissionModules';

const KNOWN_MODULES = [...PERMISSION_MODULES, ...Object.keys(PERMISSION_ALIASES)];

export type DraftState =
  | { kind: 'syntax'; message: string }
  | { kind: 'invalid'; problems: ModelProblem[] }
  | { kind: 'valid'; model: AnyModel };

/** Parses the editor's text and checks it with the meta-schema, as the server will. */
export function checkDraftText(text: string): DraftState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return { kind: 'syntax', message: err instanceof Error ? err.message : String(err) };
  }
  const result = validateModel(parsed, { knownModules: KNOWN_MODULES });
  return result.valid ? { kind: 'valid', model: parsed as AnyModel } : { kind: 'invalid', problems: result.problems };
}
