import pg from 'pg';
import { schemaChannel, type Notifications } from './database';

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN on one dedicated connection (a pool connection would be handed to other queries and
 * could not keep listening). A lost connection is opened again with every channel; its generation
 * changes, so whoever trusted notifications until then knows some may have been missed.
 */
export function createPgNotifications(clientConfig: pg.ClientConfig): Notifications & { close(): Promise<void> } {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let schema: string | null = null;
  let generation = 0;
  let live = false;
  let closed = false;
  let failures = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

  const scheduleReconnect = () => {
    if (closed || handlers.size === 0) return;
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures += 1;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void connect().catch(() => undefined), wait);
    reconnectTimer.unref();
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    live = false;
    lostClient.end().catch(() => undefined);
    scheduleReconnect();
  };

  const connect = (): Promise<pg.Client | null> => {
    if (client && live) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client(clientConfig);
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      try {
        await next.connect();
        schema ??= (await next.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
        for (const channel of handlers.keys()) await next.query(`listen ${quoted(channel)}`);
        client = next;
        generation += 1;
        live = true;
        failures = 0;
        return next;
      } catch (error) {
        next.end().catch(() => undefined);
        // The first connection fails the caller (the app does not start without its database);
        // a lost one is tried again.
        if (generation === 0) throw error;
        scheduleReconnect();
        return null;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  // A caller needs a round trip that started after its call: the notifications committed before it
  // arrive on the connection ahead of the answer. Callers meanwhile share the next round trip.
  let inFlight: Promise<number | null> | null = null;
  let queued: Promise<number | null> | null = null;
  const startRoundTrip = (): Promise<number | null> => {
    const current = client;
    const at = generation;
    const trip = current && live
      ? current.query('select 1').then(() => (client === current && live && generation === at ? at : null), () => null)
      : Promise.resolve(null);
    inFlight = trip;
    void trip.then(() => {
      if (inFlight === trip) inFlight = null;
    });
    return trip;
  };

  return {
    async listen(channel, onPayload) {
      if (closed) throw new Error('the database is closed');
      await connect();
      const name = schemaChannel(channel, schema ?? 'public');
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        if (client && live) await client.query(`listen ${quoted(name)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || handlers.get(name) !== set) return;
        handlers.delete(name);
        if (client && live) await client.query(`unlisten ${quoted(name)}`).catch(() => undefined);
      };
    },
    get generation() {
      return client && live ? generation : null;
    },
    delivered() {
      if (!inFlight) return startRoundTrip();
      queued ??= inFlight.then(() => {
        queued = null;
        return startRoundTrip();
      });
      return queued;
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      handlers.clear();
      const current = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}
