import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountHistoryEndpoints, pathOf } from 'shared-contract';
import { preparerApp } from './preparer-app';
import { call, depositVia, signupPlayer } from '../testing/test-app';

/**
 * The history bench's player (issue 52), made on the measured provider's database: signs up, deposits, and gets
 * BENCH_HISTORY_ROUNDS rounds (100,000 by default) with their ledger stakes and wins in one SQL statement each
 * (history-rounds.sql). Answers over IPC the player's session and the cursor of a deep page (half-way through the
 * rounds), found by paging there through the route itself.
 */
export interface HistoryBenchPlayer {
  pid: number;
  sessionToken: string;
  deepCursor: string;
  rounds: number;
}

const PAGE = 200;

async function main(): Promise<void> {
  const env = process.env;
  const rounds = Number(env.BENCH_HISTORY_ROUNDS ?? 100_000);
  const app = await preparerApp(env);
  try {
    const player = await signupPlayer(app);
    const deposit = await depositVia(app, player, '100');
    if (deposit.statusCode !== 200) throw new Error(`the deposit failed: ${deposit.body}`);
    const sql = readFileSync(join(import.meta.dirname, 'history-rounds.sql'), 'utf8').replace(/^--.*$/gm, '');
    const started = Date.now();
    for (const statement of sql.split(/;\s*\n/).map((text) => text.trim()).filter(Boolean)) {
      await app.ctx.db.query(statement, statement.includes('$1') ? [player.pid, rounds] : []);
    }
    console.error(`history bench: ${rounds.toLocaleString('en-GB')} rounds seeded in ${Date.now() - started} ms`);
    const url = pathOf(accountHistoryEndpoints.history.path, { pid: player.pid });
    let cursor: string | null = null;
    for (let page = 0; page < rounds / 2 / PAGE; page += 1) {
      const answer = await call(app, { method: 'GET', url: `${url}?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token: player.token });
      if (answer.statusCode !== 200) throw new Error(`paging the history failed: ${answer.body}`);
      cursor = (answer.json() as { next: string | null }).next;
      if (cursor === null) throw new Error('the history ended before its middle');
    }
    const found: HistoryBenchPlayer = { pid: player.pid, sessionToken: player.token, deepCursor: cursor!, rounds };
    process.send?.({ history: found });
  } finally {
    await app.close();
  }
}

await main();
