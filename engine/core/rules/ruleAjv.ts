import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { RULE_KEYWORDS } from './ruleKeywords';

/** The ajv options for record validation: all errors, no coercion, our rule keywords. */
export const RECORD_AJV_OPTIONS: Options = {
  allErrors: true,
  strict: false,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  keywords: [...RULE_KEYWORDS],
};

/** A fresh ajv with formats and the rule keywords. */
export function createRecordAjv(): Ajv {
  const ajv = new Ajv(RECORD_AJV_OPTIONS);
  addFormats(ajv);
  return ajv;
}
