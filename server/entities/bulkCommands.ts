import Ajv from 'ajv';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ApiError, badRequest } from '../http/apiError';
import { boundIntegers } from '../http/integerBounds';
import { formatValidationErrors } from '../http/validationMessages';
import { filterQueryListSchema } from '../../engine/core/filters/filterQuery';
import { listRequestSchema, type ListRequest } from './listService';

/** The methods a bulk command may name (document 2 section 7 names getEntities). */
export const BULK_METHODS = ['getEntities'] as const;
export const BULK_MAX_COMMANDS = 100;

const commandId = { type: 'string', minLength: 1, maxLength: 100 } as const;

/**
 * The outer shape of a bulk request, checked by the route: a list of 1 to 100 objects, each with
 * its own id. Everything else is a command's own business (parseBulkCommand), answered per command.
 */
export const bulkRequestSchema = {
  type: 'array', minItems: 1, maxItems: BULK_MAX_COMMANDS,
  items: { type: 'object', required: ['id'], properties: { id: commandId } },
} as const;

/** A command's parameter: the list call's body, with the filter also under the spec's name `query`. */
const parameterSchema = {
  ...listRequestSchema,
  properties: { ...listRequestSchema.properties, query: filterQueryListSchema },
};
const commandSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'method'],
  properties: { id: commandId, method: { type: 'string', maxLength: 100 }, parameter: {} },
};

// The same options as the routes' ajv (server/app.ts), so that a command's problems read alike.
const ajv = new Ajv({ removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false, allowUnionTypes: true });
const checkCommand = ajv.compile(boundIntegers(commandSchema));
const checkParameter = ajv.compile(boundIntegers(parameterSchema));

function refuse(errors: unknown, dataVar: string): ApiError {
  return badRequest(formatValidationErrors(errors as FastifySchemaValidationError[], dataVar).message);
}

/**
 * Checks one command of a bulk request and answers the list request it asks for, or throws the
 * ApiError that becomes the command's own status and message.
 */
export function parseBulkCommand(command: Record<string, unknown>): ListRequest {
  if (!checkCommand(command)) throw refuse(checkCommand.errors, 'command');
  const method = command.method as string;
  if (!(BULK_METHODS as readonly string[]).includes(method)) {
    throw new ApiError(400, `Invalid request: unknown method ${JSON.stringify(method)}; the bulk call knows ${BULK_METHODS.join(', ')}`, 'UNKNOWN_METHOD');
  }
  const parameter = command.parameter ?? {};
  if (!checkParameter(parameter)) throw refuse(checkParameter.errors, 'command.parameter');
  const { query, ...rest } = parameter as ListRequest & { query?: ListRequest['filterQuery'] };
  if (query !== undefined && rest.filterQuery !== undefined) throw badRequest('Invalid request: send the filter as query or as filterQuery, not both');
  return query === undefined ? rest : { ...rest, filterQuery: query };
}

/** The id used twice in a request, if any: answers are matched to commands by id. */
export function duplicateId(commands: readonly { id: string }[]): string | null {
  const seen = new Set<string>();
  for (const { id } of commands) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}
