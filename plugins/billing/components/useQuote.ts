import { useCallback, useEffect, useState } from 'react';
import type { PriceQuote } from '../../../contracts';
import type { BillingApi, QuoteOptions } from '../api/billingApi';
import { billingErrorMessage, type BillingMessage } from '../model/billingErrors';
import { fieldRefusal, type QuoteField } from '../model/checkoutFields';
import type { Load } from './useLoad';

export interface QuoteState {
  quote: Load<PriceQuote>;
  /** What the shown quote was asked with; the checkout sends the same. */
  applied: QuoteOptions;
  /** Asks for the quote with `field` set to `value`; the field's message when refused (the quote stays), else null. */
  apply(field: QuoteField, value: string): Promise<BillingMessage | null>;
}

/**
 * The checkout's price (GET /price) and the coupon and VAT id it was asked with. A refused coupon
 * or VAT id keeps the last quote and answers the field's message; the quote shown is always the
 * one the checkout gets.
 */
export function useQuote(api: BillingApi, sku: string): QuoteState {
  const [state, setState] = useState<{ sku: string; quote: Load<PriceQuote>; applied: QuoteOptions }>({ sku, quote: { status: 'loading' }, applied: {} });
  useEffect(() => {
    let live = true;
    api.price(sku).then(
      (data) => { if (live) setState({ sku, quote: { status: 'ready', data }, applied: {} }); },
      (error: unknown) => { if (live) setState({ sku, quote: { status: 'error', error }, applied: {} }); },
    );
    return () => { live = false; };
  }, [api, sku]);

  const { applied } = state;
  const apply = useCallback(async (field: QuoteField, value: string): Promise<BillingMessage | null> => {
    const next: QuoteOptions = { ...applied };
    if (field === 'coupon' && !value) delete next.coupon;
    else next[field] = value;
    try {
      const data = await api.price(sku, next);
      setState((s) => (s.sku === sku ? { sku, quote: { status: 'ready', data }, applied: next } : s));
      return null;
    } catch (err) {
      return fieldRefusal(err)?.message ?? billingErrorMessage(err, 'price');
    }
  }, [api, sku, applied]);

  return { quote: state.sku === sku ? state.quote : { status: 'loading' }, applied: state.sku === sku ? applied : {}, apply };
}
