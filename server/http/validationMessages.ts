import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Turns ajv errors into one clear sentence naming the field, for example
 * `body.email must be a valid email address` or `body has an unknown field "role"`.
 */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const parts = errors.slice(0, 5).map((e) => describe(e, dataVar));
  const unique = [...new Set(parts)];
  const err = new Error(`Invalid request: ${unique.join('; ')}`);
  return err;
}

/** Product wording for fields whose format is checked by a pattern (document 1 section 5). */
const PATTERN_MESSAGES: Record<string, string> = {
  username: 'Username should only contain letters and numbers',
  firstname: 'First name must not contain angle brackets, braces or control characters',
  lastname: 'Last name must not contain angle brackets, braces or control characters',
  code: 'Please select your country',
  password: 'The password must be sent as the lowercase hex SHA-256 of the password',
  oldPassword: 'The password must be sent as the lowercase hex SHA-256 of the password',
  oldPW: 'The password must be sent as the lowercase hex SHA-256 of the password',
  newPW: 'The password must be sent as the lowercase hex SHA-256 of the password',
  newPWConfirmation: 'The password must be sent as the lowercase hex SHA-256 of the password',
};

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function describe(e: FastifySchemaValidationError, dataVar: string): string {
  const where = `${dataVar}${e.instancePath.replace(/\//g, '.')}`;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `${where} has an unknown field "${String(params.additionalProperty)}"`;
    case 'required':
      return `${where} is missing the required field "${String(params.missingProperty)}"`;
    case 'type':
      return `${where} must be of type ${String(params.type)}`;
    case 'format':
      return params.format === 'email' ? `${where} must be a valid email address` : `${where} must be a valid ${String(params.format)}`;
    case 'maxLength':
      return `${where} must be at most ${String(params.limit)} characters long`;
    case 'minLength':
      return `${where} must be at least ${String(params.limit)} characters long`;
    case 'pattern':
    {
      const wording = PATTERN_MESSAGES[lastSegment(e.instancePath)];
      return wording ? `${where}: ${wording}` : `${where} has a wrong format`;
    }
    case 'enum':
      return `${where} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}`;
    case 'maximum':
      return `${where} must be at most ${String(params.limit)}`;
    case 'minimum':
      return `${where} must be at least ${String(params.limit)}`;
    case 'maxItems':
      return `${where} must hold at most ${String(params.limit)} entries`;
    default:
      return `${where} ${e.message ?? 'is invalid'}`;
  }
}
