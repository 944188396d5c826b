import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './apiError';

/** One error shape for every call: `{statusCode, error, message, code?, ...extra}`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).send({
        statusCode: err.statusCode, error: httpName(err.statusCode), message: err.message,
        ...(err.code !== undefined ? { code: err.code } : {}), ...(err.extra ?? {}),
      });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'request failed');
    const message = status >= 500 ? 'An unexpected error occurred. Please try again.' : clientMessage(err);
    return reply.code(status).send({ statusCode: status, error: httpName(status), message, ...(err.code && status < 500 ? { code: err.code } : {}) });
  });
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'Invalid request: the body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'Invalid request: send the body as application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return 'Invalid request: the JSON body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return 'Invalid request: the body is not valid JSON.';
    default: return err.message.startsWith('Invalid request') ? err.message : `Invalid request: ${err.message}`;
  }
}

const NAMES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity', 423: 'Locked', 429: 'Too Many Requests',
  500: 'Internal Server Error', 503: 'Service Unavailable',
};
function httpName(status: number): string {
  return NAMES[status] ?? 'Error';
}
