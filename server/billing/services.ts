/**
 * The billing services of one server: the configured providers, the clock and database, and a
 * way to call our own API in-process (the sandbox delivers its webhooks that way). Built once per
 * app (routes and the scheduler share it).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { Db } from '../db/database';
import type { PaymentProvider, ProcessorType, ProviderId } from './providers/types';
import { ProviderError } from './providers/types';
import { ApiError } from '../http/apiError';
import { createSandboxProvider } from './providers/sandbox';
import { createStripeProvider } from './providers/stripe';
import { createPaypalProvider } from './providers/paypal';
import { loadBillingSecrets, type BillingSecrets } from './secrets';
import { checksumOnlyRegistry, viesRegistry, type VatRegistry } from './vatIds';

export interface InjectedResponse {
  statusCode: number;
  body: string;
}

export interface BillingServices {
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** Sends a request through our own server (no network). */
  inject(request: { method: 'POST'; url: string; payload: string; headers: Record<string, string> }): Promise<InjectedResponse>;
  provider(id: string): PaymentProvider;
  /** The provider behind a processor choice: the card provider, or PayPal (the sandbox's PayPal face without keys). */
  processor(type: ProcessorType): PaymentProvider;
  /** The sandbox's and the return links' signing secrets (secrets.ts), loaded once. */
  secrets(): Promise<BillingSecrets>;
  /** Confirms EU VAT ids (vatIds.ts): VIES when VIES_URL is set, else format and checksum only. */
  vatRegistry: VatRegistry;
}

const byDeps = new WeakMap<AppDeps, BillingServices>();

export function billingServices(app: FastifyInstance): BillingServices {
  const existing = byDeps.get(app.deps);
  if (existing) return existing;
  const deps = app.deps;
  const cache = new Map<ProviderId, PaymentProvider>();
  let secrets: Promise<BillingSecrets> | null = null;
  const services: BillingServices = {
    deps,
    log: app.log,
    async inject(request) {
      const res = await app.inject(request);
      return { statusCode: res.statusCode, body: res.body };
    },
    provider(id) {
      const known = id as ProviderId;
      const hit = cache.get(known);
      if (hit) return hit;
      const made = makeProvider(known, services);
      cache.set(known, made);
      return made;
    },
    processor(type) {
      const payments = deps.config.payments;
      if (type === 'card') return services.provider(payments.provider);
      if (payments.paypalClientId) return services.provider('paypal');
      // The sandbox plays PayPal only while the sandbox is the card provider too: never next to real payments.
      if (payments.provider === 'sandbox') return services.provider('sandbox-paypal');
      throw new ApiError(400, 'PayPal is not available. Please pay by card.', 'PAYPAL_NOT_AVAILABLE');
    },
    vatRegistry: deps.config.payments.viesUrl ? viesRegistry(deps.config.payments.viesUrl) : checksumOnlyRegistry,
    secrets() {
      if (!secrets) {
        // A failed load (the database away) is tried again by the next caller.
        secrets = loadBillingSecrets(deps.db, deps.config.payments).catch((err: unknown) => {
          secrets = null;
          throw err;
        });
      }
      return secrets;
    },
  };
  byDeps.set(deps, services);
  return services;
}

function makeProvider(id: ProviderId, services: BillingServices): PaymentProvider {
  const payments = services.deps.config.payments;
  switch (id) {
    case 'sandbox':
    case 'sandbox-paypal':
      // With real payments configured the sandbox is off: its test cards would give everything away.
      if (payments.provider !== 'sandbox') throw new ProviderError('The payment sandbox is off (PAYMENT_PROVIDER is not sandbox).');
      return createSandboxProvider(services, id);
    case 'stripe':
      if (!payments.stripeSecretKey || !payments.stripeWebhookSecret) throw new ProviderError('Stripe is not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).');
      return createStripeProvider({ secretKey: payments.stripeSecretKey, webhookSecret: payments.stripeWebhookSecret, apiBase: payments.stripeApiBase });
    case 'paypal':
      if (!payments.paypalClientId || !payments.paypalClientSecret || !payments.paypalWebhookId) {
        throw new ProviderError('PayPal is not configured (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID).');
      }
      return createPaypalProvider({
        clientId: payments.paypalClientId, clientSecret: payments.paypalClientSecret, webhookId: payments.paypalWebhookId,
        apiBase: payments.paypalApiBase, db: services.deps.db,
      });
    default:
      throw new ProviderError(`Unknown payment provider "${String(id)}".`);
  }
}

/** Runs `fn` in one transaction (the Db type of both drivers). */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** The processor type a provider shows as. */
export function processorTypeOf(provider: string): ProcessorType {
  return provider === 'paypal' || provider === 'sandbox-paypal' ? 'paypal' : 'card';
}
