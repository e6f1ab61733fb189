import { useCallback, useMemo } from 'react';
import { couponsClient, toProviderError } from 'shared-api';
import type { CouponDetails, PublicCoupon } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { couponDetailsQuery, getQueryClient, publicQueryKey, queryOptions, useServerQuery } from 'shared-server-state';
import { sortCoupons, type CardCoupon } from './coupon-rules';
import { checkFirstScreenCoupons, firstScreenCoupons, firstScreenCouponsShown } from './promotions-first-screen';

export type PromotionsData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; coupons: CardCoupon[]; balance: number | undefined; activeCouponCode: string | null; activeAwaitingDeposit: boolean };

const visitorData = (coupons: ReadonlyArray<PublicCoupon>): PromotionsData => ({
  status: 'ready',
  coupons: sortCoupons(coupons, 'visitor'),
  balance: undefined,
  activeCouponCode: null,
  activeAwaitingDeposit: false,
});

const playerData = (details: CouponDetails): PromotionsData => ({
  status: 'ready',
  coupons: sortCoupons(details.coupons, 'player'),
  balance: details.balance,
  activeCouponCode: details.active_coupon,
  activeAwaitingDeposit: details.player_coupon_status === 'requested',
});

/** GET the default promotions every visitor sees. */
export const publicCouponsQuery = () =>
  queryOptions({
    queryKey: publicQueryKey('public-coupons'),
    queryFn: () => couponsClient.publicCoupons(),
    // A visitor's first screen rendered by the server starts from the coupons it was rendered with,
    // read moments ago: not asked for again (docs/decisions/011).
    initialData: () => {
      const coupons = firstScreenCoupons();
      firstScreenCouponsShown();
      // Coupons that do not hold to the contract are asked for again.
      if (coupons) checkFirstScreenCoupons(coupons, () => void getQueryClient().invalidateQueries({ queryKey: publicQueryKey('public-coupons') }));
      return coupons;
    },
    staleTime: 60_000,
  });

/**
 * The cards' coupons: the default promotions for a visitor, the player's coupon details otherwise
 * (the cashier's answer, from the one server-state cache). Read again when the coupon or the
 * balance changes (a redeem, cancel, deposit or game round).
 */
export function usePromotions(player: PlayerIdentity | null): { data: PromotionsData; reload: () => void } {
  const visitor = useServerQuery({ ...publicCouponsQuery(), enabled: player === null });
  const mine = useServerQuery({ ...couponDetailsQuery(player ?? { playerId: 0, sessionKey: '', login: '' }), enabled: player !== null });
  const shown = player ? mine : visitor;
  const { refetch, error } = shown;
  const reload = useCallback(() => void refetch(), [refetch]);
  // The same answer gives the same cards (the page's effects follow them): derived once per answer.
  const data = useMemo((): PromotionsData => {
    if (player && mine.data) return playerData(mine.data);
    if (!player && visitor.data) return visitorData(visitor.data);
    if (error) return { status: 'error', message: toProviderError(error).message };
    return { status: 'loading' };
  }, [player, mine.data, visitor.data, error]);
  return { data, reload };
}
