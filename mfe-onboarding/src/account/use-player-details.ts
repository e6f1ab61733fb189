import { useCallback } from 'react';
import type { PlayerData } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { getQueryClient, playerDetailsQuery, useServerQuery } from 'shared-server-state';
import { playerTextFor } from '../onboarding/error-texts';

export type PlayerDetailsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; details: PlayerData };

/**
 * GET /937/players/{pid} for the logged-in player, from the page's one server-state cache (the
 * lobby and the cashier read the same answer), with a way to replace it after an update.
 */
export function usePlayerDetails(player: PlayerIdentity | null): [PlayerDetailsState, (details: PlayerData) => void, () => void] {
  const query = useServerQuery({ ...playerDetailsQuery(player ?? { playerId: 0, sessionKey: '' }), enabled: player !== null });
  const replace = useCallback((details: PlayerData) => {
    if (player) getQueryClient().setQueryData(playerDetailsQuery(player).queryKey, details);
  }, [player]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state: PlayerDetailsState = query.data
    ? { status: 'ready', details: query.data }
    : query.isError ? { status: 'error', message: playerTextFor(query.error) } : { status: 'loading' };
  return [state, replace, retry];
}
