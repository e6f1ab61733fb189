import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps } from '../build/build-apps';
import { releasesDir, REMOTE_PACKAGES, REPO_ROOT } from '../paths';
import { ReleaseStore } from '../release/release-store';
import { createSiteServer, hostDistIn } from '../serve/site-server';
import { siteRuntimeConfig } from './site-runtime-config';

const { values: options } = parseArgs({
  options: {
    'site-port': { type: 'string', default: process.env.SITE_PORT ?? '8080' },
    'provider-port': { type: 'string', default: process.env.PROVIDER_PORT ?? '4000' },
    // Only this machine reaches the site unless told otherwise (`--host 0.0.0.0` to share it on a network).
    host: { type: 'string', default: process.env.SITE_HOST ?? 'localhost' },
    // Serves the production source maps, for debugging a local build (docs/decisions/008).
    'source-maps': { type: 'boolean', default: process.env.SITE_SOURCE_MAPS === '1' },
    'no-build': { type: 'boolean', default: false },
  },
});

const sitePort = Number(options['site-port']);
const providerPort = Number(options['provider-port']);
const siteOrigin = `http://localhost:${sitePort}`;
const providerUrl = `http://localhost:${providerPort}`;

/** Publishes each remote's build; a build never published before becomes active, so a rollback is never undone by a restart. */
async function publishRemotes(store: ReleaseStore): Promise<void> {
  const registry = await store.readRegistry();
  for (const remote of REMOTE_PACKAGES) {
    const { version: packageVersion } = JSON.parse(await readFile(join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string };
    const { version, isNew } = await store.publish(remote, join(REPO_ROOT, remote, 'dist'), packageVersion);
    if (isNew || !registry.remotes[remote]?.active) {
      await store.activate(remote, version);
      console.log(`${remote} ${version} published and active`);
    }
  }
}

function startProvider(): ChildProcess {
  return spawn('pnpm', ['--filter', 'provider', 'start'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // `pnpm start` is the local demo: the provider runs in sandbox mode (mailbox, maintenance switch,
    // sandbox cashier with test cards) and says so in its start-up log.
    env: {
      ...process.env, PORT: String(providerPort), SITE_ORIGIN: `${siteOrigin},http://127.0.0.1:${sitePort}`, PROVIDER_PUBLIC_URL: providerUrl,
      PROVIDER_SANDBOX: '1',
    },
  });
}

async function waitForProvider(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The provider exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${providerUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The provider did not answer on ${providerUrl}/health within ${timeoutMs / 1000} s.`);
}

async function main(): Promise<void> {
  if (!options['no-build']) {
    const built = await buildApps();
    console.log(built.length > 0 ? `Built: ${built.join(', ')}` : 'Every build is up to date.');
  }
  const store = new ReleaseStore(releasesDir());
  await publishRemotes(store);

  const provider = startProvider();
  const stop = () => {
    provider.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await waitForProvider(provider);

  const site = await createSiteServer({
    hostDist: hostDistIn(REPO_ROOT),
    releasesDir: store.root,
    runtimeConfig: siteRuntimeConfig(providerUrl),
    sourceMaps: options['source-maps'],
  });
  await site.listen({ port: sitePort, host: options.host });
  if (options['source-maps']) console.log('Source maps are served (--source-maps): keep this site to yourself.');
  console.log(`Site:     ${siteOrigin}\nProvider: ${providerUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
