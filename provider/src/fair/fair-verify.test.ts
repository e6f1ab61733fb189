import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fairRng } from '../lib/fair-rng';
import { titleEngine } from '../modules/games/engine-registry';
import type { EngineOptions, RoundEnv } from '../modules/games/game-engine';
import { roundVerification } from '../modules/games';
import { openGame, playGame } from '../testing/game-sessions';
import { call, createTestApp, depositVia, signupPlayer } from '../testing/test-app';
import { chooseSource, providerSource } from './fair-sources';
import { EXIT, reportVerification } from './fair-verify';
import type { VerifyRound } from './shared-fairness-adapter';

/** A stand-in for shared-fairness's verifyRound: replays a slot spin of 0.10 from the record and compares. */
const replaySpin = (engineOptions: EngineOptions): VerifyRound => async (record) => {
  const title = titleEngine(record.engine, engineOptions);
  const env = { rng: fairRng(record.server_seed, record.client_seed, record.nonce), stake: async () => undefined, balanceCents: async () => 1_000_000, sponsoredStake: async () => null };
  const expected = (await title.engine.start(title.setup.config, { action: 'spin', bet: 10 }, env as unknown as RoundEnv, null)).view;
  const matches = JSON.stringify(expected) === JSON.stringify(record.outcome);
  return { matches, expected, mismatch: matches ? null : 'the reels differ' };
};

describe('pnpm fair verify', () => {
  let app: FastifyInstance;
  let engineOptions: EngineOptions;
  beforeAll(async () => {
    app = await createTestApp();
    engineOptions = JSON.parse((await app.ctx.db.query<{ engine_options: string }>(`select engine_options from games where game_code = 'cash-bandits'`))[0]!.engine_options);
  }, 120_000);
  afterAll(async () => app?.close());

  async function spunRound() {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await openGame(app, player, 'cash-bandits');
    return { player, roundId: (await playGame(app, gameToken, { action: 'spin', bet: '0.10' })).json().round.id as number };
  }
  const run = async (roundId: number, secret: boolean, verify: VerifyRound | null) => {
    const lines: string[] = [];
    const code = await reportVerification(roundId, await roundVerification(app.ctx.db, roundId, { secret }), verify, (line) => lines.push(line));
    return { code, text: lines.join('\n') };
  };

  it('says the player must rotate first while the server seed is secret; an operator reads it from the database and the outcome recomputes', async () => {
    const { roundId } = await spunRound();
    const secret = await run(roundId, false, replaySpin(engineOptions));
    expect(secret.code).toBe(EXIT.cannot);
    expect(secret.text).toContain('(secret: the pair is still in use)');
    expect(secret.text).toContain('The server seed is not revealed yet: the player must rotate their seeds first (or an operator runs this with --database).');

    const operator = await run(roundId, true, replaySpin(engineOptions));
    expect(operator.text).toContain('(read from the database: not revealed to the player)');
    expect(operator.text).toContain('SHA-256 of the server seed matches its hash');
    expect(operator.text).toContain('Verified: the outcome recomputed from the seeds is the stored outcome.');
    expect(operator.code).toBe(EXIT.matches);
  });

  it('reports a tampered outcome, a missing verifier and a round that does not exist', async () => {
    const { roundId } = await spunRound();
    await app.ctx.db.query(`update game_rounds set outcome = '{"reels":[]}' where id = $1`, [roundId]);
    const tampered = await run(roundId, true, replaySpin(engineOptions));
    expect([tampered.code, tampered.text]).toEqual([EXIT.mismatch, expect.stringContaining('MISMATCH: the reels differ')]);
    const bare = await run(roundId, true, null);
    expect([bare.code, bare.text]).toEqual([EXIT.noVerifier, expect.stringContaining('The verifier (package shared-fairness, verifyRound) is not installed')]);
    expect(await run(2_147_483_000, true, null)).toEqual({ code: EXIT.cannot, text: 'There is no round 2147483000.' });
  });

  it('asks a running provider through the desk when the embedded database is held; the revealed seed then verifies', async () => {
    const { player, roundId } = await spunRound();
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const source = await providerSource(url, { login: 'anna', password: 'Desk1234' });
    expect((await source.read(roundId))!.seeds).toMatchObject({ server_seed: null, revealed: false, nonce: 0 });
    expect(await source.read(2_147_483_000)).toBeNull();
    expect((await call(app, { method: 'POST', url: `/937/players/${player.pid}/fairness/rotate`, token: player.token, payload: {} })).statusCode).toBe(200);
    const lines: string[] = [];
    expect(await reportVerification(roundId, await source.read(roundId), replaySpin(engineOptions), (line) => lines.push(line))).toBe(EXIT.matches);
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
