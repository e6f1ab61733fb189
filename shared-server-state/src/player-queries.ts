import { queryOptions } from '@tanstack/react-query';
import { couponsClient, playersClient, saferGamblingClient } from 'shared-api';
import type { PlayerIdentity } from 'shared-events';
import { playerQueryKey } from './query-keys';

/**
 * GET /937/players/{pid}: the player's details (class, first deposit, profile, the cashier
 * credential), read once per session for every remote and again after a balance change, since a
 * deposit changes the first-deposit flag and may change the class.
 */
export const playerDetailsQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'player-data'),
    queryFn: () => playersClient.playerData(player.playerId),
    // Read again whenever a page that shows them opens (My Account's tabs, the cashier): the page
    // shows the last answer meanwhile, and a change made elsewhere is never missed.
    staleTime: 0,
    meta: { refreshOn: ['balance.changed'] },
  });

/**
 * GET the player's coupon details (the active coupon, those a deposit can carry, the balance they
 * were read with): one answer for the cashier and the promotions page. Read again when the coupon
 * or the balance changes (a redeem, a cancel, a deposit, a round).
 */
export const couponDetailsQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey' | 'login'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'coupon-details'),
    queryFn: () => couponsClient.couponDetails(player.playerId, player.login),
    meta: { refreshOn: ['coupon.changed', 'balance.changed'] },
  });

/**
 * GET the player's safer-gambling state (limits, what they allow, the reality check): one answer
 * for My Account and the cashier. Read again after a change of the tools, or of the balance (a
 * deposit or a loss uses up a limit).
 */
export const saferGamblingStateQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'safer-gambling'),
    queryFn: () => saferGamblingClient.state(player.playerId),
    meta: { refreshOn: ['safergambling.changed', 'balance.changed'] },
  });
