import { useCallback, useEffect, useRef, useState } from 'react';
import { couponsClient, toProviderError } from 'shared-api';
import type { PlayerIdentity } from 'shared-events';
import { useBusEvent } from 'shared-ui';
import { sortCoupons, type CardCoupon } from './coupon-rules';

export type PromotionsData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; coupons: CardCoupon[]; balance: number | undefined; activeCouponCode: string | null; activeAwaitingDeposit: boolean };

/**
 * The cards' coupons: the default promotions for a visitor, the player's coupon details
 * otherwise. Reloaded when the coupon or the balance changes (a redeem, cancel, deposit or game round).
 */
export function usePromotions(player: PlayerIdentity | null): { data: PromotionsData; reload: () => void } {
  const [data, setData] = useState<PromotionsData>({ status: 'loading' });
  const request = useRef(0);
  const pid = player?.playerId;
  const login = player?.login;

  const reload = useCallback(() => {
    const id = ++request.current;
    const load = pid !== undefined && login !== undefined
      ? couponsClient.couponDetails(pid, login).then((details) => ({
          status: 'ready' as const,
          coupons: sortCoupons(details.coupons, 'player'),
          balance: details.balance,
          activeCouponCode: details.active_coupon,
          activeAwaitingDeposit: details.player_coupon_status === 'requested',
        }))
      : couponsClient.publicCoupons().then((coupons) => ({
          status: 'ready' as const,
          coupons: sortCoupons(coupons, 'visitor'),
          balance: undefined,
          activeCouponCode: null,
          activeAwaitingDeposit: false,
        }));
    load.then(
      (next) => { if (id === request.current) setData(next); },
      (error: unknown) => { if (id === request.current) setData({ status: 'error', message: toProviderError(error).message }); },
    );
  }, [pid, login]);

  useEffect(() => {
    setData({ status: 'loading' });
    reload();
  }, [reload]);

  useBusEvent('coupon.changed', reload);
  // The balance fact is replayed on subscribe; only a balance other than the one shown reloads.
  const shownBalance = data.status === 'ready' ? data.balance : undefined;
  useBusEvent('balance.changed', ({ balance }) => {
    if (pid !== undefined && shownBalance !== undefined && Math.abs(balance - shownBalance) >= 0.005) reload();
  });
  return { data, reload };
}
