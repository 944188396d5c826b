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

export function object(properties: Record<string, unknown>, required: string[] = []): Record<string, unknown> {
  return { type: 'object', additionalProperties: false, properties, required };
}

export const okResponse = { success: true } as const;
