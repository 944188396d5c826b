import enCommon from './en/common.json';
import deCommon from './de/common.json';
import enAuth from './en/auth.json';
import deAuth from './de/auth.json';
import enMail from './en/mail.json';
import deMail from './de/mail.json';
import enForm from './en/form.json';
import deForm from './de/form.json';
import enValidation from './en/validation.json';
import deValidation from './de/validation.json';
import enEngine from './en/engine.json';
import deEngine from './de/engine.json';
import enModels from './en/models.json';
import deModels from './de/models.json';
import enModelEditor from './en/modelEditor.json';
import deModelEditor from './de/modelEditor.json';
import enAccount from './en/account.json';
import deAccount from './de/account.json';
import enSite from './en/site.json';
import deSite from './de/site.json';
import enShell from './en/shell.json';
import deShell from './de/shell.json';
import enTables from './en/tables.json';
import deTables from './de/tables.json';
import enDetail from './en/detail.json';
import deDetail from './de/detail.json';
import enListTools from './en/listTools.json';
import deListTools from './de/listTools.json';
import enBilling from './en/billing.json';
import deBilling from './de/billing.json';

/** Every namespace in both languages; the test in locales/ checks that both hold the same keys. */
export const resources = {
  en: { common: enCommon, auth: enAuth, mail: enMail, form: enForm, validation: enValidation, engine: enEngine, models: enModels, modelEditor: enModelEditor, account: enAccount, site: enSite, shell: enShell, tables: enTables, detail: enDetail, listTools: enListTools, billing: enBilling },
  de: { common: deCommon, auth: deAuth, mail: deMail, form: deForm, validation: deValidation, engine: deEngine, models: deModels, modelEditor: deModelEditor, account: deAccount, site: deSite, shell: deShell, tables: deTables, detail: deDetail, listTools: deListTools, billing: deBilling },
} as const;

export const NAMESPACES = ['common', 'auth', 'mail', 'form', 'validation', 'engine', 'models', 'modelEditor', 'account', 'site', 'shell', 'tables', 'detail', 'listTools', 'billing'] as const;
