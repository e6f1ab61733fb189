import { providerClientFor } from './provider-client-for';

/** The parts of a redeemed coupon a quick link needs. */
export interface RedeemedCoupon {
  coupon_code?: string;
  reward_type?: string;
  redeem_type?: string | number;
  player_coupon_status?: string;
  playthrough_details?: { awaiting_deposit?: boolean };
  message?: string;
}

/** SPEC §4: a 'requested' coupon waits for a deposit. */
export const awaitsDeposit = (coupon: RedeemedCoupon): boolean =>
  coupon.player_coupon_status === 'requested' || coupon.playthrough_details?.awaiting_deposit === true;

/** POST /937/v2/players/{pid}/coupons?login=&couponCode=&redeem=true */
export async function redeemCoupon(playerId: number, login: string, couponCode: string, sessionToken?: string): Promise<RedeemedCoupon> {
  const { data } = await providerClientFor(sessionToken).post<RedeemedCoupon>(`/937/v2/players/${playerId}/coupons`, null, {
    params: { login, couponCode: couponCode.toUpperCase(), redeem: true },
  });
  return data;
}
