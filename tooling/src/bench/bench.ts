import { spawnSync } from 'node:child_process';
import { buildApps } from '../build/build-apps';
import { REPO_ROOT } from '../paths';
import { bundleSizes } from './bundle-sizes';
import { measurePageLoads } from './page-loads';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  await buildApps();

  console.log('\n== Bundle sizes (raw / gzip) ==');
  for (const row of await bundleSizes()) console.log(`${row.what.padEnd(58)} ${kb(row.bytes).padStart(10)} ${kb(row.gzipBytes).padStart(10)}`);

  console.log('\n== First visit in Chromium, empty cache (median of 3) ==');
  for (const load of await measurePageLoads(['/', '/lobby/games/', '/lobby/promotions/', '/info/faq'])) {
    console.log(
      `${load.path.padEnd(20)} heading after ${String(load.headingMs).padStart(5)} ms, ${String(load.requests).padStart(3)} requests, ` +
        `${kb(load.scriptBytes).padStart(9)} of script transferred, remotes: ${load.remotesFetched.join(', ') || 'none'}`,
    );
  }

  console.log('\n== Lobby: search and tile rendering, full catalogue and 2,000 games ==');
  spawnSync('pnpm', ['--filter', 'mfe-lobby', 'bench'], { cwd: REPO_ROOT, stdio: 'inherit' });

  console.log('\n== Game engines: theoretical and simulated return to player ==');
  spawnSync('pnpm', ['--filter', 'provider', 'exec', 'tsx', 'src/bench/rtp-bench.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });

  console.log('\n== Provider throughput, 50 connections ==');
  // PostgreSQL figures need a server: the one the tests use, made ready when missing.
  const env = { ...process.env };
  if (!env.TEST_DATABASE_URL) {
    const ready = spawnSync('bash', ['provider/scripts/ensure-postgres.sh'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (ready.status === 0) env.TEST_DATABASE_URL = ready.stdout.trim();
    else console.log('No PostgreSQL server here: PGlite figures only.');
  }
  spawnSync('pnpm', ['--filter', 'provider', 'bench'], { cwd: REPO_ROOT, stdio: 'inherit', env });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
