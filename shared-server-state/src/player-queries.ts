import { queryOptions } from '@tanstack/react-query';
import { playersClient } from 'shared-api';
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
    meta: { refreshOn: ['balance.changed'] },
  });
