import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { getEventBus, type EventBus, type EventCatalogue, type EventName, type ReplayedEventName } from 'shared-events';
import { useHydrated } from '../hydration/use-hydrated';

const EventBusContext = createContext<EventBus | null>(null);

/** Gives a subtree its own bus; without it, components use the page's bus. Tests use it for isolation. */
export function EventBusProvider({ bus, children }: { bus: EventBus; children: ReactNode }) {
  return <EventBusContext.Provider value={bus}>{children}</EventBusContext.Provider>;
}

/** The bus of this component: the provided one, else the page's. */
export function useEventBus(): EventBus {
  return useContext(EventBusContext) ?? getEventBus();
}

/**
 * The part `select` picks of the latest value of a replayed fact, re-rendering only when that part
 * changes (`select` answers the same value for the same fact). A component React hydrates from
 * prerendered HTML reads `select(undefined)`, what the prerender read (no fact yet: a visitor's page,
 * docs/decisions/009), until it has hydrated; the fact then arrives in a transition, which React
 * renders in slices. (Read at once, it made React re-render every reader in one task right after
 * hydrating: a player's shell and lobby, 200 ms on a slow phone.) Later changes render at once.
 */
export function useBusSelection<Name extends ReplayedEventName, Selected>(name: Name, select: (fact: EventCatalogue[Name] | undefined) => Selected): Selected {
  const bus = useEventBus();
  const hydrated = useHydrated();
  const subscribe = useCallback((onChange: () => void) => bus.on(name, onChange), [bus, name]);
  const readNothing = () => select(undefined);
  return useSyncExternalStore(subscribe, hydrated ? () => select(bus.latest(name)) : readNothing, readNothing);
}

const wholeFact = <Fact,>(fact: Fact): Fact => fact;

/**
 * The latest value of a replayed fact (session, balance), re-rendering on change. While React
 * hydrates prerendered HTML it reads nothing, as the prerender did, so a player's page hydrates the
 * visitor's markup without a mismatch and re-renders with the player right after.
 */
export function useBusState<Name extends ReplayedEventName>(name: Name): EventCatalogue[Name] | undefined {
  return useBusSelection(name, wholeFact);
}

/** Calls `handler` for every event of this name while the component is mounted. */
export function useBusEvent<Name extends EventName>(name: Name, handler: (payload: EventCatalogue[Name]) => void): void {
  const bus = useEventBus();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => bus.on(name, (payload) => handlerRef.current(payload)), [bus, name]);
}
