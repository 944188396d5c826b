import type { DataRequest } from './dataProvider';
import { httpDataProvider } from './httpDataProvider';

/**
 * The data layer's request for the public pages (health, registration, password reset, e-mail
 * verification, the landing page's free tickers, the dev outbox): no credentials, and failures
 * stay with the page (there is no session for the catalogue to end). Signed-in screens use
 * `useEngine().data.request` instead.
 *
 * @example await publicRequest('/verifyEmail', { body: { email, hash } });
 */
export const publicRequest: DataRequest = httpDataProvider({ credentials: () => null, modelKey: () => null }).request;
