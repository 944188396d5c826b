/** The sign-in messages of document 1 section 8, by the server's answer (docs/api.md). */
export function loginErrorKey(error: { status: number; code?: number | string }): string {
  if (error.code === 'ACCOUNT_LOCKED' || error.status === 423) return 'auth:login.locked';
  if (error.code === 'EMAIL_NOT_VERIFIED') return 'auth:login.notVerified';
  if (error.code === 'NO_PACKAGE') return 'account:login.noPackage';
  if (error.code === 'RATE_LIMITED' || error.status === 429) return 'common:errors.tooManyRequests';
  if (error.status === 401) return 'auth:login.wrongCredentials';
  if (error.status === 409) return 'common:errors.wrongProduct';
  if (error.status === 0 || error.status === 404 || error.status === 502) return 'auth:login.connection';
  return 'auth:login.unknown';
}
