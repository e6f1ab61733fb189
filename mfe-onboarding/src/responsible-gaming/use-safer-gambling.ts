import { useCallback } from 'react';
import { saferGamblingClient } from 'shared-api';
import type { SaferGamblingState } from 'shared-contract';
import type { SaferGamblingChangedFact } from 'shared-events';
import { useEventBus } from 'shared-ui';
import { useProviderLoad, type Loaded } from './use-provider-load';

export interface SaferGambling {
  load: Loaded<SaferGamblingState>;
  retry: () => void;
  /**
   * Asks the provider for a change and shows the state it answers with; then tells the host and the
   * cashier to read it again. A failure is thrown to the form that asked.
   */
  change: (call: (pid: number) => Promise<SaferGamblingState>, reason: SaferGamblingChangedFact['reason']) => Promise<SaferGamblingState>;
}

/** The logged-in player's safer-gambling state (GET …/safer-gambling) and the way to change it. */
export function useSaferGambling(): SaferGambling {
  const bus = useEventBus();
  const { load, replace, retry, playerId } = useProviderLoad(saferGamblingClient.state, 'state');
  const change = useCallback<SaferGambling['change']>(async (call, reason) => {
    if (playerId === undefined) throw new Error('Log in to change your limits.');
    const state = await call(playerId);
    replace(state);
    bus.emit('safergambling.changed', { reason });
    return state;
  }, [playerId, bus, replace]);
  return { load, retry, change };
}
