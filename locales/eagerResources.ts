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
import enAccount from './en/account.json';
import deAccount from './de/account.json';
import enSite from './en/site.json';
import deSite from './de/site.json';
import enShell from './en/shell.json';
import deShell from './de/shell.json';

/** The namespaces bundled with the first page (locales/namespaces.ts EAGER_NAMESPACES). */
export const eagerResources = {
  en: { common: enCommon, auth: enAuth, mail: enMail, form: enForm, validation: enValidation, engine: enEngine, models: enModels, account: enAccount, site: enSite, shell: enShell },
  de: { common: deCommon, auth: deAuth, mail: deMail, form: deForm, validation: deValidation, engine: deEngine, models: deModels, account: deAccount, site: deSite, shell: deShell },
} as const;
