import { Observable, ReplaySubject, Subject } from 'rxjs';
import { contractMajor, CONTRACT_VERSION } from './contract-version';
import {
  COMMAND_NAMES,
  REPLAYED_EVENT_NAMES,
  type CommandName,
  type EventCatalogue,
  type EventName,
  type ReplayedEventName,
} from './event-catalogue';

/** Stops a subscription made with {@link EventBus.on}. */
export type Unsubscribe = () => void;

/** The typed event bus shared by the host and every remote. */
export interface EventBus {
  /** Contract version of the copy of shared-events that created this bus. */
  readonly contractVersion: string;
  /** Publishes an event. A command with no handler yet waits for the first one. */
  emit<Name extends EventName>(name: Name, payload: EventCatalogue[Name]): void;
  /** Calls `handler` for every event of this name; replayed facts deliver their latest value at once. */
  on<Name extends EventName>(name: Name, handler: (payload: EventCatalogue[Name]) => void): Unsubscribe;
  /** The events of one name as an RxJS observable. */
  observe<Name extends EventName>(name: Name): Observable<EventCatalogue[Name]>;
  /** Latest value of a replayed fact, or undefined before the first one. */
  latest<Name extends ReplayedEventName>(name: Name): EventCatalogue[Name] | undefined;
}

const isCommand = (name: EventName): name is CommandName => (COMMAND_NAMES as ReadonlyArray<EventName>).includes(name);
const isReplayed = (name: EventName): name is ReplayedEventName =>
  (REPLAYED_EVENT_NAMES as ReadonlyArray<EventName>).includes(name);

/** Creates a new, independent bus. Pages use {@link getEventBus}; tests create their own. */
export function createEventBus(): EventBus {
  const subjects = new Map<EventName, Subject<unknown>>();
  const latestValues = new Map<ReplayedEventName, unknown>();
  const handlerCounts = new Map<EventName, number>();
  // A command sent before its owner remote has loaded is kept (the latest one per name)
  // and handed to the first handler, so a `?action=show` link works however late a remote loads.
  const waitingCommands = new Map<CommandName, unknown>();

  const subjectFor = (name: EventName): Subject<unknown> => {
    let subject = subjects.get(name);
    if (!subject) {
      subject = isReplayed(name) ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(name, subject);
    }
    return subject;
  };

  const bus: EventBus = {
    contractVersion: CONTRACT_VERSION,
    emit(name, payload) {
      if (isReplayed(name)) latestValues.set(name, payload);
      if (isCommand(name) && (handlerCounts.get(name) ?? 0) === 0) {
        waitingCommands.set(name, payload);
        return;
      }
      subjectFor(name).next(payload);
    },
    on(name, handler) {
      handlerCounts.set(name, (handlerCounts.get(name) ?? 0) + 1);
      const subscription = subjectFor(name).subscribe((payload) => handler(payload as EventCatalogue[typeof name]));
      if (isCommand(name) && waitingCommands.has(name)) {
        const waiting = waitingCommands.get(name);
        waitingCommands.delete(name);
        handler(waiting as EventCatalogue[typeof name]);
      }
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        subscription.unsubscribe();
        handlerCounts.set(name, (handlerCounts.get(name) ?? 1) - 1);
      };
    },
    observe(name) {
      return new Observable((subscriber) => bus.on(name, (payload) => subscriber.next(payload)));
    },
    latest(name) {
      return latestValues.get(name) as EventCatalogue[typeof name] | undefined;
    },
  };
  return bus;
}

// Keyed by contract major: copies of shared-events bundled into different remotes share one
// bus as long as they speak the same major.
const busKey = Symbol.for(`casino.shared-events.bus.v${contractMajor(CONTRACT_VERSION)}`);

type BusHolder = { [busKey]?: EventBus };

/** The one bus of this page, created on first use. */
export function getEventBus(): EventBus {
  const holder = globalThis as BusHolder;
  holder[busKey] ??= createEventBus();
  return holder[busKey];
}
