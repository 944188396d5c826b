/** engine/ui: the services context, the menu disclosure, Modal, formats and display settings. Plugins and screens import the engine only through these index files. */
export { EngineProvider, useEngine, type EngineServices } from './EngineContext';
export { MenuButton } from './MenuButton';
export { inAppClick } from './inAppClick';
export { createEngineServices } from './createEngineServices';
export { useDataMethods } from './useDataMethods';
export { displayClasses, displaySettingsOf, useDisplaySettings } from './useDisplaySettings';
export { formattersFor, useFormat, type Formatters } from './useFormat';
export { Modal } from './Modal';
export { useKeyedLoad, type Loaded } from './useKeyedLoad';
export { COMPUTING_RETRY_SECONDS, isStillComputing, useComputedLoad, type ComputedLoad } from './useComputedLoad';
