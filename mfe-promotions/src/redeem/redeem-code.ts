import { couponsClient, getRuntimeConfig, toProviderError } from 'shared-api';
import type { PlayerCoupon } from 'shared-contract';
import type { EventBus, PlayerIdentity } from 'shared-events';
import { hasSpins, redeemRouteFor, type CardCoupon } from '../promotions/coupon-rules';
import { ERROR_TEXTS, icmChatMessage } from './error-texts';

/** What a redeem did, for the card or the notice that asked for it. */
export type RedeemOutcome =
  | { kind: 'chat' }
  | { kind: 'cashier' }
  | { kind: 'cashback'; message: string }
  | { kind: 'coupon'; coupon: PlayerCoupon };

/** A failed redeem: the SPEC §8 text for its kind, and the provider's reason. */
export class RedeemError extends Error {
  constructor(readonly text: string, readonly reason: string, readonly status: number | undefined) {
    super(text);
  }
}

export interface RedeemRequest {
  player: PlayerIdentity;
  code: string;
  /** The card's coupon, when the code came from a card. */
  coupon?: CardCoupon;
  /** The code of a coupon awaiting a deposit: it is cancelled first (SPEC §4 Redeeming). */
  awaitingDepositCode?: string | null;
  bus: EventBus;
}

/** Tells everyone the coupon and balance changed (SPEC §4; cashier and lobby listen). */
export function announceCouponChange(bus: EventBus, coupon: { coupon_code: string; player_coupon_status: string; isActive?: boolean } | null): void {
  const active = coupon && coupon.isActive !== false && (coupon.player_coupon_status === 'requested' || coupon.player_coupon_status === 'redeemed');
  bus.emit('coupon.changed', {
    activeCouponCode: active ? coupon.coupon_code : null,
    awaitingDeposit: Boolean(active && coupon.player_coupon_status === 'requested'),
  });
  bus.emit('balance.refresh', {});
}

const newKey = () => `redeem-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** SPEC §4 Redeeming, for a logged-in player: one code, routed by its kind. */
export async function redeemCode({ player, code, coupon, awaitingDepositCode, bus }: RedeemRequest): Promise<RedeemOutcome> {
  const upper = code.trim().toUpperCase();
  const route = redeemRouteFor(upper, coupon);
  if (route === 'chat') {
    bus.emit('chat.open', { message: icmChatMessage(upper) });
    return { kind: 'chat' };
  }
  if (route === 'cashier') {
    bus.emit('cashier.open', {});
    return { kind: 'cashier' };
  }
  const key = newKey();
  if (route === 'cashback') {
    try {
      const answer = await couponsClient.claimCashback(player.playerId, player.login, coupon?.userHash ? { userHash: coupon.userHash } : {}, key);
      announceCouponChange(bus, null);
      return { kind: 'cashback', message: answer.message };
    } catch (error) {
      const failure = toProviderError(error);
      throw new RedeemError(ERROR_TEXTS.cashback, failure.message, failure.status);
    }
  }
  const failureText = coupon && hasSpins(coupon) ? ERROR_TEXTS.spins : ERROR_TEXTS.redeem;
  try {
    if (awaitingDepositCode && awaitingDepositCode.toUpperCase() !== upper) {
      await couponsClient.cancelActiveCoupon(player.playerId);
    }
    if (route === 'reward') {
      const rewarded = await couponsClient.redeemReward(player.playerId, upper, getRuntimeConfig().skinId, key);
      announceCouponChange(bus, rewarded);
      return { kind: 'coupon', coupon: rewarded };
    }
    const answer = await couponsClient.redeemCoupon(player.playerId, player.login, upper, key);
    if ('cashback' in answer && !('coupon_title' in answer)) {
      announceCouponChange(bus, null);
      return { kind: 'cashback', message: answer.message };
    }
    const redeemed = answer as PlayerCoupon;
    announceCouponChange(bus, redeemed);
    return { kind: 'coupon', coupon: redeemed };
  } catch (error) {
    if (error instanceof RedeemError) throw error;
    const failure = toProviderError(error);
    throw new RedeemError(failureText, failure.message, failure.status);
  }
}
