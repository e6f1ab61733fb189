import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fairRng } from '../../lib/fair-rng';
import { openGame, playGame } from '../../testing/game-sessions';
import { createTestApp, databaseVariants, depositVia, signupPlayer } from '../../testing/test-app';
import { titleEngine } from './engine-registry';
import type { EngineOptions, PlayRequest, RoundEnv } from './game-engine';

interface StoredRound { id: number; game_code: string; outcome: string; fair_seed_id: number | null; fair_nonce: number | null; fair_draws: number | null }
interface StoredSeed { id: number; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number; revealed_at: Date | null }

const envOf = (rng: ReturnType<typeof fairRng>): RoundEnv => ({
  rng, stake: async () => undefined, ruleStakeRefusal: async () => null, ruleStake: async () => undefined, balanceCents: async () => 1_000_000,
  sponsoredStake: async () => null, fairness: async () => { throw new Error('not crash'); }, commitNextSeed: async () => undefined,
});

/** Replays a stored round's acts from its seed pair and nonce alone, each act continuing the stream; answers the last view and draws. */
async function replay(app: FastifyInstance, round: StoredRound, acts: PlayRequest[]) {
  const seed = (await app.ctx.db.query<StoredSeed>('select * from fair_seeds where id = $1', [round.fair_seed_id]))[0]!;
  const game = (await app.ctx.db.query<{ engine: string; engine_options: string }>('select engine, engine_options from games where game_code = $1', [round.game_code]))[0]!;
  const title = titleEngine(game.engine, JSON.parse(game.engine_options) as EngineOptions);
  let position = 0;
  let state: unknown;
  let view: Record<string, unknown> = {};
  for (const [index, request] of acts.entries()) {
    const rng = fairRng(seed.server_seed, seed.client_seed, Number(round.fair_nonce), position);
    const step = index === 0
      ? await title.engine.start(title.setup.config, request, envOf(rng), (await title.engine.prepare?.(title.setup.config, request, rng)) ?? null)
      : await title.engine.act!(state, request, envOf(rng));
    position = rng.consumed;
    view = step.view;
    if (!step.finished) state = step.state;
  }
  return { view, draws: position };
}

describe.each(databaseVariants())('provably fair rounds on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app?.close());

  const roundsOf = (pid: number) => app.ctx.db.query<StoredRound>('select * from game_rounds where player_id = $1 order by id', [pid]);
  const seedsOf = (pid: number) => app.ctx.db.query<StoredSeed>('select * from fair_seeds where player_id = $1 order by id', [pid]);

  it('a real spin stores its seed pair, nonce and draws, and replays from them to its stored outcome', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    expect(await seedsOf(player.pid)).toEqual([]);
    const { gameToken } = await openGame(app, player, 'cash-bandits');
    for (let i = 0; i < 3; i += 1) expect((await playGame(app, gameToken, { action: 'spin', bet: '0.05' })).statusCode).toBe(200);

    // The first round created the player's pair: a secret seed committed by its SHA-256, a 16-hex client seed; one nonce per round.
    const [seed, ...others] = await seedsOf(player.pid);
    expect(others).toEqual([]);
    expect(seed!.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seed!.server_seed_hash).toBe(createHash('sha256').update(seed!.server_seed).digest('hex'));
    expect(seed!.client_seed).toMatch(/^[0-9a-f]{16}$/);
    expect(seed!.revealed_at).toBeNull();
    expect(Number(seed!.next_nonce)).toBe(3);
    const rounds = await roundsOf(player.pid);
    expect(rounds.map((round) => [Number(round.fair_seed_id), Number(round.fair_nonce)])).toEqual([[seed!.id, 0], [seed!.id, 1], [seed!.id, 2]]);

    for (const round of rounds) {
      const replayed = await replay(app, round, [{ action: 'spin', bet: 5 }]);
      expect(replayed.view).toEqual(JSON.parse(round.outcome));
      expect(replayed.draws).toBe(Number(round.fair_draws));
    }
  });

  it('a round of several acts continues one stream: video poker deal and draw, blackjack until it settles', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    // The player's very first round is a video poker deal, prepared before its transaction on a pair that does not exist yet.
    const poker = (await openGame(app, player, 'jacks-or-better-1-hand')).gameToken;
    expect((await playGame(app, poker, { action: 'deal', bet: '0.25' })).statusCode).toBe(200);
    const held = [true, false, true, false, false];
    expect((await playGame(app, poker, { action: 'draw', held })).statusCode).toBe(200);
    // The next deal's `prepare` reads the pair's next nonce, which the round then takes.
    expect((await playGame(app, poker, { action: 'deal', bet: '0.25' })).statusCode).toBe(200);
    expect((await playGame(app, poker, { action: 'draw', held })).statusCode).toBe(200);

    const table = (await openGame(app, player, 'blackjack')).gameToken;
    const acts: PlayRequest[] = [{ action: 'deal', bet: 100 }];
    let answer = (await playGame(app, table, { action: 'deal', bet: '1.00' })).json();
    while (answer.round.status === 'open') {
      acts.push({ action: 'hit' });
      answer = (await playGame(app, table, { action: 'hit' })).json();
    }

    const [firstDeal, secondDeal, hand] = await roundsOf(player.pid);
    expect([firstDeal, secondDeal, hand].map((round) => Number(round!.fair_nonce))).toEqual([0, 1, 2]);
    for (const round of [firstDeal!, secondDeal!]) {
      const replayed = await replay(app, round, [{ action: 'deal', bet: 25 }, { action: 'draw', held }]);
      expect(replayed.view).toEqual(JSON.parse(round.outcome));
      expect(replayed.draws).toBe(Number(round.fair_draws));
    }
    const replayed = await replay(app, hand!, acts);
    expect(replayed.view).toEqual(JSON.parse(hand!.outcome));
    expect(replayed.draws).toBe(Number(hand!.fair_draws));
  });

  it('demo play keeps no seeds', async () => {
    const { gameToken } = await openGame(app, null, 'cash-bandits');
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.05' })).statusCode).toBe(200);
    const [round] = await app.ctx.db.query<StoredRound>('select * from game_rounds where player_id is null order by id desc limit 1');
    expect(round).toMatchObject({ fair_seed_id: null, fair_nonce: null, fair_draws: null });
  });
});
