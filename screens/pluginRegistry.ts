import { PluginRegistry } from '../engine/plugins/pluginManifest';
import { genericModelPlugin } from '../plugins/genericModel/manifest';
import { modelEditorPlugin } from '../plugins/modelEditor/manifest';

/** Every plugin of the product; the route table and the sidebar are built from these. */
export function createPluginRegistry(): PluginRegistry {
  const registry = new PluginRegistry();
  registry.register(genericModelPlugin);
  registry.register(modelEditorPlugin);
  return registry;
}
