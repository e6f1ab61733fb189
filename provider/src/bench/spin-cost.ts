import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { GAME_TOKEN_HEADER, gameRoundEndpoints } from 'shared-contract';
import { preparePaidRoundPlayers } from './paid-round-players';
import { privateSchemaApp } from './preparer-app';

/*
 * What one paid spin costs, without HTTP or a load generator (decision 050): the paid-round bench's players (every rule in
 * force) spin together, in the provider's own process, on a private schema of the local PostgreSQL (TEST_DATABASE_URL).
 * Each round prints, per spin: the wall time, this process's CPU, the CPU of every postgres process on the machine (from
 * /proc, so PostgreSQL must run here), and the WAL written. The first rounds warm the JIT up; compare later rounds, and
 * compare two commits by running them one after the other, more than once (the machine's speed drifts).
 *   SPIN_COST_PLAYERS=20 SPIN_COST_SPINS=2000 SPIN_COST_ROUNDS=3 pnpm --filter provider exec tsx src/bench/spin-cost.ts
 */
const PLAYERS = Number(process.env.SPIN_COST_PLAYERS ?? 20);
const SPINS = Number(process.env.SPIN_COST_SPINS ?? 2000);
const ROUNDS = Number(process.env.SPIN_COST_ROUNDS ?? 3);
const TICKS_PER_SECOND = 100;

/** CPU time of every postgres process, in clock ticks (user and system). */
function postgresTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

async function main(): Promise<void> {
  const { app, databaseUrl } = await privateSchemaApp('spin_cost');
  const wal = new pg.Client({ connectionString: databaseUrl });
  await wal.connect();
  const walPosition = async () => (await wal.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;
  try {
    const players = await preparePaidRoundPlayers(app, PLAYERS);
    const spin = async (token: string) => {
      const answer = await app.inject({
        method: 'POST', url: gameRoundEndpoints.play.path, headers: { [GAME_TOKEN_HEADER]: token }, payload: { action: 'spin', bet: '0.20' },
      });
      if (answer.statusCode !== 200) throw new Error(`a spin answered ${answer.statusCode}: ${answer.body}`);
    };
    console.log(`${PLAYERS} players spinning together, ${SPINS} spins a round, per spin:`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const walBefore = await walPosition();
      const postgresBefore = postgresTicks();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      for (let batch = 0; batch < SPINS / PLAYERS; batch += 1) await Promise.all(players.map((player) => spin(player.slotToken)));
      const wallUs = ((performance.now() - started) * 1000) / SPINS;
      const cpu = process.cpuUsage(cpuBefore);
      const postgresUs = ((postgresTicks() - postgresBefore) * 1_000_000) / TICKS_PER_SECOND / SPINS;
      const walBytes = Number((await wal.query<{ bytes: string }>('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::text as bytes', [walBefore])).rows[0]!.bytes) / SPINS;
      console.log(
        `round ${round}: ${wallUs.toFixed(0)} µs wall, ${((cpu.user + cpu.system) / SPINS).toFixed(0)} µs provider CPU, `
        + `${postgresUs.toFixed(0)} µs PostgreSQL CPU, ${walBytes.toFixed(0)} bytes of WAL`,
      );
    }
  } finally {
    await wal.end();
    await app.close();
  }
}

await main();
