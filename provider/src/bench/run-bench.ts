import autocannon from 'autocannon';
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_TOKEN_HEADER, GAME_TOKEN_HEADER, gameRoundEndpoints, SESSION_TOKEN_HEADER } from 'shared-contract';
import { ensureNginx, startLoadBalancer } from 'tooling/load-balancer';
import { nodeFlagsOfStart } from 'tooling/provider-bundle';
import { OPEN_ROUND_REFUSAL } from '../modules/games/rounds-service';
import { DEMO_PASSWORD } from '../seed/demo-players';
import type { HistoryBenchPlayer } from './history-player';
import type { PaidRoundPlayer } from './paid-round-players';

/*
 * Provider throughput on loopback (issue 14): the provider runs in its own process in production
 * mode, from its bundle as `pnpm start` runs it (decision 054), a player signs in, then 50 connections
 * call each endpoint for a warm-up and a measured window.
 * Paid rounds (issue 55): slot spins and blackjack hands of 20 players with every rule in force
 * (paid-round-players.ts). PostgreSQL from TEST_DATABASE_URL (a private schema, dropped afterwards),
 * with one provider process and then with two on the same schema behind nginx (issue 31), side by
 * side; `--pglite` adds the embedded database for the reads (used alone when there is no server).
 * `--against-dir <checkout> --against-label <commit>` measures another commit's provider beside this
 * one, case by case in the same run (`pnpm bench --provider --against <ref>` prepares it).
 * `--profile` writes a CPU profile of the provider per database into provider/.bench/. The account history (issue 52):
 * the first page and a deep page (half-way, by its cursor) of a player with 100,000 rounds (history-player.ts), on
 * PostgreSQL. Figures are reported, never asserted.
 */
const providerDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const benchDir = join(providerDir, '.bench');
const args = process.argv.slice(2);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;
/**
 * Paid rounds: one connection per player. Fewer than the reads' 50: with N connections always busy a
 * round waits N / (rounds per second) on average, so at 50 a p99 of 50 ms would need far more than 1,000 spins/s.
 */
const PAID_CONNECTIONS = 20;
const PAID_BET = '0.20';
const PROFILE = args.includes('--profile');
/** `BENCH_CASES="paid spin,paid hand"` measures only those cases. */
const ONLY = process.env.BENCH_CASES?.split(',').map((name) => name.trim());

interface Goal {
  minRequestsPerSecond: number;
  maxP99Ms?: number;
}

/**
 * The bench's entry of the provider in `dir`, run as that checkout runs its provider: the bundle its own bundler builds
 * (decision 054) with its Node flags, or its TypeScript sources through tsx for a commit from before the bundle.
 */
function benchServerOf(dir: string): { script: string; execArgv: string[] } {
  const bundler = join(dir, '..', 'tooling', 'src', 'build', 'build-provider.ts');
  if (!existsSync(bundler)) return { script: join(dir, 'src', 'bench', 'bench-server.ts'), execArgv: ['--import', 'tsx'] };
  const built = spawnSync('pnpm', ['exec', 'tsx', bundler, dir], { cwd: dir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building the provider's bundle in ${dir} failed`);
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  return { script: join(dir, 'dist', 'bench-server.mjs'), execArgv: nodeFlagsOfStart(scripts?.start ?? '') };
}

const benchServers = new Map<string, { script: string; execArgv: string[] }>();

async function startProvider(label: string, env: Record<string, string>, dir = providerDir): Promise<{ child: ChildProcess; address: string; logFile: string }> {
  mkdirSync(benchDir, { recursive: true });
  const logFile = join(benchDir, `provider-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.log`);
  // The request log goes to a file, as a deployed provider's stdout would.
  const logFd = openSync(logFile, 'w');
  let server = benchServers.get(dir);
  if (!server) {
    server = benchServerOf(dir);
    benchServers.set(dir, server);
  }
  const child = fork(server.script, [], {
    cwd: dir,
    env: { ...process.env, ...env },
    execArgv: [...server.execArgv, ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(benchDir, 'profiles')}`] : [])],
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
async function startProviders(label: string, env: Record<string, string>, count: number, dir = providerDir): Promise<ProviderSet> {
  if (count === 1) {
    const one = await startProvider(label, env, dir);
    return { address: one.address, children: [one.child], logFiles: [one.logFile], stop: () => stopProvider(one.child) };
  }
  // The first creates and seeds the schema, the others join it; the first stops last and drops it.
  const first = await startProvider(`${label}-1`, env, dir);
  const others = await Promise.all(Array.from({ length: count - 1 }, (_, index) => startProvider(`${label}-${index + 2}`, { ...env, BENCH_KEEP_SCHEMA: '1' }, dir)));
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

/** What a case loads: the autocannon options for one provider set, and how many rounds a finished run made. */
interface Load {
  options: autocannon.Options;
  /** Rounds played, for the paid cases (a blackjack hand is one or two requests); requests otherwise. */
  rounds?: () => number;
  /** Refusals the case expects, left out of its errors and told apart (the hands an earlier run left open). */
  expectedRefusals?: () => number;
}

interface Setup {
  address: string;
  pid: number;
  sessionToken: string;
  players: PaidRoundPlayer[];
  /** The history cases' player (PostgreSQL only; null when no history case runs). */
  history: HistoryBenchPlayer | null;
}

interface Case {
  name: string;
  /** What one unit of `rps` is. */
  unit: 'req' | 'spin' | 'hand';
  goal?: Goal;
  /** Needs data a second process made on the database (PGlite in memory is the provider process's own). */
  postgresOnly?: boolean;
  load: (setup: Setup) => Load;
}

const get = (path: (pid: number) => string, connections = CONNECTIONS) => ({ address, pid, sessionToken }: Setup): Load => ({
  options: { url: `${address}${path(pid)}`, method: 'GET', headers: { [SESSION_TOKEN_HEADER]: sessionToken }, connections },
});

/** What one pass of a connection's requests remembers (autocannon clears it when the sequence starts again). */
interface HandContext {
  /** The hand dealt last is still open. */
  open?: boolean;
}

/**
 * Each connection plays as a player of its own, all the run (a player's rounds queue behind the
 * player's lock, as in the browser): its requests carry that player's game token.
 */
function playAs(players: PaidRoundPlayer[], token: (player: PaidRoundPlayer) => string, requests: autocannon.Request[]) {
  let next = 0;
  return (client: autocannon.Client) => {
    const gameToken = token(players[next++ % players.length]!);
    client.setRequests(requests.map((request) => ({ ...request, headers: { ...JSON_HEADERS, [GAME_TOKEN_HEADER]: gameToken } })));
  };
}

const PLAY_PATH = gameRoundEndpoints.play.path;
const JSON_HEADERS = { 'content-type': 'application/json' };

const paidSpins = (connections: number) => ({ address, players }: Setup): Load => {
  const spin: autocannon.Request = { method: 'POST', path: PLAY_PATH, body: JSON.stringify({ action: 'spin', bet: PAID_BET }) };
  return {
    options: { url: address, connections, requests: [spin], setupClient: playAs(players, (player) => player.slotToken, [spin]) },
  };
};

/** Deal, then stand when the hand is still open (a natural settles at the deal); one hand per deal. */
function paidHands({ address, players }: Setup): Load {
  let hands = 0;
  let leftOpen = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST', path: PLAY_PATH, body: JSON.stringify({ action: 'deal', bet: PAID_BET }),
      onResponse: (status, body, context) => {
        if (status === 200) hands += 1;
        // This player's hand of an earlier run (the warm-up stops between a deal and its stand) is still open: stand on it
        // first. Any other refusal stays an error.
        const stillOpen = status === 409 && (JSON.parse(body) as { errorMessage?: string }).errorMessage === OPEN_ROUND_REFUSAL;
        if (stillOpen) leftOpen += 1;
        (context as HandContext).open = stillOpen || (status === 200 && (JSON.parse(body) as { round: { status: string } }).round.status === 'open');
      },
    },
    {
      method: 'POST', path: PLAY_PATH, body: JSON.stringify({ action: 'stand' }),
      // A falsy request starts the connection's sequence again: the next hand's deal.
      setupRequest: (request, context) => ((context as HandContext).open ? request : null) as autocannon.Request,
    },
  ];
  return {
    options: { url: address, connections: PAID_CONNECTIONS, requests, setupClient: playAs(players, (player) => player.tableToken, requests) },
    rounds: () => hands,
    expectedRefusals: () => leftOpen,
  };
}

/** A page of the history player's account history: the first (newest 50), or the one after the deep cursor. */
const historyPage = (deep: boolean) => ({ address, history }: Setup): Load => {
  if (!history) throw new Error('the history cases need their player');
  const cursor = deep ? `&cursor=${encodeURIComponent(history.deepCursor)}` : '';
  return {
    options: {
      url: `${address}/937/players/${history.pid}/history?limit=50${cursor}`, method: 'GET', headers: { [SESSION_TOKEN_HEADER]: history.sessionToken }, connections: CONNECTIONS,
    },
  };
};

// The goals of issue 14 (balance, coupon list) and issue 55 (coupon list, paid rounds), on PostgreSQL.
const CASES: Case[] = [
  { name: 'balance', unit: 'req', load: get((pid) => `/937/players/${pid}/balance?forMoney=true`), goal: { minRequestsPerSecond: 2000, maxP99Ms: 50 } },
  { name: 'coupon list', unit: 'req', load: get((pid) => `/937/players/${pid}/coupondetails?login=demoplayer`), goal: { minRequestsPerSecond: 2000 } },
  { name: 'paid spin', unit: 'spin', load: paidSpins(PAID_CONNECTIONS), goal: { minRequestsPerSecond: 1000, maxP99Ms: 50 }, postgresOnly: true },
  // One player alone on the provider: what a spin itself takes, with no round queued before it, beside the balance
  // alone (one connection each), its floor in the same run.
  { name: 'balance alone', unit: 'req', load: get((pid) => `/937/players/${pid}/balance?forMoney=true`, 1), postgresOnly: true },
  { name: 'spin alone', unit: 'spin', load: paidSpins(1), postgresOnly: true },
  { name: 'paid hand', unit: 'hand', load: paidHands, postgresOnly: true },
  { name: 'history top', unit: 'req', load: historyPage(false), postgresOnly: true },
  { name: 'history deep', unit: 'req', load: historyPage(true), postgresOnly: true },
];
const selected = (name: string) => !ONLY || ONLY.includes(name);

function goalText(goal: Goal | undefined, unit: Case['unit'], rps: number, p99: number): string {
  if (!goal) return 'no goal';
  const met = rps >= goal.minRequestsPerSecond && (goal.maxP99Ms === undefined || p99 <= goal.maxP99Ms);
  return `goal ≥ ${goal.minRequestsPerSecond.toLocaleString('en-GB')} ${unit}/s${goal.maxP99Ms ? `, p99 ≤ ${goal.maxP99Ms} ms` : ''}: ${met ? 'met' : 'NOT met'}`;
}

/** The history cases' player on one schema: 100,000 rounds (history-player.ts), told over IPC. */
function prepareHistoryPlayer(env: Record<string, string>): Promise<HistoryBenchPlayer> {
  const child = fork(join(providerDir, 'src', 'bench', 'history-player.ts'), [], {
    cwd: providerDir,
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolvePlayer, reject) => {
    child.once('message', (message) => {
      resolvePlayer((message as { history: HistoryBenchPlayer }).history);
      child.disconnect();
    });
    child.once('exit', (code) => reject(new Error(`preparing the history player failed (${code})`)));
  });
}

/** The bench's players on one schema, made by this checkout's code (paid-round-players.ts) and told over IPC. */
function preparePaidPlayers(env: Record<string, string>): Promise<PaidRoundPlayer[]> {
  const child = fork(join(providerDir, 'src', 'bench', 'paid-round-players.ts'), [], {
    cwd: providerDir,
    env: { ...process.env, ...env, BENCH_PLAYERS: String(PAID_CONNECTIONS) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolvePlayers, reject) => {
    child.once('message', (message) => {
      resolvePlayers((message as { players: PaidRoundPlayer[] }).players);
      child.disconnect();
    });
    child.once('exit', (code) => reject(new Error(`preparing the paid-round players failed (${code})`)));
  });
}

interface Figures {
  /** Units per second (requests, spins or hands). */
  rps: number;
  p50: number;
  p99: number;
  /** Provider CPU (every process of the set) and the database server's, in µs per unit. */
  cpuPerRequest: number;
  dbCpuPerRequest: number;
  errors: number;
}

/** This checkout, and with `--against-dir` another commit's provider measured beside it case by case. */
interface Side {
  /** '' for this checkout, ` @<commit>` for the other. */
  suffix: string;
  dir: string;
}

const againstDir = args.includes('--against-dir') ? args[args.indexOf('--against-dir') + 1] : undefined;
const againstShort = args.includes('--against-label') ? args[args.indexOf('--against-label') + 1] : undefined;
const SIDES: Side[] = [{ suffix: '', dir: providerDir }, ...(againstDir ? [{ suffix: ` @${againstShort ?? 'against'}`, dir: join(againstDir, 'provider') }] : [])];

type SideFigures = Map<string, Figures>;

async function measure(set: ProviderSet, benchCase: Case, setup: Setup, label: string, isPostgres: boolean): Promise<Figures> {
  const cpuOf = async () => (await Promise.all(set.children.map(providerCpu))).reduce((sum, cpu) => sum + cpu, 0);
  // The warm-up fills the pool, JIT-compiles the hot paths and is thrown away.
  if (WARMUP_S > 0) await autocannon({ ...benchCase.load(setup).options, duration: WARMUP_S });
  const { options, rounds, expectedRefusals } = benchCase.load(setup);
  const cpuBefore = await cpuOf();
  const dbCpuBefore = postgresCpu();
  const result = await autocannon({ ...options, duration: DURATION_S });
  const units = Math.max(1, rounds ? rounds() : result.requests.total);
  const cpuPerRequest = (await cpuOf() - cpuBefore) / units;
  const dbCpuPerRequest = cpuSpent(dbCpuBefore, postgresCpu()) / units;
  const refusals = expectedRefusals ? expectedRefusals() : 0;
  const errors = result.non2xx - refusals + result.errors + result.timeouts;
  const rps = rounds ? units / (result.duration || DURATION_S) : result.requests.average;
  const { goal, unit } = benchCase;
  console.log(
    `${label.padEnd(24)} ${benchCase.name.padEnd(12)} ${rps.toFixed(0).padStart(6)} ${`${unit}/s`.padEnd(6)} p50 ${String(result.latency.p50).padStart(4)} ms` +
      `  p99 ${String(result.latency.p99).padStart(4)} ms  CPU/${unit} ${cpuPerRequest.toFixed(0).padStart(5)} µs provider${isPostgres ? ` ${dbCpuPerRequest.toFixed(0).padStart(5)} µs postgres` : ''}` +
      `  ${String(errors).padStart(3)} errors   ${goalText(goal, unit, rps, result.latency.p99)}` +
      (refusals ? `  (and ${refusals} deals refused as the warm-up had left that hand open: stood on first)` : ''),
  );
  return { rps, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest, dbCpuPerRequest, errors };
}

/**
 * Every case on one database, for each side: each side has its provider set on a schema of its own,
 * both started before the first case, and each case is measured on one side right after the other (this checkout
 * first, then the other, then the other first for the next case), so the machine's speed moves both figures of a case
 * together.
 */
async function benchDatabase(label: string, databaseUrl: string, processes = 1): Promise<SideFigures[]> {
  const isPostgres = databaseUrl.startsWith('postgres');
  const sides = await Promise.all(SIDES.map(async (side) => {
    const env: Record<string, string> = { BENCH_DATABASE_URL: databaseUrl, ...(isPostgres ? { BENCH_DATABASE_SCHEMA: `bench_${randomBytes(4).toString('hex')}` } : {}) };
    const set = await startProviders(`${label}${side.suffix}`, env, processes, side.dir);
    return { side, env, set, figures: new Map<string, Figures>() as SideFigures };
  }));
  try {
    const setups = await Promise.all(sides.map(async ({ env, set }) => {
      const { pid, sessionToken } = await signIn(set.address);
      // The paid-round players need the database the provider serves: PostgreSQL (PGlite in memory is the process's own).
      const players = isPostgres && ['paid spin', 'spin alone', 'paid hand'].some(selected) ? await preparePaidPlayers(env) : [];
      const history = isPostgres && (selected('history top') || selected('history deep')) ? await prepareHistoryPlayer(env) : null;
      return { address: set.address, pid, sessionToken, players, history };
    }));
    for (const [caseIndex, benchCase] of CASES.filter((entry) => selected(entry.name)).entries()) {
      // Which side goes first alternates from case to case: a side measured first was seen to come out slower (decision 054).
      const inOrder = [...sides.entries()];
      for (const [index, { side, set, figures }] of caseIndex % 2 === 0 ? inOrder : inOrder.reverse()) {
        if (benchCase.postgresOnly && !isPostgres) continue;
        figures.set(benchCase.name, await measure(set, benchCase, setups[index]!, `${label}${side.suffix}`, isPostgres));
      }
    }
  } finally {
    // Requests still in flight when the load stops finish before the private schema is dropped.
    await new Promise((settle) => setTimeout(settle, 1000));
    for (const { set } of sides) await set.stop();
  }
  for (const { side, set } of sides) {
    const logLines = set.logFiles.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length - 1, 0);
    console.log(`${`${label}${side.suffix}`.padEnd(24)} (request log: ${logLines} lines in ${set.logFiles.join(', ')})`);
  }
  return sides.map(({ figures }) => figures);
}

const figureText = (figures: Figures | undefined, unit: string) =>
  (figures ? `${figures.rps.toFixed(0).padStart(6)} ${unit}/s (p99 ${figures.p99} ms)` : 'none'.padStart(20));

/** One process and two behind nginx, case by case. */
function sideBySide(one: SideFigures, two: SideFigures): void {
  console.log('\nPostgreSQL, one provider process | two behind nginx (same run, same machine):');
  for (const { name, unit } of CASES) {
    const a = one.get(name);
    const b = two.get(name);
    if (!a || !b) continue;
    console.log(
      `  ${name.padEnd(12)} ${figureText(a, unit)} | ${figureText(b, unit)}  ×${(b.rps / a.rps).toFixed(2)}   CPU/${unit} ${a.cpuPerRequest.toFixed(0)} | ${b.cpuPerRequest.toFixed(0)} µs provider`,
    );
  }
}

/** This checkout beside the other commit, case by case, from the same run. */
function againstTable(label: string, here: SideFigures, there: SideFigures): void {
  console.log(`\n${label}: this checkout | ${againstShort ?? 'against'} (measured one right after the other, per case):`);
  for (const { name, unit } of CASES) {
    const a = here.get(name);
    const b = there.get(name);
    if (!a || !b) continue;
    console.log(
      `  ${name.padEnd(12)} ${figureText(a, unit)} | ${figureText(b, unit)}  ×${(a.rps / b.rps).toFixed(2)} throughput` +
        `   CPU/${unit} ${a.cpuPerRequest.toFixed(0)} | ${b.cpuPerRequest.toFixed(0)} µs provider`,
    );
  }
}

console.log(
  `provider bench: ${CONNECTIONS} connections on loopback (paid rounds: ${PAID_CONNECTIONS}, one player each, $${PAID_BET} stakes), ` +
    `${WARMUP_S} s warm-up + ${DURATION_S} s per call; the provider in its own process (×2: two processes on one database behind nginx), ` +
    'production mode (sandbox off, request log on)',
);
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const one = await benchDatabase('PostgreSQL', url);
  // Two processes on one database behind nginx: what a second process adds (the 2 cores also run nginx, PostgreSQL and the load).
  const two = await benchDatabase('PostgreSQL ×2', url, 2);
  sideBySide(one[0]!, two[0]!);
  if (one[1] && two[1]) {
    againstTable('PostgreSQL', one[0]!, one[1]);
    againstTable('PostgreSQL ×2', two[0]!, two[1]);
  }
} else {
  console.log('PostgreSQL skipped: set TEST_DATABASE_URL (provider/scripts/ensure-postgres.sh prints one).');
}
if (!url || args.includes('--pglite')) await benchDatabase('PGlite', 'memory://');
if (PROFILE) console.log(`CPU profiles in ${join(benchDir, 'profiles')}`);
