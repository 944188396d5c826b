/**
 * An error answered to the client as `{statusCode, error, message, code?, reason?}`.
 *
 * `code` carries the spec's application codes (600, 601, 765, 766 ...). Browsers refuse HTTP
 * statuses above 599, so those codes travel in the body next to a 4xx status (docs/api.md).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: number | string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code?: number | string): ApiError => new ApiError(400, message, code);
export const unauthorized = (message = 'Your session has expired. Please log in again.'): ApiError =>
  new ApiError(401, message, 'SESSION_INVALID');
export const forbidden = (message = 'You do not have the permission for this action.'): ApiError =>
  new ApiError(403, message, 'PERMISSION_MISSING');
export const notFound = (message = 'Not found'): ApiError => new ApiError(404, message);
