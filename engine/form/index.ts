/** engine/form: EntityForm (rjsf with the rule keywords) and PromptDialog. Plugins and screens import the engine only through these index files. */
export { EntityForm } from './EntityForm';
export { PromptDialog } from './PromptDialog';
