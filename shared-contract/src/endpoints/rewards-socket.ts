import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';
import { Coupon } from './coupons';

/**
 * The rewards websocket (SPEC §7 Websocket): GET /ws?ticket=<one-time ticket>. Browsers cannot
 * set headers on a websocket, and a session token in a URL ends up in logs and histories, so the
 * socket takes a ticket from {@link rewardsSocketEndpoints.ticket} (asked for with the session
 * header): it works once, for `expires_in` seconds (its path is `REWARDS_SOCKET_PATH` of constants.ts).
 * The socket's messages are declared here as schemas.
 */

/** A one-time ticket for the rewards socket. */
export const RewardsSocketTicket = Type.Object({ ticket: Type.String(), expires_in: Type.Integer() });
export type RewardsSocketTicket = Static<typeof RewardsSocketTicket>;

export const rewardsSocketEndpoints = {
  /** POST with the session header: a ticket that opens the rewards socket once, for this player. */
  ticket: endpoint('POST', '/937/player/:pid/rewards/socket-ticket', { params: PidParams, response: RewardsSocketTicket }, { auth: 'player' }),
};

/** Sent by the site after login: asks for the daily reward. The session token decides the player. */
export const CheckLoginMessage = Type.Object({
  action: Type.Literal('checklogin'),
  casinoid: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  login: Type.Optional(Type.String()),
  /** When given, it must be the session's player. */
  player_id: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  class_name: Type.Optional(Type.String()),
});
export type CheckLoginMessage = Static<typeof CheckLoginMessage>;

/** SPEC §3 Daily login reward: today's reward coupon (its `expiry` is the end of the UTC day) and whether it is redeemed. */
export const DailyRewardState = Type.Object({
  coupon: Coupon,
  /** 1 when today's reward is redeemed. */
  redeemed: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type DailyRewardState = Static<typeof DailyRewardState>;

/** The answer to `checklogin`: the session's player and the daily reward. */
export const CheckLoginAnswer = Type.Composite([
  Type.Object({ action: Type.Literal('checklogin'), player_id: Type.Integer(), login: Type.String() }),
  DailyRewardState,
]);
export type CheckLoginAnswer = Static<typeof CheckLoginAnswer>;

/**
 * A failure on the socket: `action` is 'checklogin' when that request failed, 'error' for an
 * expired session (the socket then closes with 4401) or a message the provider cannot read.
 */
export const RewardsSocketError = Type.Object({
  action: Type.Union([Type.Literal('checklogin'), Type.Literal('error')]),
  errorMessage: Type.String(),
});
export type RewardsSocketError = Static<typeof RewardsSocketError>;

/** Every message the provider sends on the rewards socket. */
export const RewardsSocketAnswer = Type.Union([CheckLoginAnswer, RewardsSocketError]);
export type RewardsSocketAnswer = Static<typeof RewardsSocketAnswer>;
