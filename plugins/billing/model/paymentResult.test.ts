import { describe, expect, it } from 'vitest';
import { ORDER_POLL, paymentOutcomeOf } from './paymentResult';

const outcome = (query: string) => paymentOutcomeOf(new URLSearchParams(query));

describe('paymentOutcomeOf', () => {
  it('answers a success or processing page without an invoice id with null', () => {
    expect(outcome('paymentFeedback=true&status=success')).toEqual({ status: 'success', invoiceId: null });
    expect(outcome('paymentFeedback=true&status=processing')).toEqual({ status: 'processing', orderId: null });
  });

  it('answers a failure without a message with an empty message', () => {
    expect(outcome('status=failed')).toEqual({ status: 'failed', message: '' });
  });

  it('decodes the message of a failure', () => {
    expect(outcome('status=failed&message=Karte+abgelehnt%3A+%C3%BCberzogen')).toEqual({ status: 'failed', message: 'Karte abgelehnt: überzogen' });
  });

  it('treats an unknown or differently written status as unknown', () => {
    expect(outcome('status=SUCCESS&invoiceId=1')).toEqual({ status: 'unknown' });
    expect(outcome('status=paid')).toEqual({ status: 'unknown' });
    expect(outcome('invoiceId=RS-2026-000001')).toEqual({ status: 'unknown' });
  });

  it('keeps nothing but the status for a cancelled payment', () => {
    expect(outcome('status=cancelled&invoiceId=abc&message=x')).toEqual({ status: 'cancelled' });
  });
});

describe('ORDER_POLL', () => {
  it('polls a processing order for up to 5 minutes (document 3: processed within minutes, up to 5)', () => {
    expect(ORDER_POLL.maxMs).toBe(5 * 60 * 1000);
    expect(ORDER_POLL.intervalMs).toBeGreaterThan(0);
    expect(ORDER_POLL.intervalMs).toBeLessThan(ORDER_POLL.maxMs);
  });
});
