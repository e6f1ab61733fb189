import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { getEventBus, type EventBus } from 'shared-events';
import { belongsToAnotherSession } from './query-keys';
import { SERVER_FACTS } from './server-facts';

/**
 * The page's one client, kept on the global object: every remote (and a second copy of this
 * package, should a build ever carry one) reads and refreshes the same answers.
 */
const CLIENT_KEY = Symbol.for('casino.server-state');
type ClientHolder = { [CLIENT_KEY]?: { client: QueryClient; disconnect: () => void }; [BUS_KEY]?: EventBus };
const BUS_KEY = Symbol.for('casino.server-state.bus');

const holder = globalThis as ClientHolder;

/**
 * Keeps the client in step with the bus: a session change drops every answer of another session;
 * a fact refreshes the queries that name it.
 */
export function connectToBus(client: QueryClient, bus: EventBus): () => void {
  const stops = [
    bus.on('session.changed', (session) => {
      const current = session.status === 'authenticated' ? session.player : null;
      client.removeQueries({ predicate: (query) => belongsToAnotherSession(query.queryKey, current) });
    }),
    ...SERVER_FACTS.map((fact) =>
      bus.on(fact, () => void client.invalidateQueries({ predicate: (query) => query.meta?.refreshOn?.includes(fact) ?? false }))),
  ];
  return () => stops.forEach((stop) => stop());
}

function createPageClient(bus: EventBus): { client: QueryClient; disconnect: () => void } {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // SPEC §8 says what each failure shows; a silent retry would only delay it.
        retry: false,
        // The host re-checks the session when the tab is shown; the facts on the bus say what changed.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return { client, disconnect: connectToBus(client, bus) };
}

/** The page's server-state client, made (and connected to the page's bus) when first asked for. */
export function getQueryClient(): QueryClient {
  holder[CLIENT_KEY] ??= createPageClient(holder[BUS_KEY] ?? getEventBus());
  return holder[CLIENT_KEY].client;
}

/**
 * Forgets every answer and the client itself: a test's fresh page (whose bus the next client
 * follows, when the test gives one), or a server render's clean start.
 */
export function resetServerState(bus?: EventBus): void {
  const current = holder[CLIENT_KEY];
  if (bus) holder[BUS_KEY] = bus;
  else delete holder[BUS_KEY];
  if (!current) return;
  current.disconnect();
  current.client.clear();
  delete holder[CLIENT_KEY];
}

/**
 * Keeps an answer the page has just been given (a change's own answer, or a read made for it) as
 * the query's data, in place of the re-read the fact it published asks of every other reader.
 */
export async function keepAnswer<Data>(queryKey: QueryKey, data: Data): Promise<void> {
  const client = getQueryClient();
  await client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, data);
}
