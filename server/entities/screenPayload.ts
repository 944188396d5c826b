import type { EntityModel } from '../../engine/core/model/modelTypes';
import { screenFields } from '../../engine/core/rules/validateRecord';

/**
 * What is stored when a screen saves (the documented rule for hidden fields): the fields the
 * screen shows come from the input; every other field keeps its stored value on update and is
 * left out on create. Input for fields the screen does not show is ignored, not an error —
 * except fields the schema does not know at all, which validation refuses.
 */
export function payloadForScreen(
  model: EntityModel, screen: string | undefined, input: Record<string, unknown>, stored: Record<string, unknown> | null,
): Record<string, unknown> {
  const shown = new Set(screenFields(model, screen));
  const known = new Set(Object.keys(model.schema.properties ?? {}));
  const out: Record<string, unknown> = {};
  if (stored) for (const [k, v] of Object.entries(stored)) if (!shown.has(k)) out[k] = v;
  for (const [k, v] of Object.entries(input)) {
    if (shown.has(k) || !known.has(k)) out[k] = v;
  }
  return out;
}
