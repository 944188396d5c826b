import { eagerResources } from './eagerResources';
import enModelEditor from './en/modelEditor.json';
import deModelEditor from './de/modelEditor.json';
import enTables from './en/tables.json';
import deTables from './de/tables.json';
import enDetail from './en/detail.json';
import deDetail from './de/detail.json';
import enListTools from './en/listTools.json';
import deListTools from './de/listTools.json';
import enBilling from './en/billing.json';
import deBilling from './de/billing.json';
import enScanner from './en/scanner.json';
import deScanner from './de/scanner.json';
import enRecentChanges from './en/recentChanges.json';
import deRecentChanges from './de/recentChanges.json';

export { NAMESPACES } from './namespaces';

/**
 * Every namespace in both languages, bundled (the server, tests, Storybook, benches); the browser
 * bundles only the eager ones and loads the rest with their screens (engine/i18n/setupBrowserI18n.ts).
 * The test in locales/ checks that both languages hold the same keys.
 */
export const resources = {
  en: { ...eagerResources.en, modelEditor: enModelEditor, tables: enTables, detail: enDetail, listTools: enListTools, billing: enBilling, scanner: enScanner, recentChanges: enRecentChanges },
  de: { ...eagerResources.de, modelEditor: deModelEditor, tables: deTables, detail: deDetail, listTools: deListTools, billing: deBilling, scanner: deScanner, recentChanges: deRecentChanges },
} as const;
