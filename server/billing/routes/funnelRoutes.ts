/**
 * The exclusive annual offer's calls (issue 29; document 4 section 7.7 names the paths, the
 * methods and payloads are ours): registration and the order in one step, availability of a
 * username or e-mail while typing (rate-limited per address), and the VAT-id check.
 * /registerAndUseOffer (document 1) is the same registration.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import * as s from '../../http/schemas';
import { ApiError } from '../../http/apiError';
import { users } from '../../db/schema';
import { createAccount, registerProperties, registerRequired, trimRegistration } from '../../auth/registerRoutes';
import { EXCLUSIVE_SKU } from '../../../product/catalogue';
import { FUNNEL_RULES } from '../../../product/registrationOffer';
import { saveVatId, startCheckout } from '../checkout';
import { billingServices } from '../services';
import { checkVatId } from '../vatIds';
import { processorOf } from './checkoutRoutes';
import type { Availability, FunnelRegisterAnswer, FunnelRegisterBody, VatIdValidation } from '../../../contracts';

const funnelBody = s.object({
  ...registerProperties,
  vatId: { type: 'string', maxLength: 30 },
  paymentProcessor: { type: 'string', maxLength: 20 },
  address: { type: 'string', maxLength: 200 }, city: { type: 'string', maxLength: 100 }, postalCode: { type: 'string', maxLength: 20 },
}, registerRequired);

export async function funnelRoutes(app: FastifyInstance): Promise<void> {
  const services = billingServices(app);
  const { db, config } = app.deps;
  const availabilityLimit = { rateLimit: { max: FUNNEL_RULES.availabilityChecksPerMinute, timeWindow: 60_000 } };

  const register = async (request: FastifyRequest<{ Body: FunnelRegisterBody }>): Promise<FunnelRegisterAnswer> => {
    const body = request.body;
    // A VAT id is checked before the account exists, so a typo changes nothing.
    if (body.vatId?.trim()) {
      const check = await checkVatId(services.vatRegistry, body.vatId);
      if (!check.valid) throw new ApiError(400, 'The VAT ID is not valid.', 'VAT_ID_INVALID', { reason: check.reason, country: check.country });
    }
    const user = await createAccount(app, request, { ...body, plan: 'free' });
    const address = { address: body.address ?? '', city: body.city ?? '', postalCode: body.postalCode ?? '' };
    if (body.address || body.city || body.postalCode) await db.update(users).set({ addressDetails: address }).where(eq(users.id, user.id));
    try {
      if (body.vatId?.trim()) await saveVatId(services, { id: user.id, addressDetails: {} }, body.vatId);
      const fresh = (await db.select().from(users).where(eq(users.id, user.id)).limit(1))[0]!;
      const r = await startCheckout(services, { user: fresh, sku: EXCLUSIVE_SKU, processor: processorOf(body.paymentProcessor), mode: 'redirect', flow: 'exclusive' });
      return { success: true, username: user.username, nextStepURL: r.nextStepURL ?? '', orderId: r.orderId, totalCents: r.quote.totalCents };
    } catch (err) {
      request.log.error({ err }, 'the exclusive offer checkout could not be started');
      throw new ApiError(502, 'Error while creating account: Payment process failed.', 'PAYMENT_PROCESS_FAILED');
    }
  };
  const registerOptions = {
    schema: { body: funnelBody },
    config: { rateLimit: { max: () => config.rateLimits.register.max, timeWindow: config.rateLimits.register.timeWindowMs } },
    preValidation: async (request: FastifyRequest) => trimRegistration(request.body),
  };
  app.post<{ Body: FunnelRegisterBody }>('/exclusive-funnel/register', registerOptions, register);
  app.post<{ Body: FunnelRegisterBody }>('/registerAndUseOffer', registerOptions, register);

  app.get<{ Querystring: { username: string } }>('/exclusive-funnel/check-username', {
    config: availabilityLimit,
    schema: { querystring: s.object({ username: { type: 'string', minLength: 1, maxLength: 100 } }, ['username']) },
  }, async (req): Promise<Availability> => {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.usernameLower, req.query.username.trim().toLowerCase())).limit(1);
    return { available: rows.length === 0 };
  });

  app.get<{ Querystring: { email: string } }>('/exclusive-funnel/check-email', {
    config: availabilityLimit,
    schema: { querystring: s.object({ email: { type: 'string', minLength: 3, maxLength: 254 } }, ['email']) },
  }, async (req): Promise<Availability> => {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, req.query.email.trim().toLowerCase())).limit(1);
    return { available: rows.length === 0 };
  });

  app.post<{ Body: { vatId: string } }>('/exclusive-funnel/validate-vat', {
    config: availabilityLimit,
    schema: { body: s.object({ vatId: { type: 'string', minLength: 1, maxLength: 30 } }, ['vatId']) },
  }, async (req): Promise<VatIdValidation> => {
    const check = await checkVatId(services.vatRegistry, req.body.vatId);
    return { valid: check.valid, country: check.country, vatId: check.vatId, ...(check.reason ? { reason: check.reason } : {}) };
  });
}
