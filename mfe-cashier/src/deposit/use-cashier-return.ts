import { useEffect } from 'react';
import type { PlayerIdentity } from 'shared-events';
import { useEventBus } from 'shared-ui';
import { getDepositState, markReturned, refreshAfterCashier, RETURN_SIGNAL_KEY } from './deposit-store';

/**
 * While a deposit is in progress, coming back to this tab (visibility, focus) reads balance and
 * coupons again; the RedirectURL landing page in the cashier tab says the deposit is over.
 */
export function useCashierReturn(player: PlayerIdentity | null): void {
  const bus = useEventBus();
  useEffect(() => {
    if (!player) return undefined;
    const comeBack = () => {
      if (document.visibilityState === 'hidden' || getDepositState().phase.kind !== 'in-progress') return;
      void refreshAfterCashier(bus, player);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === RETURN_SIGNAL_KEY && event.newValue) markReturned(bus, player);
    };
    document.addEventListener('visibilitychange', comeBack);
    window.addEventListener('focus', comeBack);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', comeBack);
      window.removeEventListener('focus', comeBack);
      window.removeEventListener('storage', onStorage);
    };
  }, [bus, player]);
}
