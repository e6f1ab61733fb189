import { useCallback } from 'react';
import { verificationClient } from 'shared-api';
import type { VerificationState } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { getQueryClient, playerDetailsQuery, playerQueryKey, useServerQuery } from 'shared-server-state';
import { useLoaded, type Loaded } from '../responsible-gaming/use-provider-load';

/** While a host reviews a document the page asks again this often, so their decision shows without a reload. */
export const REVIEW_POLL_MS = 30_000;

const NO_PLAYER = { playerId: 0, sessionKey: '' };

/**
 * GET …/verification for the logged-in player, read whenever the page opens, and a way to put in
 * the state a submit or an upload answered.
 */
export function useVerification(player: PlayerIdentity | null): { load: Loaded<VerificationState>; retry: () => void; replace: (state: VerificationState) => void } {
  const queryKey = playerQueryKey(player ?? NO_PLAYER, 'verification');
  const { load, retry } = useLoaded(useServerQuery({
    queryKey,
    queryFn: () => verificationClient.state(player?.playerId ?? 0),
    enabled: player !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'in-review' ? REVIEW_POLL_MS : false),
  }));
  const replace = useCallback((state: VerificationState) => {
    if (!player) return;
    const client = getQueryClient();
    client.setQueryData(playerQueryKey(player, 'verification'), state);
    // A verified player may leave the "Unverified" class: the player details are read again.
    if (state.status === 'verified') void client.invalidateQueries({ queryKey: playerDetailsQuery(player).queryKey });
  }, [player]);
  return { load, retry, replace };
}
