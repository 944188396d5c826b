/** engine/plugins: the plugin manifest and lazy screens. Plugins and screens import the engine only through these index files. */
export { isPreloadable, lazyScreen } from './lazyScreen';
export { PluginRegistry, type NavigationEntry, type PluginManifest, type PluginRoute } from './pluginManifest';
