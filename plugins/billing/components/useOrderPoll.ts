import { useEffect, useState } from 'react';
import { useBilling } from '../api/BillingApiContext';
import type { OrderStatus } from '../../../contracts';
import { ORDER_POLL } from '../model/paymentResult';

export type OrderPoll =
  | { state: 'waiting' }
  | { state: 'done'; order: OrderStatus }
  | { state: 'timeout' };

/**
 * Asks GET /api/orders/{id} until the order is no longer pending (the provider's webhook is due
 * within minutes), every 2 s for at most 5 minutes. A null id polls nothing.
 */
export function useOrderPoll(orderId: string | null): OrderPoll {
  const { api } = useBilling();
  const [result, setResult] = useState<{ id: string; poll: OrderPoll } | null>(null);
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async (): Promise<void> => {
      try {
        const order = await api.order(orderId);
        if (!live) return;
        if (order.status !== 'pending') {
          setResult({ id: orderId, poll: { state: 'done', order } });
          return;
        }
      } catch {
        // Asked again below; a lasting failure ends in the timeout.
      }
      if (!live) return;
      if (Date.now() - started >= ORDER_POLL.maxMs) setResult({ id: orderId, poll: { state: 'timeout' } });
      else timer = setTimeout(() => void ask(), ORDER_POLL.intervalMs);
    };
    void ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [api, orderId]);
  return result && result.id === orderId ? result.poll : { state: 'waiting' };
}
