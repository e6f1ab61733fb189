import type { PlayerIdentity } from 'shared-events';

/**
 * A key of one player's answer: the endpoint and its parameters under the player and the session,
 * so an answer read for one session is never shown in the next, and a session change drops them all.
 */
export type PlayerQueryKey = readonly ['player', number, string, string, ...unknown[]];

/** A key of an answer every visitor gets alike (the games list, the public jackpot). */
export type PublicQueryKey = readonly ['public', string, ...unknown[]];

/** The key of `endpoint` (with `parameters`) for this player's session. */
export const playerQueryKey = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>, endpoint: string, ...parameters: unknown[]): PlayerQueryKey =>
  ['player', player.playerId, player.sessionKey, endpoint, ...parameters];

/** The key of `endpoint` (with `parameters`) as every visitor reads it. */
export const publicQueryKey = (endpoint: string, ...parameters: unknown[]): PublicQueryKey => ['public', endpoint, ...parameters];

/** Whether a key belongs to a player's session other than `current` (null: a visitor). */
export function belongsToAnotherSession(queryKey: ReadonlyArray<unknown>, current: Pick<PlayerIdentity, 'playerId' | 'sessionKey'> | null): boolean {
  if (queryKey[0] !== 'player') return false;
  return current === null || queryKey[1] !== current.playerId || queryKey[2] !== current.sessionKey;
}
