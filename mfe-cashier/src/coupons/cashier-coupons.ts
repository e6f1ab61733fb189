import { useEffect } from 'react';
import { toProviderError } from 'shared-api';
import type { CouponDetails } from 'shared-contract';
import type { CouponChangedFact, EventBus, PlayerIdentity } from 'shared-events';
import { couponDetailsQuery, getQueryClient, keepAnswer, useServerQuery } from 'shared-server-state';
import { useBusEvent, useEventBus } from 'shared-ui';

export type CouponsState =
  | { status: 'loading'; details?: CouponDetails }
  | { status: 'ready'; details: CouponDetails }
  | { status: 'error'; message: string };

const factOf = (details: CouponDetails): CouponChangedFact => ({
  activeCouponCode: details.active_coupon,
  awaitingDeposit: details.player_coupon_status === 'requested',
});

const sameFact = (a: CouponChangedFact, b: CouponChangedFact) => a.activeCouponCode === b.activeCouponCode && a.awaitingDeposit === b.awaitingDeposit;

// What the site last heard of the active coupon, from this remote or another: a read that finds it
// changed (a coupon the provider removed, say) tells the others, and a read after another remote's
// `coupon.changed` is not announced back.
let lastHeard: { playerId: number; fact: CouponChangedFact } | null = null;

function announceIfChanged(bus: EventBus, player: PlayerIdentity, details: CouponDetails, always: boolean): void {
  const fact = factOf(details);
  const known = lastHeard?.playerId === player.playerId ? lastHeard.fact : null;
  lastHeard = { playerId: player.playerId, fact };
  if (always || (known !== null && !sameFact(known, fact))) bus.emit('coupon.changed', fact);
}

/**
 * Reads the player's coupons again now (after a redeem or a deposit) and tells the site about the
 * active coupon: always when `announce`, otherwise only if it changed.
 */
export async function readCouponsAgain(bus: EventBus, player: PlayerIdentity, announce: boolean): Promise<void> {
  const query = couponDetailsQuery(player);
  const details = await getQueryClient().fetchQuery({ ...query, staleTime: 0 }).catch(() => null);
  if (!details) return;
  announceIfChanged(bus, player, details, announce);
  await keepAnswer(query.queryKey, details);
}

/** The player's coupon details from the one server-state cache (the promotions page reads the same answer). */
export function useCashierCoupons(player: PlayerIdentity | null): { coupons: CouponsState; retry: () => void } {
  const bus = useEventBus();
  const query = useServerQuery({ ...couponDetailsQuery(player ?? { playerId: 0, sessionKey: '', login: '' }), enabled: player !== null });
  useBusEvent('coupon.changed', (fact) => {
    if (player) lastHeard = { playerId: player.playerId, fact };
  });
  const { data } = query;
  useEffect(() => {
    if (data && player) announceIfChanged(bus, player, data, false);
  }, [bus, player, data]);
  const retry = () => void query.refetch();
  if (query.isError && !data) return { coupons: { status: 'error', message: toProviderError(query.error).message }, retry };
  if (data && !query.isFetching) return { coupons: { status: 'ready', details: data }, retry };
  return { coupons: { status: 'loading', details: data }, retry };
}
