import type { RemoteName } from 'shared-releases';
import { addHint, hintRemote } from './remote-hints';

/** A route rendered by a remote's exposed page. */
export interface RouteRemote {
  pattern: RegExp;
  remote: RemoteName;
  exposed: string;
}

/**
 * The remote each route renders (as in app-routes.tsx), for hints before the app has started. The
 * prerender's manifest lists the patterns, so the site server knows which pages a remote renders.
 */
export const ROUTE_REMOTES: ReadonlyArray<RouteRemote> = [
  { pattern: /^\/lobby\/games\/?$/, remote: 'mfe-lobby', exposed: 'LobbyPage' },
  { pattern: /^\/lobby\/?$/, remote: 'mfe-lobby', exposed: 'LobbyPage' },
  { pattern: /^\/games\/[^/]+\/?$/, remote: 'mfe-lobby', exposed: 'GamePage' },
  { pattern: /^\/lobby\/promotions\/?$/, remote: 'mfe-promotions', exposed: 'PromotionsPage' },
  { pattern: /^\/lobby\/account(\/.*)?$/, remote: 'mfe-onboarding', exposed: 'AccountPage' },
  { pattern: /^\/cashier\/?$/, remote: 'mfe-cashier', exposed: 'CashierPage' },
  { pattern: /^\/bitcoin\/?$/, remote: 'mfe-cashier', exposed: 'BitcoinPage' },
];

/** The remote and exposed module the route of `pathname` renders, if any. */
export function remoteOfRoute(pathname: string): { remote: RemoteName; exposed: string } | null {
  const match = ROUTE_REMOTES.find(({ pattern }) => pattern.test(pathname));
  return match ? { remote: match.remote, exposed: match.exposed } : null;
}

/**
 * Preloads the active release of the route's remote (entry and exposed scripts, from the registry)
 * as soon as the registry has answered. Called by the host's entry, before the async boundary: the
 * manifest and the remote's files download beside the host's own boot files instead of after them
 * (on a slow phone network the boot files alone take a second or more).
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

/** Whether the route of `pathname` shows the promotions page, which reads the public coupons file first for a visitor. */
export const showsPublicCoupons = (pathname: string): boolean => /^\/lobby\/promotions\/?$/.test(pathname);

/**
 * Preloads a file the page reads first (the games file on the lobby, the public coupons on the
 * promotions page), in the CORS mode the remote asks in, so its request takes the preloaded answer.
 */
export function hintPageData(url: string): void {
  addHint('preload', url, 'fetch');
}
