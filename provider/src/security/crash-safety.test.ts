import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { buildProviderBundles, providerBundlePath } from 'tooling/provider-bundle';
import { gameRoundEndpoints, healthEndpoints, IDEMPOTENCY_KEY_HEADER, pathOf, SANDBOX_CASHIER_PATH, sessionEndpoints, SESSION_TOKEN_HEADER } from 'shared-contract';

/**
 * Issue 15, part 3: the provider is killed with SIGKILL in the middle of 200 concurrent bets and
 * deposits, then restarted on the same data. Afterwards the ledger balances, every answered call is
 * fully applied, every unanswered one is applied once its retry (same Idempotency-Key, same payload)
 * is answered, open rounds are still open, and the database opens cleanly.
 *
 * The provider runs as a child process exactly as `pnpm start` runs it (its bundle, decision 054), so the kill is a
 * real process death with requests in flight, not a simulated one.
 */
// Generous: a fresh PGlite folder is initialised by the server itself (initdb), slow on a busy 2-core machine.
jest.setTimeout(240_000);

const PROVIDER_DIR = resolve(import.meta.dirname, '..', '..');
const PLAYERS = 10;
const SPINS_PER_PLAYER = 10;
const DEPOSITS_PER_PLAYER = 10;
/** The kill lands after this many answers of the burst: most of it is still in flight. */
const KILL_AFTER_ANSWERS = 50;
const POKER = 'jacks-or-better-3-hand';
const SLOT = 'megasaur';

interface Provider {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const freePort = () => new Promise<number>((done, fail) => {
  const server = createServer();
  server.once('error', fail);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => done(port));
  });
});

let bundled: Promise<void> | null = null;

/** Starts the provider's server on the given database (no wrapper process: the kill must reach the server itself). */
async function startProvider(databaseEnv: Record<string, string>): Promise<Provider> {
  bundled ??= buildProviderBundles(PROVIDER_DIR);
  await bundled;
  const port = await freePort();
  const child = spawn(process.execPath, [providerBundlePath(PROVIDER_DIR, 'server')], {
    cwd: PROVIDER_DIR,
    env: {
      ...process.env, ...databaseEnv, PORT: String(port), HOST: '127.0.0.1', PROVIDER_SANDBOX: '1', CAPTCHA_TEST_BYPASS: '1',
      RATE_LIMIT_MAX: '0', PROVIDER_SECRET: 'crash-safety-secret', PROVIDER_LOG: '0', SITE_ORIGIN: 'http://localhost:8080',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += String(chunk); });
  child.stderr!.on('data', (chunk) => { output += String(chunk); });
  // How the process ended, once it has: the wait below stops then.
  let ended = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code, signal) => {
    ended = `exited with ${signal ?? `code ${code}`}`;
    done(code);
  }));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${base}${healthEndpoints.health.path}`)).ok) return { child, base, output: () => output, exited };
    } catch { /* not listening yet */ }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`provider did not start (${ended || 'still running'}):\n${output}`);
}

async function stop(provider: Provider, signal: NodeJS.Signals) {
  if (provider.child.exitCode === null && provider.child.signalCode === null) provider.child.kill(signal);
  return provider.exited;
}

interface Answer { status: number; body: unknown }

async function send(base: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method, headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

interface Player { pid: number; token: string; sessionId: string; login: string }

const CAPTCHA = { 'x-captcha-token': 'test-bypass' };

async function signup(base: string, index: number): Promise<Player> {
  const stem = `crash${randomBytes(3).toString('hex')}${index}`;
  const answer = await send(base, 'POST', sessionEndpoints.signup.path, {
    email: `${stem}@example.com`, password: 'Secret123', first_name: 'Crash', last_name: 'Test', birth_date: '1990-01-15',
    login: stem, client_id: 6, skin_id: 1,
  }, CAPTCHA);
  if (answer.status !== 201) throw new Error(`signup: ${JSON.stringify(answer)}`);
  const body = answer.body as { pid: number; sessionToken: string; login: string; rtgSession: { session_id: string } };
  return { pid: body.pid, token: body.sessionToken, login: body.login, sessionId: body.rtgSession.session_id };
}

/** Opens one sandbox cashier checkout the way the site's deposit form does. */
async function openCheckout(base: string, player: Player): Promise<string> {
  const cashier = await send(base, 'POST', `/937/player/${player.pid}/cashier`, {}, { [SESSION_TOKEN_HEADER]: player.token });
  const data = cashier.body as { login: string; hashed_password: string; session_id: string };
  const open = await send(base, 'POST', SANDBOX_CASHIER_PATH, {
    RTGLogin: data.login, RTG_PID: String(player.pid), HashedPassword: data.hashed_password, CasinoID: '937',
    RedirectURL: 'http://localhost:8080/lobby/games/', SessionID: data.session_id,
  });
  if (open.status !== 200) throw new Error(`checkout: ${JSON.stringify(open)}`);
  return (open.body as { checkout: string }).checkout;
}

/** One money call of the burst: replayable with the same key and payload. */
interface MoneyCall {
  player: Player;
  kind: 'spin' | 'deposit';
  amountCents: number;
  key: string;
  /** Its place in the player's sequence: the burst interleaves players by it. */
  round: number;
  checkout?: string;
  first?: Answer | { status: 0; error: string };
  retry?: Answer;
}

function sendCall(base: string, item: MoneyCall): Promise<Answer> {
  const amount = (item.amountCents / 100).toFixed(2);
  if (item.kind === 'spin') {
    return send(base, 'POST', pathOf(gameRoundEndpoints.spin.path, { pid: item.player.pid, gameCode: SLOT }), { bet: amount }, {
      [SESSION_TOKEN_HEADER]: item.player.token, [IDEMPOTENCY_KEY_HEADER]: item.key,
    });
  }
  return send(base, 'POST', `${SANDBOX_CASHIER_PATH}/deposit`, { checkout: item.checkout, idempotency_key: item.key, amount, method: 'bitcoin' });
}

const toCents = (dollars: number) => Math.round(dollars * 100);

interface SqlRunner { query: (sql: string) => Promise<Record<string, unknown>[]>; close: () => Promise<void> }

/** The ledger's own invariants, read from the database after the provider stopped. */
async function ledgerProblems(db: SqlRunner, players: Player[]) {
  const pids = players.map((player) => player.pid).join(',');
  return {
    unbalancedTransactions: await db.query(
      'select t.id from ledger_transactions t join ledger_entries e on e.transaction_id = t.id group by t.id having sum(e.amount_cents) <> 0'),
    walletsOffTheirEntries: await db.query(
      `select a.player_id from accounts a left join ledger_entries e on e.account_id = a.id
        where a.player_id is not null group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`),
    transactionsWithoutEntries: await db.query(
      'select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)'),
    spinsPerPlayer: (await db.query(
      `select player_id, count(*)::int as n from game_rounds where game_code = '${SLOT}' and player_id in (${pids}) group by player_id`))
      .filter((row) => Number(row.n) !== SPINS_PER_PLAYER),
    depositsPerPlayer: (await db.query(
      `select player_id, count(*)::int as n from ledger_transactions where kind = 'deposit' and player_id in (${pids}) group by player_id`))
      .filter((row) => Number(row.n) !== DEPOSITS_PER_PLAYER + 1),
  };
}

interface Variant {
  name: string;
  prepare: () => Promise<{ env: Record<string, string>; openSql: () => Promise<SqlRunner>; cleanup: () => Promise<void> }>;
}

const variants: Variant[] = [{
  name: 'PGlite data dir',
  prepare: async () => {
    const parent = mkdtempSync(join(tmpdir(), 'provider-crash-'));
    const dir = join(parent, 'data');
    return {
      env: { PROVIDER_DATA_DIR: dir },
      // Opening the folder again after the kill and the restart: it must open without repair.
      openSql: async () => {
        const db = new PGlite(dir, { parsers: { 20: (value: string) => Number(value) } });
        await db.waitReady;
        return { query: async (sql) => (await db.query<Record<string, unknown>>(sql)).rows, close: () => db.close() };
      },
      cleanup: async () => rmSync(parent, { recursive: true, force: true }),
    };
  },
}];

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
if (TEST_DATABASE_URL) {
  variants.push({
    name: 'PostgreSQL',
    prepare: async () => {
      const schema = `crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const separator = TEST_DATABASE_URL.includes('?') ? '&' : '?';
      const url = `${TEST_DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      return {
        env: { DATABASE_URL: url },
        openSql: async () => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
        },
        cleanup: async () => {
          const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        },
      };
    },
  });
}

describe.each(variants)('crash safety on $name', ({ prepare }) => {
  it('SIGKILL in the middle of 200 concurrent bets and deposits loses nothing and applies nothing twice', async () => {
    const started = Date.now();
    const database = await prepare();
    let provider: Provider | null = null;
    try {
      provider = await startProvider(database.env);
      const { base } = provider;

      // Ten players with $100 each and an open video poker hand, and one checkout per planned deposit.
      const players: Player[] = [];
      for (let i = 0; i < PLAYERS; i += 1) players.push(await signup(base, i));
      const pokerHands = new Map<number, { gameToken: string; roundId: number; stakeCents: number }>();
      const calls: MoneyCall[] = [];
      for (const player of players) {
        const first = await sendCall(base, { player, kind: 'deposit', amountCents: 10_000, key: `initial-${player.pid}`, round: -1, checkout: await openCheckout(base, player) });
        expect(first.status).toBe(200);
        const session = await send(base, 'POST', '/games/session', { token: player.token, playerId: player.pid, gameCode: POKER });
        const gameToken = (session.body as { gameToken: string }).gameToken;
        const dealt = await send(base, 'POST', gameRoundEndpoints.play.path, { action: 'deal', bet: '1.00' }, { 'x-game-token': gameToken });
        const round = (dealt.body as { round: { id: number; status: string; stake: number } }).round;
        expect(round.status).toBe('open');
        pokerHands.set(player.pid, { gameToken, roundId: round.id, stakeCents: toCents(round.stake) });
        for (let i = 0; i < DEPOSITS_PER_PLAYER; i += 1) {
          calls.push({ player, kind: 'deposit', amountCents: 100 + ((i * 37 + player.pid) % 1900), key: `dep-${player.pid}-${i}`, round: i, checkout: await openCheckout(base, player) });
        }
        for (let i = 0; i < SPINS_PER_PLAYER; i += 1) {
          calls.push({ player, kind: 'spin', amountCents: 10 + ((i * 13 + player.pid) % 190), key: `spin-${player.pid}-${i}`, round: i });
        }
      }
      // Interleave players and kinds so every player has calls in flight at the kill.
      calls.sort((a, b) => a.round - b.round || a.player.pid - b.player.pid || a.kind.localeCompare(b.kind));
      expect(calls).toHaveLength(200);

      // The burst: all 200 at once; SIGKILL after the first answers.
      let answered = 0;
      const victim = provider;
      await Promise.all(calls.map(async (item) => {
        try {
          item.first = await sendCall(base, item);
        } catch (error) {
          item.first = { status: 0, error: String(error) };
        }
        answered += 1;
        if (answered === KILL_AFTER_ANSWERS) victim.child.kill('SIGKILL');
      }));
      await victim.exited;
      const accepted = calls.filter((item) => item.first!.status >= 200 && item.first!.status < 300).length;
      const cutOff = calls.filter((item) => item.first!.status === 0).length;
      const refused = calls.length - accepted - cutOff;
      console.log(`crash burst: ${accepted} answered 2xx before the kill, ${cutOff} cut off in flight, ${refused} other answers`);
      // The kill really landed mid-burst, and nothing before it was a server error.
      expect(cutOff).toBeGreaterThan(0);
      expect(calls.filter((item) => item.first!.status >= 500)).toEqual([]);

      // Restart on the same data.
      provider = await startProvider(database.env);
      const restarted = provider.base;

      // Before any retry: what the database kept. Every answered spin is a round; every answered deposit is in the balance.
      const appliedBeforeRetry = { spins: 0, depositCents: 0 };
      for (const player of players) {
        const recall = await fetch(`${restarted}${pathOf(gameRoundEndpoints.recall.path, { pid: player.pid, gameCode: SLOT })}`, {
          headers: { [SESSION_TOKEN_HEADER]: player.token },
        });
        const rounds = ((await recall.json()) as { rounds: { id: number; stake: number; win: number }[] }).rounds;
        const roundIds = new Set(rounds.map((round) => round.id));
        const answeredSpins = calls.filter((item) => item.player === player && item.kind === 'spin' && item.first!.status === 200);
        expect(answeredSpins.filter((item) => !roundIds.has(((item.first as Answer).body as { round_id: number }).round_id))).toEqual([]);
        appliedBeforeRetry.spins += rounds.length;
        const balance = await fetch(`${restarted}/937/players/${player.pid}/balance?forMoney=true`, { headers: { [SESSION_TOKEN_HEADER]: player.token } });
        const spinsNet = rounds.reduce((sum, round) => sum + toCents(round.win) - toCents(round.stake), 0);
        const depositedCents = ((await balance.json()) as { balance_cents: number }).balance_cents - 10_000 + pokerHands.get(player.pid)!.stakeCents - spinsNet;
        const deposits = calls.filter((item) => item.player === player && item.kind === 'deposit');
        const answeredCents = deposits.filter((item) => item.first!.status === 200).reduce((sum, item) => sum + item.amountCents, 0);
        expect(depositedCents).toBeGreaterThanOrEqual(answeredCents);
        expect(depositedCents).toBeLessThanOrEqual(deposits.reduce((sum, item) => sum + item.amountCents, 0));
        appliedBeforeRetry.depositCents += depositedCents;
      }
      console.log(`crash state after restart: ${appliedBeforeRetry.spins} spins and $${(appliedBeforeRetry.depositCents / 100).toFixed(2)} of deposits were applied`);

      // Every call again, same key and payload: an applied one answers as it did, an unapplied one is applied now.
      for (const item of calls) item.retry = await sendCall(restarted, item);
      const mismatches = calls.filter((item) => {
        if (item.retry!.status !== 200) return true;
        const first = item.first!;
        return first.status >= 200 && first.status < 300 && JSON.stringify((first as Answer).body) !== JSON.stringify(item.retry!.body);
      }).map((item) => ({ key: item.key, first: item.first, retry: item.retry }));
      expect(mismatches).toEqual([]);

      // Open rounds are recovered: each hand dealt before the crash is still open, then completes.
      let pokerNetCents = 0;
      for (const player of players) {
        const hand = pokerHands.get(player.pid)!;
        const session = await send(restarted, 'POST', '/games/session', { token: player.token, playerId: player.pid, gameCode: POKER });
        expect((session.body as { open_round: unknown }).open_round).toMatchObject({ id: hand.roundId, status: 'open' });
        const drawn = await send(restarted, 'POST', gameRoundEndpoints.play.path, { action: 'draw', held: [true, true, true, true, true] },
          { 'x-game-token': (session.body as { gameToken: string }).gameToken });
        const round = (drawn.body as { round: { id: number; status: string; win: number } }).round;
        expect(round).toMatchObject({ id: hand.roundId, status: 'settled' });
        pokerNetCents += toCents(round.win) - hand.stakeCents;
      }

      // Each balance is exactly the sum of what the answers say happened, each call counted once.
      const expected = new Map(players.map((player) => [player.pid, 10_000]));
      for (const item of calls) {
        const body = item.retry!.body as { win?: number; bet?: number };
        const delta = item.kind === 'deposit' ? item.amountCents : toCents(body.win!) - toCents(body.bet!);
        expected.set(item.player.pid, expected.get(item.player.pid)! + delta);
      }
      let actualTotal = 0;
      let expectedTotal = pokerNetCents;
      for (const player of players) {
        const balance = await fetch(`${restarted}/937/players/${player.pid}/balance?forMoney=true`, { headers: { [SESSION_TOKEN_HEADER]: player.token } });
        actualTotal += ((await balance.json()) as { balance_cents: number }).balance_cents;
        expectedTotal += expected.get(player.pid)!;
      }
      expect(actualTotal).toBe(expectedTotal);

      // A clean stop, then the database itself: every transaction sums to zero, wallets match their entries.
      expect(await stop(provider, 'SIGTERM')).toBe(0);
      provider = null;
      const sql = await database.openSql();
      try {
        expect(await ledgerProblems(sql, players)).toEqual({
          unbalancedTransactions: [], walletsOffTheirEntries: [], transactionsWithoutEntries: [], spinsPerPlayer: [], depositsPerPlayer: [],
        });
      } finally {
        await sql.close();
      }
      console.log(`crash test: ${calls.length} calls, ${accepted} accepted before SIGKILL, ${cutOff} retried after restart; ${Date.now() - started} ms`);
    } finally {
      if (provider) await stop(provider, 'SIGKILL');
      await database.cleanup();
    }
  });
});
