import { useCallback } from 'react';
import type { SaferGamblingState } from 'shared-contract';
import type { SaferGamblingChangedFact } from 'shared-events';
import { keepAnswer, saferGamblingStateQuery, useServerQuery } from 'shared-server-state';
import { useEventBus, usePlayer } from 'shared-ui';
import { useLoaded, type Loaded } from './use-provider-load';

export interface SaferGambling {
  load: Loaded<SaferGamblingState>;
  retry: () => void;
  /**
   * Asks the provider for a change and shows the state it answers with; then tells the host and the
   * cashier to read it again. A failure is thrown to the form that asked.
   */
  change: (call: (pid: number) => Promise<SaferGamblingState>, reason: SaferGamblingChangedFact['reason']) => Promise<SaferGamblingState>;
}

/** The logged-in player's safer-gambling state (GET …/safer-gambling, from the one server-state cache) and the way to change it. */
export function useSaferGambling(): SaferGambling {
  const bus = useEventBus();
  const player = usePlayer();
  const { load, retry } = useLoaded(useServerQuery({ ...saferGamblingStateQuery(player ?? { playerId: 0, sessionKey: '' }), enabled: player !== null }));
  const change = useCallback<SaferGambling['change']>(async (call, reason) => {
    if (!player) throw new Error('Log in to change your limits.');
    const state = await call(player.playerId);
    const { queryKey } = saferGamblingStateQuery(player);
    bus.emit('safergambling.changed', { reason });
    // The provider's answer is the state now.
    await keepAnswer(queryKey, state);
    return state;
  }, [player, bus]);
  return { load, retry, change };
}
