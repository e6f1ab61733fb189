import { randomBytes } from 'node:crypto';
import { GAME_TOKEN_HEADER, gameRoundEndpoints } from 'shared-contract';
import { testPasswordCost } from 'shared-node';
import { buildApp } from '../app';
import { preparePaidRoundPlayers } from './paid-round-players';

const app = await buildApp({
  databaseUrl: process.env.TEST_DATABASE_URL!, databaseSchema: `tmp_${randomBytes(4).toString('hex')}`, dropSchemaOnClose: true,
  sandbox: true, captchaTestBypass: true, rateLimit: false, passwordCost: testPasswordCost, logger: false,
});
const players = await preparePaidRoundPlayers(app, 4);
const play = (token: string) => app.inject({ method: 'POST', url: gameRoundEndpoints.play.path, headers: { [GAME_TOKEN_HEADER]: token }, payload: { action: 'spin', bet: '0.20' } });
const round = async (n: number) => {
  // four players at once, like a few connections
  await Promise.all(players.map(async (p) => { for (let i = 0; i < n; i += 1) { const r = await play(p.slotToken); if (r.statusCode !== 200) throw new Error(r.body); } }));
};
await round(150);
for (let rep = 0; rep < 3; rep += 1) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await round(500);
  const used = process.cpuUsage(cpu);
  const spins = 500 * players.length;
  console.log(`cpu/spin ${((used.user + used.system) / spins).toFixed(0)} µs (user ${(used.user / spins).toFixed(0)}, sys ${(used.system / spins).toFixed(0)}), ${(spins / ((performance.now() - t) / 1000)).toFixed(0)} spin/s`);
}
await app.close();
