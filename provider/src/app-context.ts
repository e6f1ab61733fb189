import type { Database } from './db/database';
import type { AppConfig } from './app-options';
import type { Rng } from './lib/rng';
import type { DomainEventBus } from './domain-events';
import type { ClusterBus } from './cluster/cluster-events';
import type { ProcessRegistry } from './cluster/process-registry';
import type { ArtRasteriser } from './lib/title-art';

/** What every route and service needs, created once per app. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  now: () => Date;
  random: () => number;
  /**
   * Game outcomes of demo play: the CSPRNG (`cryptoRng`). A player's rounds draw from their provably fair
   * stream instead (decision 031), unless a test put another generator here: see `fairRoundsOn`.
   */
  rng: Rng;
  /** Domain events and questions between modules (settlement, free rounds). */
  events: DomainEventBus;
  /** Events to every provider process on the same database (LISTEN/NOTIFY), this one included. */
  cluster: ClusterBus;
  /** Draws the games' and coupons' art into image files, each once (kept on disk). */
  art: ArtRasteriser;
}

/** What a session may do: `full` after a password login or signup, `quickplay` after a QuickPlay link's sign-in (play only). */
export type SessionScope = 'full' | 'quickplay';

export interface SessionPlayer {
  playerId: number;
  login: string;
  sessionId: string;
  tokenHash: string;
  scope: SessionScope;
  /** When the session expires if nothing ends it sooner (a socket closes then). */
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** This process in the list of provider processes sharing the database. */
    processes: ProcessRegistry;
    playerRoutes: { method: string; url: string }[];
  }
  interface FastifyRequest {
    session: SessionPlayer | null;
  }
  interface FastifyContextConfig {
    /**
     * `player`: a live session whose player is the `:pid` of the path; `session`: a live session of any player
     * (calls without a `:pid`). The auth hook (plugins/auth-hook.ts) checks it; routes read `request.session`.
     */
    auth?: 'player' | 'session';
    /**
     * A call a QuickPlay link's session may not make (it may only play), answered 403: `account` changes the
     * account, `withdrawal` takes money out (each with its own words).
     */
    scope?: 'account' | 'withdrawal';
    /** The body and query are checked exactly as the contract writes them (`routes/exact-input.ts`), which refuses a non-finite number in its own words. */
    exactInput?: boolean;
  }
}
