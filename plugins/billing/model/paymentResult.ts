/**
 * The outcome pages of a checkout (docs/api.md, "Checkout answers"): the server's return call
 * sends the browser to /payment-result (or the page the client named) with
 * `paymentFeedback=true&status=success|processing&invoiceId=…`, `status=failed&message=…` or
 * `status=cancelled`.
 */
export type PaymentOutcome =
  | { status: 'success'; invoiceId: string | null }
  | { status: 'processing'; orderId: string | null }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' }
  | { status: 'unknown' };

export function paymentOutcomeOf(params: URLSearchParams): PaymentOutcome {
  const status = params.get('status');
  const invoiceId = params.get('invoiceId');
  switch (status) {
    case 'success': return { status, invoiceId };
    case 'processing': return { status, orderId: invoiceId };
    case 'failed': return { status, message: params.get('message') ?? '' };
    case 'cancelled': return { status };
    default: return { status: 'unknown' };
  }
}

/** How often and how long a processing order is polled (GET /orders/{id}): the webhook is due within minutes. */
export const ORDER_POLL = { intervalMs: 2000, maxMs: 5 * 60 * 1000 } as const;
