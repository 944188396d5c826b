/**
 * Signatures of the sandbox's webhooks: `Sandbox-Signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256(secret, `${t}.${body}`), the scheme Stripe uses. A signature older or newer than the
 * replay window is refused, so a captured webhook cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './types';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const REPLAY_WINDOW_SECONDS = 300;

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function signSandboxPayload(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function verifySandboxSignature(secret: string, body: string, header: string | undefined, now: Date): void {
  if (!header) throw new WebhookSignatureError('The webhook has no signature.');
  const parts = new Map(header.split(',').map((p) => {
    const i = p.indexOf('=');
    return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
  }));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || !v1) throw new WebhookSignatureError('The webhook signature is malformed.');
  if (Math.abs(now.getTime() / 1000 - t) > REPLAY_WINDOW_SECONDS) throw new WebhookSignatureError('The webhook signature is outside the replay window.');
  if (!safeEqualHex(v1, hmacHex(secret, `${t}.${body}`))) throw new WebhookSignatureError('The webhook signature does not match.');
}
