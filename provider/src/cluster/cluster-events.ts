import type { Database, Queryable } from '../db/database';
import { notify } from './cluster-repository';

/**
 * What one provider process tells every process on the same database (itself included), over
 * PostgreSQL's LISTEN/NOTIFY. Published inside a transaction, an event is delivered when that
 * transaction commits, never for a change that rolled back. Payloads stay small (NOTIFY takes at
 * most 8000 bytes): ids to read rows by, never the rows.
 */
export interface ClusterEvents {
  /** Sessions ended: the one of `tokenHash`, or every session of the player but `exceptTokenHash`. */
  'session.ended': { playerId: number; tokenHash?: string; exceptTokenHash?: string };
  /** What a process remembers of the player's sessions is out of date (the login was renamed). */
  'session.stale': { playerId: number };
  /** A chat message was stored: the sockets showing its conversation get it (but the one that sent it). */
  'support.message': { conversationId: number; messageId: number; exceptSocket?: string };
  /** A conversation's status or host changed: its widgets get the status, and with `desks` the desks showing it (but one) show it again. */
  'support.conversation': { conversationId: number; desks: boolean; exceptSocket?: string };
  /** The desks' queues changed. */
  'support.queues': Record<string, never>;
  /** A host's desk opened or closed somewhere: hosts online may have changed. */
  'support.presence': Record<string, never>;
  /** Sandbox: every widget socket drops, as after a network failure. */
  'support.drop': Record<string, never>;
  /** A process stopped, or was found dead and removed with what it held. */
  'process.left': Record<string, never>;
  /** Sandbox: the casino API goes into or out of maintenance. */
  maintenance: { on: boolean };
  /** Sandbox: the provider's clock now runs this far ahead of real time. */
  'clock.moved': { offsetMs: number };
}

export type ClusterEventName = keyof ClusterEvents;
type Handler<K extends ClusterEventName> = (event: ClusterEvents[K]) => void | Promise<void>;

const CHANNEL = 'provider_events';
const MAX_PAYLOAD_BYTES = 7900;

export class ClusterBus {
  private readonly handlers: { [K in ClusterEventName]?: Handler<K>[] } = {};
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    /** This process, as the process list names it. */
    readonly processId: string,
    private readonly onError: (error: unknown, event: string) => void = () => undefined,
  ) {}

  subscribe<K extends ClusterEventName>(name: K, handler: Handler<K>): void {
    (this.handlers[name] as Handler<K>[] | undefined) ??= [];
    (this.handlers[name] as Handler<K>[]).push(handler);
  }

  /** Sends `event` to every process; in a transaction, when it commits. */
  async publish<K extends ClusterEventName>(db: Queryable, name: K, event: ClusterEvents[K]): Promise<void> {
    const payload = JSON.stringify({ name, event });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`cluster event ${name} is too large for NOTIFY`);
    await notify(db, CHANNEL, payload);
  }

  async start(): Promise<void> {
    this.unlisten ??= await this.db.notifications.listen(CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  private dispatch(payload: string): void {
    let message: { name: ClusterEventName; event: never };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    for (const handler of (this.handlers[message.name] ?? []) as Handler<ClusterEventName>[]) {
      try {
        void Promise.resolve(handler(message.event)).catch((error: unknown) => this.onError(error, message.name));
      } catch (error) {
        this.onError(error, message.name);
      }
    }
  }
}
