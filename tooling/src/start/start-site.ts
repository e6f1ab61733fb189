import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { HOST_RELEASE, RELEASE_NAMES, type ReleaseName } from 'shared-releases';
import { buildApps } from '../build/build-apps';
import { releasesDir, REPO_ROOT } from '../paths';
import { releaseActorOf, type ReleaseStore } from 'site-server/release-store';
import { openReleaseContext } from 'site-server/release-context';
import { releaseSigningKey } from 'site-server/signing-key';
import { createSiteServer, hostDistIn } from 'site-server/app';
import { ensureNginx, startLoadBalancer } from './load-balancer';
import { buildProviderBundles, providerNodeArgs } from '../build/provider-bundle';
import { PROVIDER_DIR, startProviderProcesses } from './provider-processes';
import { siteSchemaOf, siteServerEnvironment, siteServerOptionsFromEnvironment } from 'site-server/options';
import { startSiteServerSet } from './site-servers';
import { waitUntilAnswering } from './wait-until-answering';

const { values: options } = parseArgs({
  options: {
    'site-port': { type: 'string', default: process.env.SITE_PORT ?? '8080' },
    'provider-port': { type: 'string', default: process.env.PROVIDER_PORT ?? '4000' },
    // Only this machine reaches the site unless told otherwise (`--host 0.0.0.0` to share it on a network).
    host: { type: 'string', default: process.env.SITE_HOST ?? 'localhost' },
    // Serves the production source maps, for debugging a local build (docs/decisions/008).
    'source-maps': { type: 'boolean', default: process.env.SITE_SOURCE_MAPS === '1' },
    'no-build': { type: 'boolean', default: false },
    // Several provider processes on one PostgreSQL database behind nginx on the provider port
    // (the processes on the ports after it). 1 is the single process on PGlite (or DATABASE_URL).
    providers: { type: 'string', default: process.env.PROVIDERS ?? '1' },
    // With several providers: their database (a local one of its own, casino_site, by default) and schema.
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'database-schema': { type: 'string', default: process.env.DATABASE_SCHEMA },
    // Drops the schemas first, so the providers and the site servers start on empty ones (the journeys' own runs).
    'fresh-schema': { type: 'boolean', default: false },
    // Several site-server processes behind nginx on the site port (the processes on the ports after
    // it), their release health in PostgreSQL. 1 is the site server in this process, health in PGlite.
    'site-servers': { type: 'string', default: process.env.SITE_SERVERS ?? '1' },
    // Release health's PostgreSQL database (a local one of its own, casino_site, by default with several site servers).
    'site-database-url': { type: 'string', default: process.env.SITE_DATABASE_URL },
  },
});

const sitePort = Number(options['site-port']);
const providerPort = Number(options['provider-port']);
const providerCount = Number(options.providers);
if (!Number.isInteger(providerCount) || providerCount < 1 || providerCount > 16) {
  console.error(`--providers takes 1 to 16, not ${options.providers}.`);
  process.exit(2);
}
const siteServerCount = Number(options['site-servers']);
if (!Number.isInteger(siteServerCount) || siteServerCount < 1 || siteServerCount > 16) {
  console.error(`--site-servers takes 1 to 16, not ${options['site-servers']}.`);
  process.exit(2);
}
const siteOrigin = `http://localhost:${sitePort}`;
const providerUrl = `http://localhost:${providerPort}`;

/** Who publishes and activates the builds `pnpm start` serves, in the audit log. */
const START_ACTOR = releaseActorOf('pnpm start: the build of this checkout');

/**
 * Publishes the host's build and each remote's, the host first (docs/decisions/037); a build never
 * published before becomes active, so a rollback is never undone by a restart. A checkout whose new
 * host and remotes change the event contract's major goes out as one release set, as a release
 * manager would ship it.
 */
async function publishRemotes(store: ReleaseStore): Promise<void> {
  const registry = await store.readRegistry();
  const fresh: Partial<Record<ReleaseName, string>> = {};
  for (const name of RELEASE_NAMES) {
    const { version: packageVersion } = JSON.parse(await readFile(join(REPO_ROOT, name, 'package.json'), 'utf8')) as { version: string };
    // A remote is checked against the host built beside it, as `pnpm release publish` checks (decision 034).
    const { version, isNew } = await store.publish(name, join(REPO_ROOT, name, 'dist'), packageVersion, new Date(), START_ACTOR, {
      ...(name === HOST_RELEASE ? {} : { hostDist: hostDistIn(REPO_ROOT) }),
    });
    const active = registry.remotes[name]?.active;
    if (isNew || !active) fresh[name] = version;
    // Published before and not active (a rollback, or an earlier build activated since): the active release is served.
    else if (active !== version) console.log(`${name}: serving ${active}, the active release; this checkout's build is ${version}, published before (pnpm release activate ${name} ${version} serves it)`);
  }
  const { host, ...remotes } = fresh;
  if (Object.keys(fresh).length === 0) return;
  for (const { name, version } of await store.activateSet({ name: 'pnpm-start', ...(host ? { host } : {}), remotes }, START_ACTOR)) {
    console.log(`${name} ${version} published and active`);
  }
}

// `pnpm start` is the local demo: the provider runs in sandbox mode (mailbox, maintenance switch,
// sandbox cashier with test cards) and says so in its start-up log.
const providerEnv = (): NodeJS.ProcessEnv => ({
  ...process.env, SITE_ORIGIN: `${siteOrigin},http://127.0.0.1:${sitePort}`, PROVIDER_PUBLIC_URL: providerUrl, PROVIDER_SANDBOX: '1',
});

/** One provider, run by Node from its bundle (so its pid is the server's). */
function startProvider(): ChildProcess {
  return spawn(process.execPath, providerNodeArgs(PROVIDER_DIR, 'server'), {
    cwd: PROVIDER_DIR,
    stdio: 'inherit',
    env: { ...providerEnv(), PORT: String(providerPort) },
  });
}

const waitForHealth = (url: string, failed: () => string | null) => waitUntilAnswering(`${url}/health`, failed);

let localDatabase: string | undefined;
/** A local PostgreSQL database of the site's own (provider/scripts/ensure-postgres.sh installs and starts one). */
function localDatabaseUrl(): string {
  if (localDatabase) return localDatabase;
  const ready = spawnSync('bash', [join(REPO_ROOT, 'provider', 'scripts', 'ensure-postgres.sh'), 'casino_site'], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (ready.status !== 0) throw new Error('Several providers or site servers need PostgreSQL: provider/scripts/ensure-postgres.sh failed.');
  localDatabase = ready.stdout.trim().split('\n').at(-1)!;
  return localDatabase;
}

function dropSchema(databaseUrl: string, schema: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}.`);
  const dropped = spawnSync('psql', [databaseUrl, '-qc', `drop schema if exists ${schema} cascade`], {
    stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  });
  if (dropped.status !== 0) throw new Error(`Could not drop schema ${schema}.`);
}

/** Whatever runs, stopped in the reverse order of its start on SIGINT or SIGTERM. */
const running: (() => Promise<void>)[] = [];
let stopping: Promise<void> | undefined;
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of running.reverse()) {
      await stop().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
    }
  })();
  return stopping;
}

/**
 * Several provider processes on one PostgreSQL database behind nginx: the processes on the ports
 * after the provider port, the load balancer on it; stopped with the rest from the moment they start.
 */
async function startProviderSet(): Promise<void> {
  const databaseUrl = options['database-url'] ?? localDatabaseUrl();
  const schema = options['database-schema'];
  if (options['fresh-schema'] && schema) dropSchema(databaseUrl, schema);
  const nginx = ensureNginx();
  const dir = join(REPO_ROOT, '.data', `providers-${providerPort}`);
  const processes = startProviderProcesses({
    count: providerCount,
    firstPort: providerPort + 1,
    stateFile: join(dir, 'processes.json'),
    env: {
      ...providerEnv(), DATABASE_URL: databaseUrl, ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      // The client's address (rate limits) comes from nginx on this machine.
      PROVIDER_TRUST_PROXY: '127.0.0.1',
    },
  });
  const balancer = startLoadBalancer(nginx, { dir, port: providerPort, backends: processes.ports });
  const stop = async () => {
    await processes.stop();
    balancer.kill('SIGTERM');
  };
  running.push(stop);
  try {
    for (const port of processes.ports) await waitForHealth(`http://127.0.0.1:${port}`, () => null);
    await waitForHealth(providerUrl, () => (balancer.exitCode !== null ? `nginx exited with code ${balancer.exitCode} (see ${dir}/error.log).` : null));
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`Providers: ${processes.ports.map((port) => `http://127.0.0.1:${port}`).join(', ')} behind nginx on ${providerUrl} (${dir})`);
}

async function startProviders(): Promise<void> {
  // The provider runs from its bundle, built from this checkout at every start (decision 054).
  await buildProviderBundles(PROVIDER_DIR);
  if (providerCount > 1) return startProviderSet();
  const provider = startProvider();
  running.push(async () => {
    provider.kill('SIGTERM');
  });
  await waitForHealth(providerUrl, () => (provider.exitCode !== null ? `The provider exited with code ${provider.exitCode}.` : null));
}

/** The site server in this process: its release health opens while the provider starts, it listens once the provider answers. */
async function startSite(env: NodeJS.ProcessEnv, providerReady: Promise<void>): Promise<void> {
  const siteOptions = await siteServerOptionsFromEnvironment(env);
  const { health } = siteOptions.releases;
  let site;
  try {
    site = await createSiteServer(siteOptions);
  } catch (error) {
    await health.close();
    throw error;
  }
  running.push(async () => {
    await site.close();
    await health.close();
  });
  await providerReady;
  await site.listen({ port: sitePort, host: options.host });
}

/** Several site servers behind nginx on the site port, started once the provider answers. */
async function startSiteSet(env: NodeJS.ProcessEnv): Promise<void> {
  const dir = join(REPO_ROOT, '.data', `site-servers-${sitePort}`);
  const set = startSiteServerSet({ count: siteServerCount, port: sitePort, host: options.host, env, dir, nginx: ensureNginx() });
  running.push(set.stop);
  await set.ready;
  console.log(`Site servers: ${set.processes.ports.map((port) => `http://127.0.0.1:${port}`).join(', ')} behind nginx on ${siteOrigin} (${dir})`);
}

async function main(): Promise<void> {
  if (!options['no-build']) {
    const built = await buildApps();
    console.log(built.length > 0 ? `Built: ${built.join(', ')}` : 'Every build is up to date.');
  }
  // Read once here, so every site server signs preview links and sessions with the same key.
  const siteEnv = siteServerEnvironment({
    sitePort,
    providerUrl,
    releasesDir: releasesDir(),
    sourceMaps: options['source-maps'],
    signingKey: releaseSigningKey(),
    databaseUrl: options['site-database-url'] ?? (siteServerCount > 1 ? localDatabaseUrl() : undefined),
    // nginx on this machine, in front of several.
    ...(siteServerCount > 1 ? { trustProxy: '127.0.0.1' } : {}),
  });
  if (options['fresh-schema'] && siteEnv.SITE_DATABASE_URL) dropSchema(siteEnv.SITE_DATABASE_URL, siteSchemaOf(siteEnv));
  // The site servers' release state: their database when they have one (decision 030), else the release folder.
  const releases = await openReleaseContext(siteEnv);
  try {
    await publishRemotes(releases.store);
  } finally {
    await releases.close();
  }

  process.on('SIGINT', () => void stopAll().then(() => process.exit(0)));
  process.on('SIGTERM', () => void stopAll().then(() => process.exit(0)));

  try {
    if (siteServerCount === 1) {
      const providerReady = startProviders();
      // Not left unhandled while the site's health opens; awaited below.
      providerReady.catch(() => undefined);
      await Promise.all([providerReady, startSite(siteEnv, providerReady)]);
    } else {
      await startProviders();
      await startSiteSet(siteEnv);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  if (options['source-maps']) console.log('Source maps are served (--source-maps): keep this site to yourself.');
  console.log(`Site:     ${siteOrigin}\nProvider: ${providerUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
