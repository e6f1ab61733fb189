import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { roundVerification } from '../modules/games';
import { openGame, playGame } from '../testing/game-sessions';
import { call, createTestApp, depositVia, signupPlayer } from '../testing/test-app';
import { chooseSource, providerSource } from './fair-sources';
import { EXIT, reportVerification } from './fair-verify';
import { verifyRound } from 'shared-fairness';

describe('pnpm fair verify', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(async () => app?.close());

  async function spunRound() {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await openGame(app, player, 'cash-bandits');
    return { player, roundId: (await playGame(app, gameToken, { action: 'spin', bet: '0.10' })).json().round.id as number };
  }
  const run = async (roundId: number, secret: boolean) => {
    const lines: string[] = [];
    const code = await reportVerification(roundId, await roundVerification(app.ctx.db, roundId, { secret }), verifyRound, (line) => lines.push(line));
    return { code, text: lines.join('\n') };
  };

  it('says the player must rotate first while the server seed is secret; an operator reads it from the database and the outcome recomputes', async () => {
    const { roundId } = await spunRound();
    const secret = await run(roundId, false);
    expect(secret.code).toBe(EXIT.cannot);
    expect(secret.text).toContain('(secret: the pair is still in use)');
    expect(secret.text).toContain('The server seed is not revealed yet: the player must rotate their seeds first (or an operator runs this with --database).');

    const operator = await run(roundId, true);
    expect(operator.text).toContain('(read from the database: not revealed to the player)');
    expect(operator.text).toContain('SHA-256 of the server seed matches its hash');
    expect(operator.text).toContain('Verified: the outcome recomputed from the seeds is the stored outcome.');
    expect(operator.code).toBe(EXIT.matches);
  });

  it('reports a tampered outcome and a round that does not exist', async () => {
    const { roundId } = await spunRound();
    await app.ctx.db.query(`update game_rounds set outcome = '{"reels":[]}' where id = $1`, [roundId]);
    const tampered = await run(roundId, true);
    expect([tampered.code, tampered.text]).toEqual([EXIT.mismatch, expect.stringContaining('MISMATCH: ')]);
    expect(await run(2_147_483_000, true)).toEqual({ code: EXIT.cannot, text: 'There is no round 2147483000.' });
  });

  it('asks a running provider through the desk when the embedded database is held; the revealed seed then verifies', async () => {
    const { player, roundId } = await spunRound();
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const source = await providerSource(url, { login: 'anna', password: 'Desk1234' });
    expect((await source.read(roundId))!.seeds).toMatchObject({ server_seed: null, revealed: false, nonce: 0 });
    expect(await source.read(2_147_483_000)).toBeNull();
    expect((await call(app, { method: 'POST', url: `/937/players/${player.pid}/fairness/rotate`, token: player.token, payload: {} })).statusCode).toBe(200);
    const lines: string[] = [];
    expect(await reportVerification(roundId, await source.read(roundId), verifyRound, (line) => lines.push(line))).toBe(EXIT.matches);
    expect(lines.join('\n')).not.toContain('read from the database');
    await expect(providerSource(url, { login: 'anna', password: 'wrong' })).rejects.toThrow('did not sign in anna');
  });

  it('chooses its source: PostgreSQL directly, a held PGlite folder through the provider (never --database), a free one directly', () => {
    const repoRoot = mkdtempSync(join(tmpdir(), 'fair-'));
    const dir = join(repoRoot, '.data', 'provider');
    const settings = { env: {}, repoRoot, provider: undefined, database: false, isRunning: (pid: number) => pid === 4242 };
    expect(() => chooseSource(settings)).toThrow(`There is no local database at ${dir}. Start the stack once (pnpm start), or set DATABASE_URL.`);
    mkdirSync(dir, { recursive: true });
    expect(chooseSource(settings)).toEqual({ kind: 'folder', location: dir });
    // A provider holds the folder: the CLI asks it, and refuses to open the folder beside it.
    writeFileSync(`${dir}.pid`, '4242');
    expect(chooseSource(settings)).toEqual({ kind: 'provider', location: 'http://localhost:4000' });
    expect(chooseSource({ ...settings, env: { PROVIDER_URL: 'http://localhost:4110' } })).toEqual({ kind: 'provider', location: 'http://localhost:4110' });
    expect(() => chooseSource({ ...settings, database: true })).toThrow(/The provider \(pid 4242\) holds the embedded database .*a second process would corrupt it/);
    // A pid file left by a provider that has stopped holds nothing.
    writeFileSync(`${dir}.pid`, '4243');
    expect(chooseSource({ ...settings, database: true })).toEqual({ kind: 'folder', location: dir });
    const postgres = 'postgres://casino@127.0.0.1:5432/casino';
    expect(chooseSource({ ...settings, env: { DATABASE_URL: postgres }, database: true })).toEqual({ kind: 'postgres', location: postgres });
    expect(chooseSource({ ...settings, provider: 'http://localhost:4110' })).toEqual({ kind: 'provider', location: 'http://localhost:4110' });
  });
});
