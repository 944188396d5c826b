import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEngine } from '../../../engine/ui';
import { billingMethods, type BillingApi } from './billingApi';

export interface BillingServices {
  api: BillingApi;
  /** Leaves the app for a provider's page (checkout). */
  redirect(url: string): void;
  /**
   * Opens the page `url` resolves to in a new tab (the customer portal). The tab opens at once,
   * while the click still counts as the user's, and is closed again when `url` fails.
   */
  openTab(url: Promise<string>): Promise<void>;
}

const Context = createContext<BillingServices | null>(null);

/** Hands the billing screens their calls (stories and tests pass fakes). */
export function BillingApiProvider({ services, children }: { services: BillingServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

/** The browser's way to open a page in a new tab after an asynchronous answer. */
export async function openTabWhenReady(url: Promise<string>, win: Window = window): Promise<void> {
  const tab = win.open('about:blank', '_blank');
  try {
    const target = await url;
    if (tab) {
      tab.opener = null;
      tab.location.href = target;
    } else {
      win.location.assign(target);
    }
  } catch (err) {
    tab?.close();
    throw err;
  }
}

/** The billing calls: the provided ones, else the server's with the session's credentials. */
export function useBilling(): BillingServices {
  const provided = useContext(Context);
  const { data } = useEngine();
  return useMemo(() => provided ?? {
    api: billingMethods.of(data),
    redirect: (url: string) => window.location.assign(url),
    openTab: (url: Promise<string>) => openTabWhenReady(url),
  }, [provided, data]);
}
