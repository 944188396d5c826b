/** engine/core: pure TypeScript shared by browser and server (models, rules, filters, permissions, text). Plugins and screens import the engine only through these index files. */
export { compareText, readField, writeField } from './filters/filterQuery';
export type { ListFixture } from './model/modelFixture';
export type { AnyModel, EntityModel, ListColumn, ListModel, ModelClass, RowAction } from './model/modelTypes';
export { validateModel, type ModelProblem, type ModelValidation } from './model/validateModel';
export { canWriteEntity, routeAccess, visibleColumnGroups } from './permissions/modelAccess';
export { installPermissionScheme, permissionScheme, type PermissionScheme } from './permissions/permissionScheme';
export { installSlot, type InstallSlot } from './installSlot';
export { captureConsole, clientLog, LogBuffer } from './log/logBuffer';
export { mulberry32 } from './random/mulberry32';
export { RULE_CHECKS } from './rules/ruleChecks';
export { resolveText, type Translate } from './text/localizedText';
