import { useCallback, useEffect, useRef, useState } from 'react';
import { couponsClient, toProviderError } from 'shared-api';
import type { PlayerIdentity } from 'shared-events';
import { useBusEvent } from 'shared-ui';
import type { PublicCoupon } from 'shared-contract';
import { sortCoupons, type CardCoupon } from './coupon-rules';
import { firstScreenCoupons, firstScreenCouponsShown } from './promotions-first-screen';

export type PromotionsData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; coupons: CardCoupon[]; balance: number | undefined; activeCouponCode: string | null; activeAwaitingDeposit: boolean };

const visitorData = (coupons: PublicCoupon[]): PromotionsData => ({
  status: 'ready',
  coupons: sortCoupons(coupons, 'visitor'),
  balance: undefined,
  activeCouponCode: null,
  activeAwaitingDeposit: false,
});

/**
 * The cards' coupons: the default promotions for a visitor, the player's coupon details
 * otherwise. Reloaded when the coupon or the balance changes (a redeem, cancel, deposit or game round).
 */
export function usePromotions(player: PlayerIdentity | null): { data: PromotionsData; reload: () => void } {
  // A visitor's first screen rendered by the server starts from the coupons it was rendered with.
  const [data, setData] = useState<PromotionsData>(() => {
    const coupons = player ? undefined : firstScreenCoupons();
    return coupons ? visitorData(coupons) : { status: 'loading' };
  });
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
      : couponsClient.publicCoupons().then(visitorData);
    load.then(
      (next) => { if (id === request.current) setData(next); },
      (error: unknown) => { if (id === request.current) setData({ status: 'error', message: toProviderError(error).message }); },
    );
  }, [pid, login]);

  useEffect(() => {
    // The server has just read a visitor's coupons for this page; a player's are read now.
    const shownFromFirstScreen = pid === undefined && firstScreenCoupons() !== undefined;
    firstScreenCouponsShown();
    if (shownFromFirstScreen) return;
    setData({ status: 'loading' });
    reload();
  }, [reload, pid]);

  useBusEvent('coupon.changed', reload);
  // The balance fact is replayed on subscribe; only a balance other than the one shown reloads.
  const shownBalance = data.status === 'ready' ? data.balance : undefined;
  useBusEvent('balance.changed', ({ balance }) => {
    if (pid !== undefined && shownBalance !== undefined && Math.abs(balance - shownBalance) >= 0.005) reload();
  });
  return { data, reload };
}
