import { useCallback } from 'react';
import { useEngine } from '../../../engine/ui';
import { useBilling } from '../api/BillingApiContext';
import { setBalances } from '../session/balances';

/**
 * Loads the user object and the balances again after a purchase or a cancellation, so that the
 * header, the sidebar and the tables follow at once; a failure leaves the session as it is (the
 * next sign-in or heartbeat brings the change).
 */
export function useAccountRefresh(): () => Promise<void> {
  const { session } = useEngine();
  const { api } = useBilling();
  return useCallback(async () => {
    const [user, balance] = await Promise.allSettled([api.userData(), api.userBalance()]);
    if (user.status === 'fulfilled') session.setUser(user.value);
    if (balance.status === 'fulfilled') setBalances(session, balance.value);
  }, [api, session]);
}
