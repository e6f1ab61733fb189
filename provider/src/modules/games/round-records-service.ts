import type { FairnessState, RevealedSeedPair, RoundDetail, RoundFairness } from 'shared-contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/api-error';
import { getPlayer, lockPlayer } from '../players';
import { titleEngine, type TitleEngine } from './engine-registry';
import type { EngineOptions } from './game-engine';
import { createFairSeed, newClientSeed } from './fair-rounds';
import { currentFairSeed, fairSeedById, revealedFairSeeds, revealFairSeed, type FairSeedRow } from './fair-seeds-repository';
import { findTitle } from './catalogue-repository';
import { findCatalogueTitle } from './game-sessions-service';
import { publicRound } from './rounds-service';
import { anyOpenRound, roundById, type GameSessionRow, type RoundRow } from './rounds-repository';

/**
 * Every round on the record (issue 52, decisions 031 and 032): one round with what a verifier needs, the
 * player's seed pairs and their rotation, and a round for the game client's replay or the support desk.
 */

export const ROUND_NOT_FOUND = 'We could not find this round in your account.';
export const CLIENT_SEED_RULE = 'Client seed must be 1 to 64 printable characters.';
/** How many revealed pairs the fairness page lists. */
const REVEALED_PAIRS = 20;

/**
 * The engine's published set-up, as GET /games/api/info gives it. A crash round carries its own proof in its outcome
 * (the game session's seed chain), and the session's current commitment says nothing about a past round: none here.
 */
export const roundConfig = (title: TitleEngine): Record<string, unknown> =>
  (title.id === 'crash' ? {} : title.engine.clientConfig(title.setup.config, { serverSeed: '', nonce: 0 }));

/** A round's place in its player's stream; the server seed only once the pair was rotated away from. */
async function roundFairness(db: Queryable, round: RoundRow): Promise<RoundFairness | null> {
  if (round.fair_seed_id === null || round.fair_nonce === null) return null;
  const seed = await fairSeedById(db, Number(round.fair_seed_id));
  if (!seed) return null;
  return {
    server_seed_hash: seed.server_seed_hash,
    server_seed: seed.revealed_at ? seed.server_seed : null,
    client_seed: seed.client_seed,
    nonce: Number(round.fair_nonce),
    draws: Number(round.fair_draws ?? 0),
  };
}

async function roundDetail(ctx: AppContext, round: RoundRow): Promise<RoundDetail> {
  const { game, title } = await findCatalogueTitle(ctx, { gameCode: round.game_code });
  return {
    round: publicRound(round),
    game_name: game.display_name,
    engine: round.engine,
    config: roundConfig(title),
    fairness: await roundFairness(ctx.db, round),
  };
}

/** GET /937/players/:pid/rounds/:roundId: the player's own real-money round; any other answers 404. */
export async function playerRoundDetail(ctx: AppContext, playerId: number, roundId: number): Promise<RoundDetail> {
  const round = await roundById(ctx.db, roundId);
  if (!round || round.demo || Number(round.player_id) !== playerId) throw notFound(ROUND_NOT_FOUND);
  return roundDetail(ctx, round);
}

/** GET /games/api/rounds/:roundId: a round of the token's player and game (a demo token: of its own game session). */
export async function replayRound(ctx: AppContext, gameSession: GameSessionRow, roundId: number) {
  const round = await roundById(ctx.db, roundId);
  const owned = round !== null && (gameSession.player_id === null
    ? round.demo && Number(round.game_session_id) === Number(gameSession.id)
    : !round.demo && Number(round.player_id) === Number(gameSession.player_id) && round.game_code === gameSession.game_code);
  if (!owned) throw notFound('We could not find this round of this game.');
  return { round: publicRound(round) };
}

/** A round for the support desk: any real-money or demo round, with its player and seeds. */
export async function deskRound(ctx: AppContext, roundId: number) {
  const round = await roundById(ctx.db, roundId);
  if (!round) return null;
  const detail = await roundDetail(ctx, round);
  const player = round.player_id === null ? null : await getPlayer(ctx.db, Number(round.player_id));
  return {
    ...detail,
    player: player ? { id: Number(player.id), name: `${player.first_name} ${player.last_name}`, login: player.login } : null,
    demo: round.demo,
  };
}

const revealedPair = (seed: FairSeedRow): RevealedSeedPair => ({
  server_seed_hash: seed.server_seed_hash,
  server_seed: seed.server_seed,
  client_seed: seed.client_seed,
  rounds: Number(seed.next_nonce),
  revealed_at: new Date(seed.revealed_at!).toISOString(),
});

/** The player's current pair, created as a first round would (the caller holds the player's lock). */
async function currentPair(ctx: AppContext, tx: Queryable, playerId: number): Promise<FairSeedRow> {
  return (await currentFairSeed(tx, playerId)) ?? createFairSeed(ctx, tx, playerId);
}

async function stateOf(tx: Queryable, current: FairSeedRow, playerId: number): Promise<FairnessState> {
  return {
    current: { server_seed_hash: current.server_seed_hash, client_seed: current.client_seed, next_nonce: Number(current.next_nonce) },
    previous: (await revealedFairSeeds(tx, playerId, REVEALED_PAIRS)).map(revealedPair),
  };
}

/** GET /937/players/:pid/fairness: the pair in use (created on the first look, as a first round does) and the revealed ones. */
export async function fairnessState(ctx: AppContext, playerId: number): Promise<FairnessState> {
  const existing = await currentFairSeed(ctx.db, playerId);
  if (existing) return stateOf(ctx.db, existing, playerId);
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return stateOf(tx, await currentPair(ctx, tx, playerId), playerId);
  });
}

/** 1 to 64 printable ASCII characters once trimmed; absent: a random one. */
function clientSeedOf(given: string | undefined): string {
  if (given === undefined) return newClientSeed();
  const seed = given.trim();
  if (!/^[\x20-\x7e]{1,64}$/.test(seed)) throw badRequest(CLIENT_SEED_RULE);
  return seed;
}

/**
 * POST /937/players/:pid/fairness/rotate: under the player's lock (no round takes a nonce meanwhile), reveals the
 * pair in use and starts a new one. Refused while a round is unfinished: the revealed seed would tell its next cards.
 */
export async function rotateSeedPair(ctx: AppContext, playerId: number, body: { client_seed?: string | undefined }) {
  const clientSeed = clientSeedOf(body.client_seed);
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const open = await anyOpenRound(tx, playerId);
    if (open) {
      // Read in the transaction: PGlite has one connection, which the transaction holds.
      const game = await findTitle(tx, { gameCode: open.game_code });
      throw conflict(`Finish your round of ${game?.display_name ?? open.game_code} before changing your seeds.`);
    }
    const revealed = await revealFairSeed(tx, (await currentPair(ctx, tx, playerId)).id, ctx.now());
    const current = await createFairSeed(ctx, tx, playerId, clientSeed);
    return { revealed: revealedPair(revealed), state: await stateOf(tx, current, playerId) };
  });
}

/** What `pnpm fair verify` needs of a round (the shape `shared-fairness`'s `verifyRound` reads), or why it cannot have it. */
export interface RoundVerification {
  detail: Omit<RoundDetail, 'round'> & { round: ReturnType<typeof publicRound>; player_id: number | null; demo: boolean };
  /** The round's seed pair, its server seed included only when revealed or when `secret` was asked for. */
  seeds: { server_seed_hash: string; server_seed: string | null; client_seed: string; nonce: number; draws: number; revealed: boolean } | null;
}

/**
 * A round and its seeds straight from the database, for the operator's `pnpm fair verify`. `secret`: the server seed
 * even while its pair is in use (the `--database` mode: an operator who can read the database can read it anyway).
 */
export async function roundVerification(db: Queryable, roundId: number, options: { secret: boolean }): Promise<RoundVerification | null> {
  const round = await roundById(db, roundId);
  if (!round) return null;
  const game = await findTitle(db, { gameCode: round.game_code });
  const title = game ? titleEngine(game.engine, JSON.parse(game.engine_options) as EngineOptions) : null;
  const seed = round.fair_seed_id === null || round.fair_nonce === null ? null : await fairSeedById(db, Number(round.fair_seed_id));
  return {
    detail: {
      round: publicRound(round), game_name: game?.display_name ?? round.game_code, engine: round.engine, config: title ? roundConfig(title) : {},
      fairness: null, player_id: round.player_id === null ? null : Number(round.player_id), demo: round.demo,
    },
    seeds: seed && {
      server_seed_hash: seed.server_seed_hash,
      server_seed: seed.revealed_at || options.secret ? seed.server_seed : null,
      client_seed: seed.client_seed,
      nonce: Number(round.fair_nonce),
      draws: Number(round.fair_draws ?? 0),
      revealed: seed.revealed_at !== null,
    },
  };
}
