import type { LocalizedText } from '../text/localizedText';

/** One problem with one field of a record, as both the form and the server report it. */
export interface FieldError {
  /** Dotted field path ('' for the record itself). */
  field: string;
  /** The rule (equal, isSet ...) or the JSON-schema keyword (type, required ...). */
  rule: string;
  /** i18n keys to try in order; the first that exists wins. */
  messageKeys: string[];
  /** The model's own message, when it gives one. */
  message?: LocalizedText;
  /** English fallback text (the server answers with it). */
  defaultText: string;
  params: Record<string, unknown>;
}
