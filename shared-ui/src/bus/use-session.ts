import type { EventCatalogue, PlayerIdentity } from 'shared-events';
import { useBusSelection } from './event-bus-context';

const playerOf = (session: EventCatalogue['session.changed'] | undefined): PlayerIdentity | null =>
  session?.status === 'authenticated' ? session.player : null;

/**
 * The logged-in player, or null for a visitor (also before the host has published a session).
 * The selection is the player, not the session: when the host publishes a visitor's session right
 * after hydrating, nothing that shows the player renders again (the whole page, on a slow phone).
 */
export function usePlayer(): PlayerIdentity | null {
  return useBusSelection('session.changed', playerOf);
}
