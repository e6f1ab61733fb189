import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { getEventBus, type EventBus, type EventCatalogue, type EventName, type ReplayedEventName } from 'shared-events';

const EventBusContext = createContext<EventBus | null>(null);

/** Gives a subtree its own bus; without it, components use the page's bus. Tests use it for isolation. */
export function EventBusProvider({ bus, children }: { bus: EventBus; children: ReactNode }) {
  return <EventBusContext.Provider value={bus}>{children}</EventBusContext.Provider>;
}

/** The bus of this component: the provided one, else the page's. */
export function useEventBus(): EventBus {
  return useContext(EventBusContext) ?? getEventBus();
}

/** What a prerendered page was rendered with: no fact yet (a visitor's page, docs/decisions/009). */
const nothingPublished = () => undefined;

/**
 * The latest value of a replayed fact (session, balance), re-rendering on change. While React
 * hydrates prerendered HTML it reads nothing, as the prerender did, so a player's page hydrates the
 * visitor's markup without a mismatch and re-renders with the player right after.
 */
export function useBusState<Name extends ReplayedEventName>(name: Name): EventCatalogue[Name] | undefined {
  const bus = useEventBus();
  return useSyncExternalStore((onChange) => bus.on(name, onChange), () => bus.latest(name), nothingPublished);
}

/** Calls `handler` for every event of this name while the component is mounted. */
export function useBusEvent<Name extends EventName>(name: Name, handler: (payload: EventCatalogue[Name]) => void): void {
  const bus = useEventBus();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => bus.on(name, (payload) => handlerRef.current(payload)), [bus, name]);
}
