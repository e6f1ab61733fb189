import type { Rng } from './lib/rng';
import type { PasswordHashCost } from 'shared-node';

export interface RateLimitOptions {
  /** Requests per window per client address on login, signup and password reset. */
  max: number;
  timeWindowMs: number;
}

export interface AppOptions {
  /**
   * `memory://` (default) for an in-memory PGlite, a `postgres://` URL for a server, or a
   * folder path for PGlite files.
   */
  databaseUrl?: string;
  /** PostgreSQL only: a private schema, dropped on close when `dropSchemaOnClose` is set. */
  databaseSchema?: string;
  dropSchemaOnClose?: boolean;
  siteOrigins?: string[];
  publicUrl?: string;
  /** Accepts `X-Captcha-Token: test-bypass`; only for automated end-to-end runs. */
  captchaTestBypass?: boolean;
  /** Upper bound of the proof-of-work counter; the client does about half of it on average. */
  captchaMaxCounter?: number;
  passwordCost?: PasswordHashCost;
  rateLimit?: RateLimitOptions | false;
  /**
   * Signs cashier credentials, captcha challenges and intercom hashes. Unset, the one stored in the
   * database is used (made by the first process to start), so every process on it signs alike.
   */
  secret?: string;
  /**
   * Addresses of the load balancer in front (Fastify's `trustProxy`): the client's address, which
   * rate limits count by, is then read from its X-Forwarded-For. Off by default.
   */
  trustProxy?: string | boolean;
  /** This process's name in the list of provider processes (a random one by default). */
  processId?: string;
  /** Injectable clock so tests can cross midnight or a session's 24 hours. */
  now?: () => Date;
  /** Injectable randomness in [0, 1) for game outcomes and jackpot hits. */
  random?: () => number;
  /** Injectable game RNG (tests); defaults to the CSPRNG. */
  rng?: Rng;
  maintenance?: boolean;
  /** ISO country codes that may not sign up or log in (errorViewerRestriction). */
  restrictedCountries?: string[];
  /** The request log: off, on (stdout), or into a stream (tests read what it holds). Secrets are redacted. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  seed?: boolean;
  /**
   * Sandbox mode: the routes a demo or a test needs and a real provider never has (the mailbox,
   * the maintenance switch, dropping chat sockets, the test cards of the cashier). Off unless asked
   * for: `pnpm start` and the tests turn it on explicitly, and the start-up log says so.
   */
  sandbox?: boolean;
  /**
   * Sandbox mode: how often (ms) the sandbox's payment processor pays approved withdrawals, on its own; 2000 by
   * default, 0 never (a test that pays them itself with `payApprovedWithdrawals`).
   */
  payoutSweepMs?: number;
  /** The built game client to serve (the game-client package's dist/ unless a test gives its own). */
  gameClientDist?: string;
  /** Where the drawn art files are kept (the OS temp folder by default); drawn again only when their picture changes. */
  artCacheDir?: string;
}

export interface AppConfig {
  siteOrigins: string[];
  publicUrl: string;
  captchaTestBypass: boolean;
  captchaMaxCounter: number;
  passwordCost: PasswordHashCost;
  rateLimit: RateLimitOptions | false;
  secret: string;
  maintenance: boolean;
  /** Sandbox only: how far the provider's clock runs ahead of real time (POST /sandbox/clock). */
  clockOffsetMs: number;
  restrictedCountries: string[];
  sandbox: boolean;
  payoutSweepMs: number;
  gameClientDist?: string;
}
