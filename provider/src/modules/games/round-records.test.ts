import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GAME_TOKEN_HEADER, type FairnessState, type RoundDetail } from 'shared-contract';
import { fairRng } from '../../lib/fair-rng';
import { openGame, playGame } from '../../testing/game-sessions';
import { call, createTestApp, databaseVariants, depositVia, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { titleEngine } from './engine-registry';
import type { EngineOptions, RoundEnv } from './game-engine';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(databaseVariants())('a round on the record and the player’s seeds on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The CSPRNG of production: a player's rounds draw from their provably fair stream.
    app = await createTestApp(options());
  }, 120_000);
  afterAll(async () => app?.close());

  const get = (player: PlayerSession, path: string) => call(app, { method: 'GET', url: `/937/players/${player.pid}${path}`, token: player.token });
  const rotate = (player: PlayerSession, payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: `/937/players/${player.pid}/fairness/rotate`, token: player.token, payload });
  const replay = (gameToken: string, roundId: number) => app.inject({ method: 'GET', url: `/games/api/rounds/${roundId}`, headers: { [GAME_TOKEN_HEADER]: gameToken } });

  it('a round shows its game’s config and its seeds; the server seed only once the player rotated, and then it replays to the outcome', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '50');
    const { gameToken } = await openGame(app, player, 'cash-bandits');
    const spun = (await playGame(app, gameToken, { action: 'spin', bet: '0.10' })).json();
    const roundId = spun.round.id as number;

    const before = (await get(player, `/rounds/${roundId}`)).json() as RoundDetail;
    const info = (await app.inject({ method: 'GET', url: '/games/api/info', headers: { [GAME_TOKEN_HEADER]: gameToken } })).json();
    expect(before).toMatchObject({ round: spun.round, game_name: info.game.display_name, engine: 'slot', config: info.config });
    expect(before.fairness).toMatchObject({ server_seed: null, nonce: 0 });
    expect(before.fairness!.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const state = (await get(player, '/fairness')).json() as FairnessState;
    expect(state).toEqual({ current: { server_seed_hash: before.fairness!.server_seed_hash, client_seed: before.fairness!.client_seed, next_nonce: 1 }, previous: [] });

    const rotated = await rotate(player, { client_seed: '  my lucky seed  ' });
    expect(rotated.statusCode).toBe(200);
    const { revealed, state: after } = rotated.json();
    expect(sha256(revealed.server_seed)).toBe(before.fairness!.server_seed_hash);
    expect(revealed).toMatchObject({ client_seed: before.fairness!.client_seed, rounds: 1 });
    expect(after.current).toMatchObject({ client_seed: 'my lucky seed', next_nonce: 0 });
    expect(after.current.server_seed_hash).not.toBe(before.fairness!.server_seed_hash);
    expect(after.previous).toEqual([revealed]);

    // Revealed: the seeds recompute the stored outcome.
    const detail = (await get(player, `/rounds/${roundId}`)).json() as RoundDetail;
    expect(detail.fairness).toMatchObject({ server_seed: revealed.server_seed, client_seed: revealed.client_seed, nonce: 0 });
    const game = (await app.ctx.db.query<{ engine: string; engine_options: string }>('select engine, engine_options from games where game_code = $1', ['cash-bandits']))[0]!;
    const title = titleEngine(game.engine, JSON.parse(game.engine_options) as EngineOptions);
    const rng = fairRng(revealed.server_seed, revealed.client_seed, 0);
    const env = { rng, stake: async () => undefined, balanceCents: async () => 1_000_000, sponsoredStake: async () => null } as unknown as RoundEnv;
    expect((await title.engine.start(title.setup.config, { action: 'spin', bet: 10 }, env, null)).view).toEqual(detail.round.outcome);
    expect(rng.consumed).toBe(detail.fairness!.draws);
  });

  it('another player’s round, a demo round or no round at all is 404; the game client replays only its own player’s and game’s rounds', async () => {
    const player = await signupPlayer(app);
    const other = await signupPlayer(app);
    await depositVia(app, player, '50');
    const slot = (await openGame(app, player, 'cash-bandits')).gameToken;
    const roundId = (await playGame(app, slot, { action: 'spin', bet: '0.10' })).json().round.id as number;
    const demo = (await openGame(app, null, 'cash-bandits')).gameToken;
    const demoRoundId = (await playGame(app, demo, { action: 'spin', bet: '0.10' })).json().round.id as number;

    for (const [who, id] of [[other, roundId], [player, demoRoundId], [player, 2_147_483_647]] as const) {
      const missing = await get(who, `/rounds/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorMessage).toBe('We could not find this round in your account.');
    }
    expect((await get(player, '/rounds/2147483648')).statusCode).toBe(400);

    expect((await replay(slot, roundId)).json()).toEqual({ round: (await get(player, `/rounds/${roundId}`)).json().round });
    expect((await replay(demo, demoRoundId)).statusCode).toBe(200);
    const otherGame = (await openGame(app, player, 'megasaur')).gameToken;
    for (const [token, id] of [[otherGame, roundId], [demo, roundId], [slot, demoRoundId]] as const) {
      const refused = await replay(token, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errorMessage).toBe('We could not find this round of this game.');
    }
    expect((await replay('not-a-token', roundId)).statusCode).toBe(401);
  });

  it('a rotation waits for an unfinished round, names its game, and refuses a client seed it cannot show', async () => {
    const player = await signupPlayer(app);
    // The first look at the seeds creates the pair, as a first round would; looking again keeps it.
    const first = (await get(player, '/fairness')).json() as FairnessState;
    expect(first.current.next_nonce).toBe(0);
    expect((await get(player, '/fairness')).json()).toEqual(first);

    for (const client_seed of ['', '   ', 'x'.repeat(65), 'naïve', 'tab\there']) {
      const refused = await rotate(player, { client_seed });
      expect(refused.statusCode).toBe(400);
      if (client_seed.length <= 64) expect(refused.json().errorMessage).toBe('Client seed must be 1 to 64 printable characters.');
    }

    await depositVia(app, player, '50');
    const table = (await openGame(app, player, 'blackjack')).gameToken;
    let hand = (await playGame(app, table, { action: 'deal', bet: '1.00' })).json();
    for (let deal = 0; deal < 20 && hand.round.status !== 'open'; deal += 1) hand = (await playGame(app, table, { action: 'deal', bet: '1.00' })).json();
    expect(hand.round.status).toBe('open');
    const refused = await rotate(player, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe('Finish your round of Blackjack before changing your seeds.');
    expect(((await get(player, '/fairness')).json() as FairnessState).current.server_seed_hash).toBe(first.current.server_seed_hash);

    while (hand.round.status === 'open') hand = (await playGame(app, table, { action: 'stand' })).json();
    const done = (await rotate(player, {})).json();
    expect(done.revealed.server_seed_hash).toBe(first.current.server_seed_hash);
    expect(done.state.current.client_seed).toMatch(/^[0-9a-f]{16}$/);
    expect(done.state.previous).toHaveLength(1);
    // The next round takes the new pair's first nonce.
    hand = (await playGame(app, table, { action: 'deal', bet: '1.00' })).json();
    expect(((await get(player, `/rounds/${hand.round.id}`)).json() as RoundDetail).fairness).toMatchObject({
      server_seed_hash: done.state.current.server_seed_hash, nonce: 0, server_seed: null,
    });
  });
});
