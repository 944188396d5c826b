import { ACCOUNT_RULES } from '../../product/accountRules';
import { CLIENT_PASSWORD_HASH_PATTERN } from '../auth/passwordHashing';

/** Reusable JSON-schema fragments for route inputs. Every object schema refuses unknown fields. */
export const passwordHash = { type: 'string', pattern: CLIENT_PASSWORD_HASH_PATTERN } as const;
export const email = { type: 'string', format: 'email', minLength: 3, maxLength: ACCOUNT_RULES.emailMaxLength } as const;
export const loginIdentifier = { type: 'string', minLength: 1, maxLength: ACCOUNT_RULES.emailMaxLength } as const;
export const personName = {
  type: 'string', minLength: 1, maxLength: ACCOUNT_RULES.nameMaxLength, pattern: '^[^<>{}\\u0000-\\u001f]+$',
} as const;
export const username = { type: 'string', minLength: 1, maxLength: ACCOUNT_RULES.usernameMaxLength, pattern: '^[A-Za-z0-9]+$' } as const;
export const deviceId = { type: 'string', maxLength: 200 } as const;
export const clientVersion = { type: 'string', maxLength: 50 } as const;
/** Empty entries are allowed here and dropped when stored (document 1 section 5). */
export const ticker = { type: 'string', maxLength: 40 } as const;
export const tickerList = { type: 'array', maxItems: 2000, items: ticker } as const;
export const token = { type: 'string', minLength: 10, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** The range of PostgreSQL's `integer` column (int32). Integers without their own bounds get it (see integerBounds.ts). */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/**
 * The integers a JSON number carries exactly (±2^53 − 1). A `bigint` column holds more, but the
 * API takes nothing beyond this: 1e300 is an integer to JSON Schema, and a bigint column refuses it.
 */
export const SAFE_INTEGER_MIN = -Number.MAX_SAFE_INTEGER;
export const SAFE_INTEGER_MAX = Number.MAX_SAFE_INTEGER;

/** A whole number for an `integer` (int32) column, within [minimum, maximum] (at most the column's range). */
export function int32(minimum = INT32_MIN, maximum = INT32_MAX): { type: 'integer'; minimum: number; maximum: number } {
  return { type: 'integer', minimum: Math.max(minimum, INT32_MIN), maximum: Math.min(maximum, INT32_MAX) };
}
/** A whole number for a `bigint` column, within [minimum, maximum] (at most the safe-integer range). */
export function bigint(minimum = SAFE_INTEGER_MIN, maximum = SAFE_INTEGER_MAX): { type: 'integer'; minimum: number; maximum: number } {
  return { type: 'integer', minimum: Math.max(minimum, SAFE_INTEGER_MIN), maximum: Math.min(maximum, SAFE_INTEGER_MAX) };
}
/** The id of a `bigserial` row (notifications, ledger entries ...). */
export const serialId = bigint(1);

export function object(properties: Record<string, unknown>, required: string[] = []): Record<string, unknown> {
  return { type: 'object', additionalProperties: false, properties, required };
}

export const okResponse = { success: true } as const;
