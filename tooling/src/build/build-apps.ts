import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_PACKAGES, REPO_ROOT, type AppPackage } from '../paths';

// Two builds at a time fit a 2-core machine (TOOLCHAIN-NOTES).
const PARALLEL_BUILDS = 2;
const STAMP_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'casino-build');

async function hashFolder(hash: ReturnType<typeof createHash>, folder: string): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(file));
  }
}

/** A hash of everything a build of `app` reads: its sources, the shared packages, the build tooling and the lockfile. */
export async function buildInputHash(app: AppPackage): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of [join(app, 'src'), 'shared-events/src', 'shared-contract/src', 'shared-api/src', 'shared-ui/src', 'shared-server-state/src', 'shared-releases/src', 'tooling/src/webpack', 'tooling/src/content']) {
    await hashFolder(hash, join(REPO_ROOT, folder));
  }
  // The host bundles the remote catalogue, kept as data beside shared-releases' sources.
  // The host's content pages take their offer figures from the provider's promotions.
  for (const file of [join(app, 'webpack.config.ts'), join(app, 'package.json'), 'shared-releases/remotes.json', 'pnpm-lock.yaml', 'provider/src/seed/promotions.ts']) {
    hash.update(await readFile(join(REPO_ROOT, file)));
  }
  hash.update(process.env.BUILD_ID ?? '');
  return hash.digest('hex');
}

function runBuild(app: AppPackage): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', app, 'build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        reject(new Error(`${app} build failed:\n${output.slice(-4000)}`));
      }
    });
  });
}

/**
 * Holds a per-app lock across processes (`pnpm start` and the end-to-end suite may build at the
 * same time): a lock folder holding the owner's pid; a lock whose owner has died is taken over.
 */
async function withBuildLock<T>(app: AppPackage, task: () => Promise<T>): Promise<T> {
  const lock = join(STAMP_DIR, `${app}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => '0'));
      const alive = owner > 0 && (() => {
        try {
          process.kill(owner, 0);
          return true;
        } catch {
          return false;
        }
      })();
      if (!alive && owner > 0) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Builds the apps whose inputs changed since their last build (or all, with `force`). */
export async function buildApps(apps: ReadonlyArray<AppPackage> = APP_PACKAGES, { force = false } = {}): Promise<AppPackage[]> {
  await mkdir(STAMP_DIR, { recursive: true });
  const isStale = async (app: AppPackage, inputHash: string) => {
    const previous = await readFile(join(STAMP_DIR, `${app}.hash`), 'utf8').catch(() => '');
    // A federated app's build ends with its manifest; the game client, a plain page, with its page.
    const lastFile = app === 'game-client' ? 'index.html' : 'mf-manifest.json';
    const hasBuild = await readFile(join(REPO_ROOT, app, 'dist', lastFile)).then(() => true, () => false);
    return force || previous !== inputHash || !hasBuild;
  };
  const queue = [...apps];
  const built: AppPackage[] = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const current = app;
      await withBuildLock(current, async () => {
        // Checked under the lock: another process may have just built it.
        const inputHash = await buildInputHash(current);
        if (!(await isStale(current, inputHash))) return;
        await runBuild(current);
        await writeFile(join(STAMP_DIR, `${current}.hash`), inputHash);
        built.push(current);
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BUILDS }, worker));
  return built;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('--')) as AppPackage[];
  const unknown = requested.filter((app) => !(APP_PACKAGES as ReadonlyArray<string>).includes(app));
  if (unknown.length > 0) {
    console.error(`Unknown app: ${unknown.join(', ')}. Apps: ${APP_PACKAGES.join(', ')}`);
    process.exit(1);
  }
  buildApps(requested.length > 0 ? requested : APP_PACKAGES, { force: process.argv.includes('--force') }).then(
    (built) => console.log(built.length > 0 ? `Built: ${built.join(', ')}` : 'Every build is up to date.'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
