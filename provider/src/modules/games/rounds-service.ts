import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import type { DomainEvents, DomainQuestions } from '../../domain-events';
import { ApiError, badRequest, forbidden } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import { balancesOpeningRead, runIdempotent } from '../wallet';
import { lockPlayer } from '../players';
import { CONTINUING_ACTS, ENGINES, isEngineId, type EngineId, type TitleEngine } from './engine-registry';
import type { GameEngine, PlayRequest, RoundEnv, Step } from './game-engine';
import { demoPurse, ledgerPurse, type Purse } from './purses';
import type { Rng } from '../../lib/rng';
import { fairRoundsOn, peekRoundStream, resumeRoundStream, rngOf, streamRecord, takeRoundStream, type RoundStream } from './fair-rounds';
import { openRoundSeedOpeningRead, takeNonceAtOpening } from './fair-seeds-repository';
import {
  commitNextSeed, continueOpenRound, insertRound, lastRounds, lockDemoSession, lockGameSession, lockOpenRound, lockOpenRoundAtOpening, refundOpenRound,
  settleOpenRound, takeRoundIdAtOpening, type GameSessionKey, type RoundOwner, type RoundRow,
} from './rounds-repository';

/**
 * Rounds: purses, money movement, persistence and recovery for every engine alike. An engine is
 * reached only through the registry and the GameEngine contract; a settled real-money round is
 * published as `round.settled`, and promotions and the jackpot act on it in the same transaction.
 */

/** An unfinished round older than this is completed (never refunded) when the player comes back. */
export const ROUND_TIMEOUT_MS = 30 * 60 * 1000;
export const RECALL_ROUNDS = 10;
/** A new round refused while the player's round of that game is open. */
export const OPEN_ROUND_REFUSAL = 'Finish the current round first.';

type SettlementEffects = DomainEvents['round.settled']['effects'];
const NO_EFFECTS: SettlementEffects = { jackpot: null, couponStatus: 'none', spinsRemaining: null };
const IN_ROUND: SettlementEffects = { jackpot: null, couponStatus: 'in-round', spinsRemaining: null };

export interface RoundAnswer {
  round: ReturnType<typeof publicRound>;
  balance: number;
  currencySymbol: '$';
  free_spin: boolean;
  spins_remaining: number | null;
  jackpot: SettlementEffects['jackpot'];
  coupon_status: string;
}

export function publicRound(row: RoundRow) {
  return {
    id: Number(row.id),
    game_code: row.game_code,
    engine: row.engine,
    status: row.status,
    stake: toDollars(Number(row.stake_cents)),
    win: toDollars(Number(row.win_cents)),
    free_spin: row.free_spin,
    balance_before: toDollars(Number(row.balance_before_cents)),
    balance_after: row.balance_after_cents === null ? null : toDollars(Number(row.balance_after_cents)),
    outcome: row.outcome ? JSON.parse(row.outcome) as Record<string, unknown> : null,
    started_at: new Date(row.created_at).toISOString(),
    settled_at: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}

export const ownerOf = (gameSession: GameSessionKey): RoundOwner =>
  ({ playerId: gameSession.player_id, gameSessionId: gameSession.player_id === null ? gameSession.id : null, demo: gameSession.player_id === null });

/**
 * What a player's act reads at its opening (decision 044): the game it plays, its session, whether it starts a round (it
 * then takes the round's fair nonce and stakes), and whether it asks for the game's open round (the game API's acts).
 */
export interface ActOpening {
  gameCode: string;
  sessionTokenHash: string | null;
  startsRound: boolean;
  locksOpenRound: boolean;
}

/** A paid act's lock reads the player's class alone: its rules read the rest in its opening read. */
const ACT_LOCK = { wholeRow: false };

/**
 * Runs `work` in one transaction holding the owner's lock: the player's row, or the demo session's. A player's act
 * given its `opening` reads what its owners need in one statement after the lock (and after an idempotent replay's
 * check, so a replay takes no nonce); without one, each owner reads when asked.
 */
export async function inRoundTransaction<T>(
  ctx: AppContext,
  owner: RoundOwner,
  idempotency: { key: string | null; request: unknown },
  work: (tx: Queryable, purse: Purse) => Promise<T>,
  opening: ActOpening | null = null,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const playerId = owner.playerId;
    if (playerId !== null) {
      const purse = ledgerPurse(tx, playerId, ctx.now);
      if (opening && !idempotency.key) {
        // Sent together (decision 049): the server runs the read once the lock is granted, on a snapshot taken then.
        await Promise.all([lockPlayer(tx, playerId, ACT_LOCK), openAct(ctx, tx, playerId, opening)]);
        return work(tx, purse);
      }
      await lockPlayer(tx, playerId, ACT_LOCK);
      return runIdempotent(tx, playerId, 'game-round', idempotency.key, idempotency.request, async () => {
        if (opening) await openAct(ctx, tx, playerId, opening);
        return work(tx, purse);
      });
    }
    await lockDemoSession(tx, owner.gameSessionId!);
    return work(tx, demoPurse(tx, owner.gameSessionId!));
  });
}

/** The act's reads in one statement: the games module's own (balances, open round, nonce or the open round's pair) beside every other owner's. */
async function openAct(ctx: AppContext, tx: Queryable, playerId: number, opening: ActOpening): Promise<void> {
  const own = [
    balancesOpeningRead(playerId),
    ...(opening.locksOpenRound ? [lockOpenRoundAtOpening(playerId, opening.gameCode)] : []),
    ...(opening.startsRound && fairRoundsOn(ctx) ? [takeNonceAtOpening(playerId)] : []),
    ...(opening.startsRound ? [takeRoundIdAtOpening(playerId)] : []),
    // An act that continues a round draws on from the round's pair.
    ...(opening.locksOpenRound && !opening.startsRound && fairRoundsOn(ctx) ? [openRoundSeedOpeningRead(playerId, opening.gameCode)] : []),
  ];
  await ctx.events.openPaidAct(tx, { playerId, sessionTokenHash: opening.sessionTokenHash, startsRound: opening.startsRound, now: ctx.now() }, own);
}

/**
 * Who an act's stakes come from: the player's own act (`player`, the round's stakes so far
 * given), whose stakes the max bet of a bonus in play limits, or a round completed on the
 * player's behalf after a timeout (`timeout`), which is never refused.
 */
type ActBy = { kind: 'player'; stakedBeforeCents: number } | { kind: 'timeout' };
const NEW_ROUND: ActBy = { kind: 'player', stakedBeforeCents: 0 };

/** The round's view of its purse and game session, counting every stake the engine takes. */
function roundEnv(
  ctx: AppContext, tx: Queryable, purse: Purse, gameCode: string, gameSessionId: number | null, by: ActBy, sessionTokenHash: string | null, rng: Rng,
) {
  let staked = 0;
  let bonusStaked = 0;
  let maxBet: Promise<DomainQuestions['max-bet']['answer']> | null = null;
  /**
   * SPEC §9: while a bonus coupon is in play (promotions answers `max-bet`), a paid round's stakes
   * together stay within its max bet; a stake over it is refused before it is taken (the act's
   * transaction rolls back, so no money moves), with the figure in words for the player.
   */
  const maxBetRefusal = async (cents: number): Promise<string | null> => {
    if (by.kind !== 'player' || purse.playerId === null) return null;
    maxBet ??= ctx.events.ask(tx, 'max-bet', { playerId: purse.playerId }, null);
    const limit = await maxBet;
    return limit && by.stakedBeforeCents + staked + cents > limit.maxBetCents ? limit.message : null;
  };
  /**
   * Safer gambling (decision 016): a restriction, the session's unanswered reality check or a loss
   * limit the act's stakes could pass refuses the stake before it is taken, under the player's lock.
   */
  const paidStakeRefusal = async (cents: number): Promise<string | null> => {
    if (by.kind !== 'player' || purse.playerId === null) return null;
    return ctx.events.ask(tx, 'paid-stake-refusal', { playerId: purse.playerId, sessionTokenHash, stakeCents: staked + cents }, null);
  };
  const checkStakeAllowed = async (cents: number) => {
    const overMaxBet = await maxBetRefusal(cents);
    if (overMaxBet) throw badRequest(overMaxBet);
    const refusal = await paidStakeRefusal(cents);
    if (refusal) throw forbidden(refusal);
  };
  const env: RoundEnv = {
    rng,
    stake: async (cents) => {
      await checkStakeAllowed(cents);
      bonusStaked += await purse.debit(cents, gameCode);
      staked += cents;
    },
    // A stake the table's rules take on their own once the outcome is known (War's raise on a tie) is
    // asked about before the outcome is drawn (the table offers what is allowed: War surrenders), so the
    // check when it is taken never undoes an outcome the player has seen.
    ruleStakeRefusal: async (cents) => (await maxBetRefusal(cents)) ?? (await paidStakeRefusal(cents)),
    ruleStake: async (cents) => {
      await checkStakeAllowed(cents);
      bonusStaked += await purse.debit(cents, gameCode);
      staked += cents;
    },
    balanceCents: () => purse.balance(),
    sponsoredStake: async () => {
      if (purse.playerId === null) return null;
      const free = await ctx.events.ask(tx, 'free-rounds', { playerId: purse.playerId, gameCode }, null);
      return free && free.remaining > 0 ? free.stakeCents : null;
    },
    fairness: async () => {
      const seed = await lockGameSession(tx, gameSessionId!);
      return { serverSeed: seed.server_seed, nonce: Number(seed.nonce) };
    },
    commitNextSeed: (serverSeed) => commitNextSeed(tx, gameSessionId!, serverSeed),
  };
  return { env, staked: () => staked, bonusStaked: () => bonusStaked };
}

interface Recorded {
  gameCode: string;
  engine: EngineId;
  open: RoundRow | null;
  stake: number;
  /** The part of `stake` paid with bonus funds. */
  bonusStake: number;
  before: number;
  step: Step<unknown>;
  /** The provably fair stream the act drew from (null: demo play, or an injected rng). */
  stream: RoundStream | null;
}

/**
 * Decision 027: a return is bonus funds in the share bonus funds had in the round's stakes (rounded
 * down, the cent to the player's cash); a free spin's return is bonus funds (the coupon's playthrough).
 */
function bonusPartOf(returnCents: number, stakeCents: number, bonusStakeCents: number, freeSpin: boolean): number {
  if (freeSpin) return returnCents;
  if (stakeCents <= 0 || bonusStakeCents <= 0) return 0;
  return Math.floor((returnCents * Math.min(bonusStakeCents, stakeCents)) / stakeCents);
}

/** Persists an act's result; a finished round is credited and published as `round.settled`. */
async function record(ctx: AppContext, tx: Queryable, purse: Purse, round: Recorded): Promise<RoundAnswer> {
  const { step, open } = round;
  const owner: RoundOwner = { playerId: purse.playerId, gameSessionId: purse.gameSessionId, demo: purse.demo };
  if (!step.finished) {
    const row = open
      ? await continueOpenRound(tx, open.id, step.state, step.view, round.stake, round.bonusStake, round.stream?.rng.consumed ?? null)
      : await insertRound(tx, owner, {
        gameCode: round.gameCode, engine: round.engine, status: 'open', stake: round.stake, bonusStake: round.bonusStake, win: 0, freeSpin: false,
        before: round.before, after: null, state: step.state, outcome: step.view, now: ctx.now(), fair: streamRecord(round.stream),
      });
    return answer(row, purse, IN_ROUND, false);
  }
  const freeSpin = step.freeSpin ?? false;
  const stake = freeSpin ? 0 : round.stake;
  await purse.credit(step.returnCents, round.gameCode, freeSpin, bonusPartOf(step.returnCents, round.stake, round.bonusStake, freeSpin));
  const effects = purse.playerId === null
    ? NO_EFFECTS
    : await ctx.events.publish(tx, 'round.settled', { playerId: purse.playerId, gameCode: round.gameCode, stakeCents: stake, winCents: step.returnCents, freeSpin }, NO_EFFECTS);
  const after = await purse.balance();
  const row = open
    ? await settleOpenRound(tx, open.id, { stake, win: step.returnCents, after, outcome: step.view, now: ctx.now(), fairDraws: round.stream?.rng.consumed ?? null })
    : await insertRound(tx, owner, {
      gameCode: round.gameCode, engine: round.engine, status: 'settled', stake, bonusStake: round.bonusStake, win: step.returnCents, freeSpin,
      before: round.before, after, state: null, outcome: step.view, now: ctx.now(), fair: streamRecord(round.stream),
    });
  return answer(row, purse, effects, freeSpin);
}

async function answer(row: RoundRow, purse: Purse, effects: SettlementEffects, freeSpin: boolean): Promise<RoundAnswer> {
  return {
    round: publicRound(row),
    balance: toDollars(await purse.balance()),
    currencySymbol: '$',
    free_spin: freeSpin,
    spins_remaining: effects.spinsRemaining,
    jackpot: effects.jackpot,
    coupon_status: effects.couponStatus,
  };
}

/** What a round's lock-free `prepare` worked out, and the stream it drew from (see `peekRoundStream`). */
export interface Prepared {
  value: unknown;
  stream: RoundStream | null;
}

export const NOTHING_PREPARED: Prepared = { value: null, stream: null };

/**
 * A new round's first act (its only one for single-step games). A player's round takes its nonce here, in the
 * round's transaction under the player's lock; demo rounds, and every round when a test injected `rng`, draw from `ctx.rng`.
 */
export async function startRound(
  ctx: AppContext, tx: Queryable, purse: Purse, gameSession: { id: number; game_code: string; session_token_hash: string | null }, title: TitleEngine,
  request: PlayRequest, prepared: Prepared,
): Promise<RoundAnswer> {
  const before = await purse.balance();
  let stream = fairRoundsOn(ctx) && purse.playerId !== null ? await takeRoundStream(ctx, tx, purse.playerId) : null;
  let preparedValue = prepared.value;
  if (stream && title.engine.prepare) {
    const peeked = prepared.stream;
    if (peeked && peeked.seedId === stream.seedId && peeked.nonce === stream.nonce) {
      // `prepare` drew the start of this very stream: the round continues after it.
      stream = stream.from(peeked.rng.consumed);
    } else {
      // Another nonce than the one `prepare` read (a concurrent round, a rotation, a first round): prepare again on this one.
      preparedValue = (await title.engine.prepare(title.setup.config, request, stream.rng)) ?? null;
    }
  }
  const { env, staked, bonusStaked } = roundEnv(
    ctx, tx, purse, gameSession.game_code, gameSession.id, NEW_ROUND, gameSession.session_token_hash, rngOf(ctx, stream),
  );
  const step = await title.engine.start(title.setup.config, request, env, preparedValue);
  return record(ctx, tx, purse, { gameCode: gameSession.game_code, engine: title.id, open: null, stake: staked(), bonusStake: bonusStaked(), before, step, stream });
}

const engineOfRound = (open: RoundRow): GameEngine | null => (isEngineId(open.engine) ? ENGINES[open.engine] as GameEngine : null);

/** One act of a round through the game API: a continuing act goes to the open round, any other starts one. */
export async function playRound(
  ctx: AppContext, gameSession: GameSessionKey, title: TitleEngine, request: PlayRequest, idempotencyKey: string | null,
): Promise<RoundAnswer> {
  const peeked = title.engine.prepare && !CONTINUING_ACTS.has(request.action) ? await peekRoundStream(ctx, gameSession.player_id) : null;
  const prepared: Prepared = { value: (await title.engine.prepare?.(title.setup.config, request, rngOf(ctx, peeked))) ?? null, stream: peeked };
  const idempotency = { key: idempotencyKey, request: { game: gameSession.game_code, ...request } };
  const opening: ActOpening = {
    gameCode: gameSession.game_code, sessionTokenHash: gameSession.session_token_hash, startsRound: !CONTINUING_ACTS.has(request.action), locksOpenRound: true,
  };
  return inRoundTransaction(ctx, ownerOf(gameSession), idempotency, async (tx, purse) => {
    const open = await lockOpenRound(tx, ownerOf(gameSession), gameSession.game_code);
    if (CONTINUING_ACTS.has(request.action)) {
      if (!open) throw new ApiError(409, 'There is no unfinished round to continue.');
      const engine = engineOfRound(open);
      if (!engine?.act) throw badRequest('This round cannot continue.');
      // The act continues the round's stream where its last act stopped.
      const stream = await resumeRoundStream(tx, open);
      const { env, staked, bonusStaked } = roundEnv(
        ctx, tx, purse, open.game_code, gameSession.id, { kind: 'player', stakedBeforeCents: Number(open.stake_cents) }, gameSession.session_token_hash,
        rngOf(ctx, stream),
      );
      const step = await engine.act(JSON.parse(open.state!) as unknown, request, env);
      return record(ctx, tx, purse, {
        gameCode: open.game_code, engine: open.engine, open, stake: Number(open.stake_cents) + staked(),
        bonusStake: Number(open.bonus_stake_cents) + bonusStaked(), before: Number(open.balance_before_cents), step, stream,
      });
    }
    if (open) throw new ApiError(409, OPEN_ROUND_REFUSAL);
    return startRound(ctx, tx, purse, gameSession, title, request, prepared);
  }, opening);
}

/**
 * On (re)connect: an unfinished round is resumed; one older than ROUND_TIMEOUT_MS is completed
 * the way its engine completes a timed-out round, and a round whose state cannot be read (or
 * whose engine cannot complete it) is refunded.
 */
export async function recoverOpenRound(ctx: AppContext, gameSession: GameSessionKey) {
  return inRoundTransaction(ctx, ownerOf(gameSession), { key: null, request: null }, async (tx, purse) => {
    const open = await lockOpenRound(tx, ownerOf(gameSession), gameSession.game_code);
    if (!open) return null;
    let state: unknown;
    try {
      state = JSON.parse(open.state ?? '');
    } catch {
      state = null;
    }
    const engine = engineOfRound(open);
    if (!state || !engine?.timeout) {
      // A refund returns each part of the stakes where it came from.
      await purse.credit(Number(open.stake_cents), open.game_code, false, Number(open.bonus_stake_cents));
      return publicRound(await refundOpenRound(tx, open.id, await purse.balance(), ctx.now()));
    }
    if (ctx.now().getTime() - new Date(open.created_at).getTime() < ROUND_TIMEOUT_MS) return publicRound(open);
    const stream = await resumeRoundStream(tx, open);
    const { env, staked, bonusStaked } = roundEnv(ctx, tx, purse, open.game_code, gameSession.id, { kind: 'timeout' }, null, rngOf(ctx, stream));
    const step = await engine.timeout(state, env);
    return (await record(ctx, tx, purse, {
      gameCode: open.game_code, engine: open.engine, open, stake: Number(open.stake_cents) + staked(),
      bonusStake: Number(open.bonus_stake_cents) + bonusStaked(), before: Number(open.balance_before_cents), step, stream,
    })).round;
  });
}

/** Game recall: the last rounds of one game, newest first, with stake, outcome and balances. */
export async function recallRounds(ctx: AppContext, owner: { playerId: number } | { gameSessionId: number }, gameCode: string, limit = RECALL_ROUNDS) {
  return (await lastRounds(ctx.db, owner, gameCode, limit)).map(publicRound);
}
