import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_TOKEN_HEADER, SESSION_TOKEN_HEADER } from 'shared-contract';
import { ensureNginx, startLoadBalancer } from 'tooling/load-balancer';
import { DEMO_PASSWORD } from '../seed/demo-players';

/*
 * Provider throughput on loopback (issue 14): the provider runs in its own process in production
 * mode, a player signs in, then 50 connections call each endpoint for a warm-up and a measured window.
 * PostgreSQL from TEST_DATABASE_URL (a private schema, dropped afterwards), with one provider process
 * and then with two on the same schema behind nginx (issue 31), side by side; `--pglite` adds the
 * embedded database for comparison (used alone when there is no server). `--profile` writes a CPU
 * profile of the provider per database into provider/.bench/. Figures are reported, never asserted.
 */
const providerDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const benchDir = join(providerDir, '.bench');
const args = process.argv.slice(2);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;
const PROFILE = args.includes('--profile');

interface Goal {
  minRequestsPerSecond: number;
  maxP99Ms?: number;
}

interface Case {
  name: string;
  path: (pid: number) => string;
  goal: Goal;
}

// The goals of issue 14, on PostgreSQL.
const CASES: Case[] = [
  { name: 'balance', path: (pid) => `/937/players/${pid}/balance?forMoney=true`, goal: { minRequestsPerSecond: 2000, maxP99Ms: 50 } },
  { name: 'coupon list', path: (pid) => `/937/players/${pid}/coupondetails?login=demoplayer`, goal: { minRequestsPerSecond: 1000 } },
];

const goalText = (goal: Goal) => `≥ ${goal.minRequestsPerSecond.toLocaleString('en-GB')} req/s${goal.maxP99Ms ? `, p99 ≤ ${goal.maxP99Ms} ms` : ''}`;

async function startProvider(label: string, env: Record<string, string>): Promise<{ child: ChildProcess; address: string; logFile: string }> {
  mkdirSync(benchDir, { recursive: true });
  const logFile = join(benchDir, `provider-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.log`);
  // The request log goes to a file, as a deployed provider's stdout would.
  const logFd = openSync(logFile, 'w');
  const child = fork(join(providerDir, 'src', 'bench', 'bench-server.ts'), [], {
    cwd: providerDir,
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(benchDir, 'profiles')}`] : [])],
    stdio: ['ignore', logFd, 'inherit', 'ipc'],
  });
  closeSync(logFd);
  const address = await new Promise<string>((resolveAddress, reject) => {
    child.once('message', (message) => resolveAddress((message as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`the provider exited (${code}) before listening`)));
  });
  return { child, address, logFile };
}

const freePort = () => new Promise<number>((resolvePort, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolvePort(port));
  });
});

interface ProviderSet {
  address: string;
  children: ChildProcess[];
  logFiles: string[];
  stop(): Promise<void>;
}

/**
 * One provider process, or several on the same database behind nginx (as `pnpm start --providers N`
 * runs them): the load goes to the load balancer, which spreads it over the processes.
 */
async function startProviders(label: string, env: Record<string, string>, count: number): Promise<ProviderSet> {
  if (count === 1) {
    const one = await startProvider(label, env);
    return { address: one.address, children: [one.child], logFiles: [one.logFile], stop: () => stopProvider(one.child) };
  }
  // The first creates and seeds the schema, the others join it; the first stops last and drops it.
  const first = await startProvider(`${label}-1`, env);
  const others = await Promise.all(Array.from({ length: count - 1 }, (_, index) => startProvider(`${label}-${index + 2}`, { ...env, BENCH_KEEP_SCHEMA: '1' })));
  const processes = [first, ...others];
  const port = await freePort();
  const balancer = startLoadBalancer(ensureNginx(), {
    dir: join(benchDir, 'nginx'), port, backends: processes.map((entry) => Number(new URL(entry.address).port)),
  });
  const address = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${address}/health`)).ok) break;
    } catch {
      if (attempt > 100 || balancer.exitCode !== null) throw new Error(`nginx did not answer on ${address} (see ${join(benchDir, 'nginx', 'error.log')})`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  return {
    address,
    children: processes.map((entry) => entry.child),
    logFiles: processes.map((entry) => entry.logFile),
    stop: async () => {
      balancer.kill('SIGTERM');
      for (const entry of others) await stopProvider(entry.child);
      await stopProvider(first.child);
    },
  };
}

async function stopProvider(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(address: string): Promise<{ pid: number; sessionToken: string }> {
  const response = await fetch(`${address}/937/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CAPTCHA_TOKEN_HEADER]: 'test-bypass' },
    body: JSON.stringify({ login: 'demoplayer', password: DEMO_PASSWORD, skin_id: 1, client_id: 6 }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { pid: number; sessionToken: string };
}

/** The provider process's CPU time (user + system) in microseconds. */
function providerCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolveCpu) => {
    const onMessage = (message: unknown) => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off('message', onMessage);
      resolveCpu(cpu.user + cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/**
 * CPU time (µs) of each local `postgres` process by pid, from /proc: the database's share of a request
 * when the server runs on this machine (empty elsewhere). Other clients of the server add to it.
 */
function postgresCpu(): Map<string, number> {
  const byPid = new Map<string, number>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        if (!stat.slice(0, close).endsWith('(postgres')) continue;
        const fields = stat.slice(close + 2).split(' ');
        byPid.set(entry, ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100);
      } catch { /* the process ended meanwhile */ }
    }
  } catch { /* no /proc */ }
  return byPid;
}

/** CPU used between two readings by the processes alive at the second (one that ended took its time with it). */
function cpuSpent(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0;
  for (const [pid, cpu] of after) spent += Math.max(0, cpu - (before.get(pid) ?? 0));
  return spent;
}

const load = (url: string, headers: Record<string, string>, seconds: number) =>
  autocannon({ url, method: 'GET', headers, connections: CONNECTIONS, duration: seconds });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Provider CPU (every process of the set) and the database server's, in µs per request. */
  cpuPerRequest: number;
  dbCpuPerRequest: number;
  errors: number;
}

async function benchDatabase(label: string, env: Record<string, string>, processes = 1): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  const set = await startProviders(label, env, processes);
  const cpuOf = async () => (await Promise.all(set.children.map(providerCpu))).reduce((sum, cpu) => sum + cpu, 0);
  try {
    const { pid, sessionToken } = await signIn(set.address);
    const headers = { [SESSION_TOKEN_HEADER]: sessionToken };
    for (const benchCase of CASES) {
      const url = `${set.address}${benchCase.path(pid)}`;
      // The warm-up fills the pool, JIT-compiles the hot paths and is thrown away.
      if (WARMUP_S > 0) await load(url, headers, WARMUP_S);
      const cpuBefore = await cpuOf();
      const dbCpuBefore = postgresCpu();
      const result = await load(url, headers, DURATION_S);
      const requests = Math.max(1, result.requests.total);
      const cpuPerRequest = (await cpuOf() - cpuBefore) / requests;
      const dbCpuPerRequest = cpuSpent(dbCpuBefore, postgresCpu()) / requests;
      const errors = result.non2xx + result.errors + result.timeouts;
      const rps = result.requests.average;
      figures.set(benchCase.name, { rps, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest, dbCpuPerRequest, errors });
      const { goal } = benchCase;
      const met = rps >= goal.minRequestsPerSecond && (goal.maxP99Ms === undefined || result.latency.p99 <= goal.maxP99Ms);
      console.log(
        `${label.padEnd(15)} ${benchCase.name.padEnd(12)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms` +
          `  p99 ${String(result.latency.p99).padStart(4)} ms  CPU/request ${cpuPerRequest.toFixed(0).padStart(4)} µs provider${env.BENCH_DATABASE_URL?.startsWith('postgres') ? ` ${dbCpuPerRequest.toFixed(0).padStart(4)} µs postgres` : ''}  ${String(errors).padStart(3)} errors   goal ${goalText(goal)}: ${met ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    // Requests still in flight when the load stops finish before the private schema is dropped.
    await new Promise((settle) => setTimeout(settle, 1000));
    await set.stop();
  }
  const logLines = set.logFiles.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length - 1, 0);
  console.log(`${label.padEnd(15)} (request log: ${logLines} lines in ${set.logFiles.join(', ')})`);
  return figures;
}

/** One process and two behind nginx, case by case. */
function sideBySide(one: Map<string, Figures>, two: Map<string, Figures>): void {
  console.log('\nPostgreSQL, one provider process | two behind nginx (same run, same machine):');
  for (const { name } of CASES) {
    const a = one.get(name);
    const b = two.get(name);
    if (!a || !b) continue;
    console.log(
      `  ${name.padEnd(12)} ${a.rps.toFixed(0).padStart(6)} req/s (p99 ${a.p99} ms) | ${b.rps.toFixed(0).padStart(6)} req/s (p99 ${b.p99} ms)` +
        `  ×${(b.rps / a.rps).toFixed(2)}   CPU/request ${a.cpuPerRequest.toFixed(0)} | ${b.cpuPerRequest.toFixed(0)} µs provider`,
    );
  }
}

console.log(
  `provider bench: ${CONNECTIONS} connections on loopback, ${WARMUP_S} s warm-up + ${DURATION_S} s per call; ` +
    'the provider in its own process (×2: two processes on one database behind nginx), production mode (sandbox off, request log on)',
);
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const one = await benchDatabase('PostgreSQL', { BENCH_DATABASE_URL: url, BENCH_DATABASE_SCHEMA: `bench_${randomBytes(4).toString('hex')}` });
  // Two processes on one database behind nginx: what a second process adds (the 2 cores also run nginx, PostgreSQL and the load).
  const two = await benchDatabase('PostgreSQL ×2', { BENCH_DATABASE_URL: url, BENCH_DATABASE_SCHEMA: `bench_${randomBytes(4).toString('hex')}` }, 2);
  sideBySide(one, two);
} else {
  console.log('PostgreSQL skipped: set TEST_DATABASE_URL (provider/scripts/ensure-postgres.sh prints one).');
}
if (!url || args.includes('--pglite')) await benchDatabase('PGlite', { BENCH_DATABASE_URL: 'memory://' });
if (PROFILE) console.log(`CPU profiles in ${join(benchDir, 'profiles')}`);
