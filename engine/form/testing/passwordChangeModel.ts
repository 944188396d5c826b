import type { EntityModel } from '../../core/model/modelTypes';

/**
 * The spec's password rules (document 1 section 5, document 3 section 5) with its messages, as
 * inline texts so that the same fixture serves English and German.
 */
export const PASSWORD_MESSAGES = {
  oldRequired: { en: 'Please enter your current password', de: 'Bitte geben Sie Ihr aktuelles Passwort ein' },
  required: { en: 'Password is required', de: 'Das Passwort ist erforderlich' },
  confirmationRequired: { en: 'Password confirmation is required', de: 'Die Passwortbestätigung ist erforderlich' },
  match: { en: 'Your entered passwords do not match', de: 'Die eingegebenen Passwörter stimmen nicht überein' },
  length: { en: 'Your Password should contain at least 6 characters', de: 'Ihr Passwort sollte mindestens 6 Zeichen enthalten' },
  digit: { en: 'Your Password should contain at least 1 digit [0-9]', de: 'Ihr Passwort sollte mindestens 1 Ziffer enthalten [0-9]' },
  upper: { en: 'Your Password should contain at least 1 upper case character [A-Z]', de: 'Ihr Passwort sollte mindestens 1 Großbuchstaben enthalten [A-Z]' },
  lower: { en: 'Your Password should contain at least 1 lower case character [a-z]', de: 'Ihr Passwort sollte mindestens 1 Kleinbuchstaben enthalten [a-z]' },
} as const;

const M = PASSWORD_MESSAGES;

/** The password change of the settings screen: oldPW, newPW and newPWConfirmation. */
export const passwordChangeModel: EntityModel = {
  modelClass: 'EntityModel',
  name: 'PasswordChange',
  label: { en: 'Change password', de: 'Passwort ändern' },
  schema: {
    type: 'object',
    properties: {
      oldPW: { type: 'string', maxLength: 200 },
      newPW: { type: 'string', maxLength: 200 },
      newPWConfirmation: { type: 'string', maxLength: 200 },
    },
  },
  fieldLabels: {
    oldPW: { en: 'Current password', de: 'Aktuelles Passwort' },
    newPW: { en: 'New password', de: 'Neues Passwort' },
    newPWConfirmation: { en: 'Confirm new password', de: 'Neues Passwort bestätigen' },
  },
  rules: {
    oldPW: [{ rule: 'isSet', message: M.oldRequired }],
    newPW: [
      { rule: 'isSet', message: M.required },
      { rule: 'minLength', value: 6, message: M.length },
      { rule: 'atLeast1Digit', message: M.digit },
      { rule: 'atLeast1UppercaseCharacter', message: M.upper },
      { rule: 'atLeast1LowercaseCharacter', message: M.lower },
    ],
    newPWConfirmation: [
      { rule: 'isSet', message: M.confirmationRequired },
      { rule: 'equal', field: 'newPW', message: M.match },
    ],
  },
  screens: { default: ['oldPW', 'newPW', 'newPWConfirmation'] },
  permissions: { read: [], write: [], ownerScoped: true },
};

/** A record every rule accepts. */
export const validPasswordChange = { oldPW: 'OldSecret1', newPW: 'NewSecret1', newPWConfirmation: 'NewSecret1' };
