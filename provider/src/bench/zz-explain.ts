import pg from 'pg';
import { GAME_TOKEN_HEADER, gameRoundEndpoints } from 'shared-contract';
import { preparePaidRoundPlayers } from './paid-round-players';
import { privateSchemaApp } from './preparer-app';
let explainNext = false;
const plans: string[][] = [];
const orig = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string; name?: string; values?: unknown[] };
  const sql = typeof first === 'string' ? first : first.text;
  if (explainNext && /^\s*with post_lines/.test(sql) && typeof first !== 'string') {
    const p = orig.call(this, { text: `explain (analyze, buffers, wal, costs off) ${sql}`, values: first.values }) as Promise<{ rows: { 'QUERY PLAN': string }[] }>;
    return p.then((r) => { plans.push(r.rows.map((x) => x['QUERY PLAN'])); return { rows: [{ part_0: '[]' }] , fields: [] }; });
  }
  return orig.apply(this, args);
};
const { app } = await privateSchemaApp('explain');
try {
  const [player] = await preparePaidRoundPlayers(app, 1);
  const spin = () => app.inject({ method: 'POST', url: gameRoundEndpoints.play.path, headers: { [GAME_TOKEN_HEADER]: player!.slotToken }, payload: { action: 'spin', bet: '0.20' } });
  for (let i = 0; i < 200; i++) await spin();
  explainNext = true;
  const r = await spin();
  explainNext = false;
  console.log(r.statusCode);
  for (const p of plans) console.log(p.join('\n'), '\n-----');
} finally { await app.close(); }
