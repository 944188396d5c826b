/**
 * The payment settings of server/config.ts (README.md lists the variables): the sandbox provider
 * by default; Stripe and PayPal when their keys are set.
 */
export type PaymentProviderId = 'sandbox' | 'sandbox-paypal' | 'stripe' | 'paypal';

export interface PaymentConfig {
  /** The card provider behind the card calls: sandbox (default) or stripe. */
  provider: 'sandbox' | 'stripe';
  /**
   * SANDBOX_WEBHOOK_SECRET, which signs the sandbox's webhooks and links (HMAC-SHA256); unset: a
   * random secret generated once per installation and kept in the database (secrets.ts).
   */
  sandboxWebhookSecret: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Handed to the client for Stripe Elements (the embedded card form). */
  stripePublishableKey: string | undefined;
  /** Where the Stripe SDK sends its requests (tests point it at a local fake); unset: api.stripe.com. */
  stripeApiBase: string | undefined;
  /** The VIES REST service that confirms EU VAT ids (issue 29); unset: format and check digits only. */
  viesUrl: string | undefined;
  paypalClientId: string | undefined;
  paypalClientSecret: string | undefined;
  paypalWebhookId: string | undefined;
  paypalApiBase: string;
  /** The morning check (renewals, expiry) runs daily at this hour in this time zone. */
  dailyCheckHour: number;
  dailyCheckTimeZone: string;
}

/** A shorter SANDBOX_WEBHOOK_SECRET is refused: it could be guessed. */
export const MIN_SANDBOX_SECRET_LENGTH = 16;

export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const provider = (env.PAYMENT_PROVIDER || 'sandbox').toLowerCase();
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new Error(`PAYMENT_PROVIDER (the card provider) must be sandbox or stripe, got "${env.PAYMENT_PROVIDER}"; PayPal is enabled by PAYPAL_CLIENT_ID`);
  }
  if (provider === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const sandboxSecret = env.SANDBOX_WEBHOOK_SECRET || undefined;
  if (sandboxSecret !== undefined && sandboxSecret.length < MIN_SANDBOX_SECRET_LENGTH) {
    throw new Error(`SANDBOX_WEBHOOK_SECRET must be at least ${MIN_SANDBOX_SECRET_LENGTH} characters; leave it unset to have a random one kept in the database`);
  }
  const hour = Number(env.BILLING_CHECK_HOUR ?? '6');
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`BILLING_CHECK_HOUR must be 0 to 23, got "${env.BILLING_CHECK_HOUR}"`);
  return {
    provider,
    sandboxWebhookSecret: sandboxSecret,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    viesUrl: env.VIES_URL || undefined,
    paypalClientId: env.PAYPAL_CLIENT_ID || undefined,
    paypalClientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
    paypalWebhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    paypalApiBase: (env.PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com').replace(/\/+$/, ''),
    dailyCheckHour: hour,
    dailyCheckTimeZone: env.BILLING_CHECK_TZ || 'Europe/Berlin',
  };
}
