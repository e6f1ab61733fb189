import { useSyncExternalStore } from 'react';
import type { EventCatalogue, PlayerIdentity } from 'shared-events';
import { useEventBus } from './event-bus-context';

const playerOf = (session: EventCatalogue['session.changed'] | undefined): PlayerIdentity | null =>
  session?.status === 'authenticated' ? session.player : null;

/** What a prerendered page was rendered with: a visitor's (docs/decisions/009). */
const noPlayer = () => null;

/**
 * The logged-in player, or null for a visitor (also before the host has published a session).
 * The snapshot is the player, not the session: when the host publishes a visitor's session right
 * after hydrating, nothing that shows the player renders again (the whole page, on a slow phone).
 */
export function usePlayer(): PlayerIdentity | null {
  const bus = useEventBus();
  return useSyncExternalStore((onChange) => bus.on('session.changed', onChange), () => playerOf(bus.latest('session.changed')), noPlayer);
}
