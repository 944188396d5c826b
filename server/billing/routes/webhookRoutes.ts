/**
 * POST /webhooks/{sandbox|stripe|paypal}: the raw body (signatures are computed over the exact
 * bytes) is verified by the provider and applied by fulfilment.ts; a replay answers
 * `{received: true, duplicate: true}` and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import * as s from '../../http/schemas';
import { ApiError } from '../../http/apiError';
import { processWebhook } from '../fulfilment';
import { billingServices } from '../services';
import { ProviderError, WebhookSignatureError, type PaymentProvider } from '../providers/types';

/** The providers whose events each endpoint carries (the sandbox serves its card and PayPal faces). */
export const WEBHOOK_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  sandbox: ['sandbox', 'sandbox-paypal'],
  stripe: ['stripe'],
  paypal: ['paypal'],
};

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const services = billingServices(app);
  // Encapsulated: only this plugin's routes get the body as the raw string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>('/webhooks/:provider', {
    schema: { params: s.object({ provider: { type: 'string', enum: Object.keys(WEBHOOK_ENDPOINTS) } }, ['provider']) },
  }, async (req) => {
    const endpoint = req.params.provider;
    const raw = typeof req.body === 'string' ? req.body : '';
    let provider: PaymentProvider;
    try {
      provider = services.provider(endpoint);
    } catch {
      throw new ApiError(404, 'This payment provider is not configured.', 'PROVIDER_NOT_CONFIGURED');
    }
    try {
      const hook = await provider.verifyWebhook(raw, req.headers, app.deps.now());
      const { duplicate } = await processWebhook(services, endpoint, WEBHOOK_ENDPOINTS[endpoint]!, hook);
      return { received: true, duplicate };
    } catch (err) {
      if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
        req.log.warn({ err }, 'webhook refused');
        throw new ApiError(400, 'The webhook signature does not verify.', 'WEBHOOK_SIGNATURE');
      }
      // The provider retries a 5xx: a lookup that failed now may work then.
      if (err instanceof ProviderError) throw new ApiError(503, 'The webhook could not be processed now.', 'WEBHOOK_RETRY');
      throw err;
    }
  });
}
