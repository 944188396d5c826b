import enCommon from './en/common.json';
import deCommon from './de/common.json';
import enAuth from './en/auth.json';
import deAuth from './de/auth.json';
import enMail from './en/mail.json';
import deMail from './de/mail.json';

/** Every namespace in both languages; the test in locales/ checks that both hold the same keys. */
export const resources = {
  en: { common: enCommon, auth: enAuth, mail: enMail },
  de: { common: deCommon, auth: deAuth, mail: deMail },
} as const;

export const NAMESPACES = ['common', 'auth', 'mail'] as const;
