import enCommon from './en/common.json';
import enAuth from './en/auth.json';
import enMail from './en/mail.json';
import enForm from './en/form.json';
import enValidation from './en/validation.json';
import enEngine from './en/engine.json';
import enModels from './en/models.json';
import enAccount from './en/account.json';
import enSite from './en/site.json';
import enShell from './en/shell.json';

/**
 * The namespaces bundled with the first page (locales/namespaces.ts EAGER_NAMESPACES), in English,
 * the default language. Their German texts load like the lazy namespaces (lazyResources.ts): a page
 * that starts in German waits for them (react-i18next suspends), an English one carries no German.
 */
export const eagerResources = {
  en: { common: enCommon, auth: enAuth, mail: enMail, form: enForm, validation: enValidation, engine: enEngine, models: enModels, account: enAccount, site: enSite, shell: enShell },
} as const;
