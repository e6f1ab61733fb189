import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { ClusterBus } from './cluster-events';
import { heartbeat, registerProcess, removeProcess, removeStaleProcesses } from './cluster-repository';

/** How often a process says it is alive, and after how long without it another process removes it. */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_SECONDS = 20;

export const newProcessId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * The provider processes sharing the database, in `provider_processes`: what a process holds for
 * others to see (a host's open desk) references its row, so it goes with the process, on a clean
 * stop at once and after a kill -9 when another process finds the heartbeat stale.
 */
export function createProcessRegistry(db: Database, bus: ClusterBus, onError: (error: unknown) => void) {
  let timer: ReturnType<typeof setInterval> | undefined;
  const rejoinHandlers: (() => Promise<void>)[] = [];

  const removeStale = async () => {
    if ((await removeStaleProcesses(db, STALE_AFTER_SECONDS)) > 0) await bus.publish(db, 'process.left', {});
  };

  const tick = async () => {
    if (!(await heartbeat(db, bus.processId))) {
      // Another process took this one for dead (a long pause) and removed what it held: join again.
      await registerProcess(db, bus.processId);
      for (const rejoin of rejoinHandlers) await rejoin();
    }
    await removeStale();
  };

  return {
    async start(): Promise<void> {
      await registerProcess(db, bus.processId);
      await removeStale();
      timer = setInterval(() => void tick().catch(onError), HEARTBEAT_MS);
      timer.unref();
    },
    /** After a rejoin, what this process holds must be written again. */
    onRejoin(handler: () => Promise<void>): void {
      rejoinHandlers.push(handler);
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await removeProcess(db, bus.processId);
      await bus.publish(db, 'process.left', {});
    },
  };
}
export type ProcessRegistry = ReturnType<typeof createProcessRegistry>;
