import type { CommandName, EventBus, EventCatalogue, Unsubscribe } from 'shared-events';

/** One command with its payload, as sent on the bus. */
export type PendingCommand = { [Name in CommandName]: { name: Name; payload: EventCatalogue[Name] } }[CommandName];

/**
 * Calls `onFirst` when the first of `names` is sent (or was sent before and is waiting), and puts
 * that command back on the bus, where it waits for its owner: the remote mounted in answer to it,
 * or the stand-in that explains the remote is unavailable.
 */
export function onFirstCommand(bus: EventBus, names: ReadonlyArray<CommandName>, onFirst: (command: PendingCommand) => void): Unsubscribe {
  const stops: Unsubscribe[] = [];
  let first: PendingCommand | null = null;
  let subscribing = true;
  const stopAll = () => stops.splice(0).forEach((stop) => stop());
  const handOver = () => {
    if (!first) return;
    // Unsubscribed first: with no handler left, the bus keeps the command for the owner.
    stopAll();
    bus.emit(first.name, first.payload as never);
    onFirst(first);
  };
  for (const name of names) {
    stops.push(
      bus.on(name, (payload) => {
        if (first) return;
        first = { name, payload } as PendingCommand;
        if (!subscribing) handOver();
      }),
    );
    // A waiting command is handed to the handler during `on`: stop before taking (and losing) the next one.
    if (first) break;
  }
  subscribing = false;
  handOver();
  return stopAll;
}
