import type { PlayerIdentity } from 'shared-events';
import { useBusState } from './event-bus-context';

/** The logged-in player, or null for a visitor (also before the host has published a session). */
export function usePlayer(): PlayerIdentity | null {
  const session = useBusState('session.changed');
  return session?.status === 'authenticated' ? session.player : null;
}
