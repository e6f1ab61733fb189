import { useCallback, useEffect, useState } from 'react';
import type { PlayerIdentity } from 'shared-events';
import { playersClient } from 'shared-api';
import type { PlayerData } from 'shared-contract';
import { playerTextFor } from '../onboarding/error-texts';

export type PlayerDetailsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; details: PlayerData };

/** GET /937/players/{pid} for the logged-in player, with a way to replace it after an update. */
export function usePlayerDetails(player: PlayerIdentity | null): [PlayerDetailsState, (details: PlayerData) => void, () => void] {
  const [state, setState] = useState<PlayerDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const playerId = player?.playerId;
  // A new session (another login) reads the details again.
  const token = player?.sessionToken;
  useEffect(() => {
    if (playerId === undefined) return undefined;
    let current = true;
    setState({ status: 'loading' });
    playersClient.playerData(playerId).then(
      (details) => current && setState({ status: 'ready', details }),
      (error: unknown) => current && setState({ status: 'error', message: playerTextFor(error) }),
    );
    return () => {
      current = false;
    };
  }, [playerId, token, attempt]);
  const replace = useCallback((details: PlayerData) => setState({ status: 'ready', details }), []);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, replace, retry];
}
