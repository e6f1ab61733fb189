import WebSocket from 'ws';

export type SocketEvent = Record<string, unknown>;

/** A socket that collects what it receives, waits for the next event that passes a test, and for its close. */
export function collect(socket: WebSocket) {
  const events: SocketEvent[] = [];
  const waiters: { test: (event: SocketEvent) => boolean; resolve: (event: SocketEvent) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  socket.on('message', (raw) => {
    const event = JSON.parse(String(raw)) as SocketEvent;
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.test(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  return {
    socket,
    events,
    // Socket events are read loosely; their shapes are asserted by the expectations.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    next(test: (event: SocketEvent) => boolean, timeoutMs = 3000): Promise<Record<string, any>> {
      const seen = events.find(test);
      if (seen) {
        events.splice(events.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ test, resolve: (event) => { clearTimeout(timer); events.splice(events.indexOf(event), 1); resolve(event); } });
      });
    },
    /** The close code and reason, or a failure when the socket is still open after `timeoutMs`. */
    closed(timeoutMs = 3000): Promise<{ code: number; reason: string }> {
      return Promise.race([
        closed,
        new Promise<never>((_resolve, reject) => { setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs).unref(); }),
      ]);
    },
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}
export type CollectedSocket = ReturnType<typeof collect>;

export const opened = (socket: WebSocket) =>
  new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });

export const ofType = (type: string) => (event: SocketEvent) => event.type === type;

/** Opens a socket and collects what it receives once it is open. */
export async function openSocket(url: string, options: WebSocket.ClientOptions = {}): Promise<CollectedSocket> {
  const socket = new WebSocket(url, options);
  const collected = collect(socket);
  await opened(socket);
  return collected;
}
