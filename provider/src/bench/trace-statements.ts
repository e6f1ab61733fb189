import { Socket } from 'node:net';
import pg from 'pg';
import { GAME_TOKEN_HEADER, gameRoundEndpoints, SESSION_TOKEN_HEADER } from 'shared-contract';
import { login } from '../testing/test-app';
import { preparePaidRoundPlayers } from './paid-round-players';
import { privateSchemaApp } from './preparer-app';

/*
 * The SQL statements of one request, in order, with the time each took from the provider's side (issue 55):
 * a paid spin, a blackjack hand (deal, then stand when it stays open), the coupon list and the balance, each
 * after a few warm-up requests (catalogues read, statements prepared). PostgreSQL only (TEST_DATABASE_URL,
 * a private schema dropped afterwards); the players are the paid-round bench's (every rule in force).
 *   pnpm --filter provider exec tsx src/bench/trace-statements.ts
 */
interface Traced {
  sql: string;
  ms: number;
}

let trace: Traced[] | null = null;
// Every statement goes through a pool client's query: timed from the call to its answer.
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function query(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  const sql = typeof first === 'string' ? first : first.text;
  const started = performance.now();
  const into = trace;
  const done = (failed: boolean) => into?.push({ sql: `${sql}${failed ? ' (failed)' : ''}`, ms: performance.now() - started });
  // The pool's own queries pass a callback; the provider's transactions await a promise.
  const last = args.length - 1;
  const callback = args[last];
  if (into && typeof callback === 'function') {
    args[last] = (error: unknown, ...rest: unknown[]) => {
      done(Boolean(error));
      (callback as (...values: unknown[]) => void)(error, ...rest);
    };
  }
  const answer = clientQuery.apply(this, args);
  if (into && answer instanceof Promise) void answer.then(() => done(false), () => done(true));
  return answer;
};

// Every write to the database's sockets is a system call (decision 049): counted while a request is traced.
let socketWrites: number | null = null;
for (const method of ['_write', '_writev'] as const) {
  const original = Socket.prototype[method] as (...args: unknown[]) => unknown;
  (Socket.prototype as unknown as Record<string, unknown>)[method] = function counted(this: Socket, ...args: unknown[]) {
    if (socketWrites !== null) socketWrites += 1;
    return original.apply(this, args);
  };
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 160);

async function traced(label: string, request: () => Promise<{ statusCode: number; body: string }>, warmUps = 5): Promise<void> {
  for (let index = 0; index < warmUps; index += 1) await request();
  trace = [];
  socketWrites = 0;
  const started = performance.now();
  const answer = await request();
  const total = performance.now() - started;
  const statements = trace;
  const writes = socketWrites;
  trace = null;
  socketWrites = null;
  const inDatabase = statements.reduce((sum, entry) => sum + entry.ms, 0);
  console.log(`\n== ${label}: ${answer.statusCode}, ${statements.length} statements in ${writes} socket writes, ${inDatabase.toFixed(2)} ms waiting on them, ${total.toFixed(2)} ms in all ==`);
  statements.forEach((entry, index) => console.log(`${String(index + 1).padStart(3)}. ${entry.ms.toFixed(2).padStart(6)} ms  ${oneLine(entry.sql)}`));
  if (answer.statusCode >= 300) console.log(answer.body);
}

async function main(): Promise<void> {
  const { app } = await privateSchemaApp('trace');
  try {
    const [player] = await preparePaidRoundPlayers(app, 1);
    const play = (token: string, body: unknown) => app.inject({
      method: 'POST', url: gameRoundEndpoints.play.path, headers: { [GAME_TOKEN_HEADER]: token }, payload: body as Record<string, unknown>,
    });
    await traced('paid spin', () => play(player!.slotToken, { action: 'spin', bet: '0.20' }));
    // A hand: deal, and stand while it is open (a natural settles at the deal); the traced deal is one left open.
    const hand = async () => {
      const dealt = await play(player!.tableToken, { action: 'deal', bet: '0.20' });
      return dealt;
    };
    const standIfOpen = async () => {
      await play(player!.tableToken, { action: 'stand' });
    };
    for (let index = 0; index < 5; index += 1) {
      await hand();
      await standIfOpen();
    }
    for (let attempt = 0; attempt < 20; attempt += 1) {
      trace = [];
      const dealt = await hand();
      const dealStatements = trace;
      trace = null;
      if ((JSON.parse(dealt.body) as { round?: { status: string } }).round?.status !== 'open') continue;
      console.log(`\n== paid hand, deal: ${dealt.statusCode}, ${dealStatements.length} statements, ${dealStatements.reduce((sum, entry) => sum + entry.ms, 0).toFixed(2)} ms waiting on them ==`);
      dealStatements.forEach((entry, index) => console.log(`${String(index + 1).padStart(3)}. ${entry.ms.toFixed(2).padStart(6)} ms  ${oneLine(entry.sql)}`));
      await traced('paid hand, stand', () => play(player!.tableToken, { action: 'stand' }), 0);
      break;
    }
    const session = await login(app, 'demoplayer');
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { [SESSION_TOKEN_HEADER]: session.token } });
    await traced('coupon list', () => get(`/937/players/${session.pid}/coupondetails?login=demoplayer`));
    await traced('balance', () => get(`/937/players/${session.pid}/balance?forMoney=true`));
  } finally {
    await app.close();
  }
}

await main();
