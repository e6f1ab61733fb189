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

/** The latest value of a replayed fact (session, balance), re-rendering on change. */
export function useBusState<Name extends ReplayedEventName>(name: Name): EventCatalogue[Name] | undefined {
  const bus = useEventBus();
  return useSyncExternalStore(
    (onChange) => bus.on(name, onChange),
    () => bus.latest(name),
    () => bus.latest(name),
  );
}

/** Calls `handler` for every event of this name while the component is mounted. */
export function useBusEvent<Name extends EventName>(name: Name, handler: (payload: EventCatalogue[Name]) => void): void {
  const bus = useEventBus();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => bus.on(name, (payload) => handlerRef.current(payload)), [bus, name]);
}
