import { addHint, hintRemote } from './remote-hints';
import type { RemoteName } from './remote-catalogue';

/** The remote each route renders (as in app-routes.tsx), for hints before the app has started. */
const ROUTE_REMOTES: ReadonlyArray<readonly [RegExp, RemoteName, string]> = [
  [/^\/lobby\/games\/?$/, 'mfe-lobby', 'LobbyPage'],
  [/^\/lobby\/?$/, 'mfe-lobby', 'LobbyPage'],
  [/^\/games\/[^/]+\/?$/, 'mfe-lobby', 'GamePage'],
  [/^\/lobby\/promotions\/?$/, 'mfe-promotions', 'PromotionsPage'],
  [/^\/lobby\/account(\/.*)?$/, 'mfe-onboarding', 'AccountPage'],
  [/^\/cashier\/?$/, 'mfe-cashier', 'CashierPage'],
  [/^\/bitcoin\/?$/, 'mfe-cashier', 'BitcoinPage'],
];

/** The remote and exposed module the route of `pathname` renders, if any. */
export function remoteOfRoute(pathname: string): { remote: RemoteName; exposed: string } | null {
  const match = ROUTE_REMOTES.find(([pattern]) => pattern.test(pathname));
  return match ? { remote: match[1], exposed: match[2] } : null;
}

/**
 * Preloads the active release of the route's remote (entry and exposed scripts, from the registry)
 * as soon as the registry has answered, while the host boots, so the page does not wait for the runtime's chain of round
 * trips (registry, manifest, entry, chunks) after the host has booted.
 */
export function hintRouteRemote(pathname: string): void {
  const route = remoteOfRoute(pathname);
  if (route) void hintRemote('preload', route.remote, route.exposed);
}

/** Whether the route of `pathname` shows the games lobby first, which reads the games file. */
export const showsGamesFile = (pathname: string): boolean => /^\/lobby(\/games)?\/?$/.test(pathname);

/**
 * Where the lobby keeps its copy of the games file (mfe-lobby's `STORAGE_KEYS.lobby`). With a copy,
 * the lobby asks conditionally (If-None-Match), which a preload cannot match: hint first visits only.
 */
const LOBBY_STORAGE_KEY = 'casino.lobby';

export function lobbyHasStoredGamesFile(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(LOBBY_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/** Preloads the games file the lobby reads first (the lobby's request then takes the preloaded answer). */
export function hintGamesFile(url: string): void {
  addHint('preload', url, 'fetch');
}
