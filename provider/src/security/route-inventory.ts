import type { FastifyInstance } from 'fastify';
import {
  cashierEndpoints, couponEndpoints, favouriteEndpoints, gameEndpoints, gameRoundEndpoints, healthEndpoints, jackpotEndpoints,
  marketingEndpoints, playerEndpoints, quickPlayEndpoints, rewardsSocketEndpoints, sandboxEndpoints, sessionEndpoints, supportEndpoints,
  type Endpoint,
} from 'shared-contract';

/** Every endpoint of the contract, named `<group>.<name>`. */
export function contractEndpoints(): { name: string; endpoint: Endpoint }[] {
  const groups: Record<string, Record<string, Endpoint>> = {
    cashier: cashierEndpoints, coupons: couponEndpoints, favourites: favouriteEndpoints, games: gameEndpoints, gameRounds: gameRoundEndpoints,
    health: healthEndpoints, jackpot: jackpotEndpoints, marketing: marketingEndpoints, players: playerEndpoints, quickPlay: quickPlayEndpoints,
    rewardsSocket: rewardsSocketEndpoints, sandbox: sandboxEndpoints, session: sessionEndpoints, support: supportEndpoints,
  };
  return Object.entries(groups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })));
}

/** The URL Fastify serves an endpoint at (jackpot calls live under the jackpot base). */
export const servedPath = (endpoint: Endpoint) => (endpoint.base === 'jackpot' ? `/jackpot/lobby/${endpoint.path}` : endpoint.path);

export interface ServedRoute {
  method: string;
  path: string;
}

/**
 * Every route the app serves, read from Fastify's own route tree (`printRoutes`), so a route added
 * outside the contract (a page, a socket, a file) is fuzzed and probed without anyone listing it.
 * HEAD and OPTIONS are Fastify's automatic twins and the CORS preflight.
 */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path: stack.join('') });
    }
  }
  return routes;
}
