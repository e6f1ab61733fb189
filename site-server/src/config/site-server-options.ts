import { join } from 'node:path';
import { REPO_ROOT, releasesDir } from '../paths';
import { openSiteDatabase } from '../lib/site-database';
import type { HealthStore } from '../release-health/health-store';
import { createSqlHealthStore } from '../release-health/sql-health-store';
import { fileManagerStore, sqlManagerStore } from '../release-page/manager-accounts';
import { createSqlSignInAttempts, type SignInAttempts } from '../release-page/sign-in-attempts';
import { environmentFrom, ReleaseStore } from '../release/release-store';
import { SqlReleaseState } from '../release/sql-release-state';
import { signingKeyFromEnvironment } from '../lib/signing-key';
import { hostDistIn, type SiteReleaseOptions, type SiteServerOptions } from '../app';
import { DEFAULT_HEALTH_GUARDS, type HealthGuards } from '../serve/site-releases';
import { siteRuntimeConfig } from './site-runtime-config';

/** What `pnpm start` decides for the site servers; every other setting comes from its own environment. */
export interface SiteServerSettings {
  /** The site's port (nginx's with several site servers): it names the health folder and schema. */
  sitePort: number;
  providerUrl: string;
  releasesDir: string;
  sourceMaps: boolean;
  /** Read once by `pnpm start`, so every site server signs with the same key. */
  signingKey: Buffer;
  /** PostgreSQL for release health (several site servers); PGlite in `.data/` without it. */
  databaseUrl?: string;
  /** The load balancer's address, when the site servers are behind one: its X-Forwarded-For names the client. */
  trustProxy?: string;
}

/** The site server's options with its release services, which its owner closes after the server. */
export type SiteServerOptionsWithReleases = SiteServerOptions & { releases: SiteReleaseOptions };

const DEFAULT_WATCH_INTERVAL_MS = 15_000;
/** `SITE_HEALTH_DATA_DIR` value that keeps the figures in memory (as the provider's `PROVIDER_DATA_DIR`). */
const IN_MEMORY = 'memory://';

/**
 * The environment of a site server: what `pnpm start` hands to each site-server process, and reads
 * back itself for the one it runs in-process, so the two never differ.
 */
export function siteServerEnvironment(settings: SiteServerSettings, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    SITE_PORT: String(settings.sitePort),
    SITE_PROVIDER_URL: settings.providerUrl,
    RELEASES_DIR: settings.releasesDir,
    SITE_SOURCE_MAPS: settings.sourceMaps ? '1' : '0',
    RELEASE_SIGNING_KEY: settings.signingKey.toString('hex'),
  };
  if (settings.databaseUrl) env.SITE_DATABASE_URL = settings.databaseUrl;
  else delete env.SITE_DATABASE_URL;
  if (settings.trustProxy) env.SITE_TRUST_PROXY = settings.trustProxy;
  else delete env.SITE_TRUST_PROXY;
  return env;
}

function portFrom(value: string | undefined, name: string): number {
  const port = Number(value);
  if (!value || !Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1 to 65535), not "${value ?? ''}".`);
  return port;
}

/** The interval of the automatic rollback's look at the figures: `RELEASE_WATCH_INTERVAL_MS`, 0 turning it off. */
export function watchIntervalFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_WATCH_INTERVAL_MS;
  const interval = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(interval)) {
    throw new Error(`RELEASE_WATCH_INTERVAL_MS must be a whole number of milliseconds (0 turns the automatic rollback off), not "${value}".`);
  }
  return interval;
}

/** A whole number of at least `least` from the environment, or `fallback` when unset. */
function countFrom(value: string | undefined, name: string, fallback: number, least: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(count) || count < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${value}".`);
  return count;
}

/**
 * The health guards (docs/decisions/021), with `RELEASE_HEALTH_LOADS_PER_NETWORK` and
 * `RELEASE_ROLLBACK_MIN_NETWORKS` where a site sets them: a test site whose browsers all share one
 * address does; a public site keeps the defaults.
 */
export function healthGuardsFrom(env: NodeJS.ProcessEnv): HealthGuards {
  return {
    maxLoadsPerNetwork: countFrom(env.RELEASE_HEALTH_LOADS_PER_NETWORK, 'RELEASE_HEALTH_LOADS_PER_NETWORK', DEFAULT_HEALTH_GUARDS.maxLoadsPerNetwork, 1),
    thresholds: {
      ...DEFAULT_HEALTH_GUARDS.thresholds,
      minFailingNetworks: countFrom(env.RELEASE_ROLLBACK_MIN_NETWORKS, 'RELEASE_ROLLBACK_MIN_NETWORKS', DEFAULT_HEALTH_GUARDS.thresholds.minFailingNetworks, 1),
    },
  };
}

/**
 * The health store, closed once however many owners close it (the site server may close it too); closing
 * it first stops `before` (the release state's mirror), then the database.
 */
function closingOnce(store: HealthStore, before: () => Promise<void> = async () => undefined): HealthStore {
  let closed: Promise<void> | undefined;
  return {
    record: (load, events, at, limits) => store.record(load, events, at, limits),
    summary: (query) => store.summary(query),
    prune: (before) => store.prune(before),
    close: () => (closed ??= before().finally(() => store.close())),
  };
}

/** The schema of the site's tables in a shared database: `SITE_DATABASE_SCHEMA`, or `site_<site port>`. */
export const siteSchemaOf = (env: NodeJS.ProcessEnv): string => env.SITE_DATABASE_SCHEMA ?? `site_${env.SITE_PORT ?? '8080'}`;

/**
 * One site server's options, read from its environment (siteServerEnvironment): the host's build, the
 * release store, the runtime config, and the release services. Health is kept in PostgreSQL
 * (`SITE_DATABASE_URL`, schema `site_<site port>`, one pool per process) or, for a single site server,
 * in PGlite in `.data/site-health-<site port>` (`SITE_HEALTH_DATA_DIR` moves it; `memory://` keeps it
 * in memory). Opening it takes a second or two (PGlite) and the database may refuse: the caller closes
 * `releases.health` when it is done.
 */
export async function siteServerOptionsFromEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<SiteServerOptionsWithReleases> {
  const sitePort = portFrom(env.SITE_PORT, 'SITE_PORT');
  const providerUrl = env.SITE_PROVIDER_URL;
  if (!providerUrl) throw new Error('SITE_PROVIDER_URL must name the provider the site talks to (e.g. http://localhost:4000).');
  // Handed over by `pnpm start` (hex); required with a shared database; the key file of one site server alone.
  const signingKey = signingKeyFromEnvironment(env);
  const watchIntervalMs = watchIntervalFrom(env.RELEASE_WATCH_INTERVAL_MS);
  // The release environment this server serves (docs/decisions/035): production unless SITE_ENVIRONMENT names another.
  const environment = environmentFrom(env.SITE_ENVIRONMENT, 'SITE_ENVIRONMENT');
  const healthGuards = healthGuardsFrom(env);
  const healthDir = env.SITE_HEALTH_DATA_DIR ?? join(REPO_ROOT, '.data', `site-health-${sitePort}`);
  // A PGlite folder left by a process killed hard (its postmaster.pid included) opens again as it was.
  const database = await openSiteDatabase(env.SITE_DATABASE_URL
    ? { databaseUrl: env.SITE_DATABASE_URL, schema: siteSchemaOf(env) }
    : { dataDir: healthDir === IN_MEMORY ? undefined : healthDir });
  const localReleases = env.RELEASES_DIR ?? releasesDir();
  let health: HealthStore;
  let signInAttempts: SignInAttempts;
  let shared: Pick<SiteReleaseOptions, 'store' | 'managers' | 'ensureVersion'>;
  try {
    if (env.SITE_DATABASE_URL) {
      // Site servers on several machines: release state in PostgreSQL, this folder a copy of what it serves (decision 030).
      const state = await SqlReleaseState.open(database, localReleases);
      const mirror = await state.startMirror({ environment });
      shared = { store: new ReleaseStore(localReleases, state), managers: await sqlManagerStore(database), ensureVersion: mirror.ensureVersion };
      health = closingOnce(await createSqlHealthStore(database), () => mirror.stop());
    } else {
      shared = { managers: fileManagerStore(env.RELEASE_MANAGERS_FILE ?? join(REPO_ROOT, '.data', 'release-managers.json')) };
      health = closingOnce(await createSqlHealthStore(database));
    }
    signInAttempts = await createSqlSignInAttempts(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    hostDist: env.SITE_HOST_DIST ?? hostDistIn(REPO_ROOT),
    releasesDir: localReleases,
    environment,
    runtimeConfig: siteRuntimeConfig(providerUrl),
    sourceMaps: env.SITE_SOURCE_MAPS === '1',
    ...(env.SITE_TRUST_PROXY ? { trustProxy: env.SITE_TRUST_PROXY } : {}),
    releases: {
      health,
      signInAttempts,
      signingKey,
      ...shared,
      watchIntervalMs,
      healthGuards,
      providerUrl,
    },
  };
}
