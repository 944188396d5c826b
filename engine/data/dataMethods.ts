import type { DataProvider } from './dataProvider';

/**
 * A plugin's own calls, declared once and built on the provider's generic `request` and
 * `getMany`, so that every call passes the same decorators (credentials, error catalogue with
 * its 401/403 handling, caches, batching, logging). The methods come back bound to the app's
 * provider: `methods.of(data)` (one object per provider, so a cache it holds lives as long as the
 * provider) or `useDataMethods(methods)` in a component (engine/ui/useDataMethods.ts).
 * react-admin's custom methods are the model: the provider carries the calls, not the screens.
 *
 * @example
 * export const billingMethods = defineDataMethods('billing', (data) => ({
 *   price: (sku: string) => data.request<PriceQuote>(`/price?sku=${encodeURIComponent(sku)}`),
 * }));
 * const quote = await billingMethods.of(data).price('premium');
 */
export interface DataMethods<M> {
  readonly name: string;
  of(data: DataProvider): M;
}

export function defineDataMethods<M extends object>(name: string, build: (data: DataProvider) => M): DataMethods<M> {
  const bound = new WeakMap<DataProvider, M>();
  return {
    name,
    of(data) {
      let methods = bound.get(data);
      if (!methods) {
        methods = build(data);
        bound.set(data, methods);
      }
      return methods;
    },
  };
}
