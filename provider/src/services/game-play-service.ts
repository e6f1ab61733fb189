import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { ApiError, badRequest, notFound, unauthorized } from '../lib/api-error';
import { toDollars } from '../lib/money';
import { hashToken, newToken } from '../lib/tokens';
import {
  actBlackjack, availableActions, dealBlackjack, extraStakeFor, publicBlackjack, type BlackjackAction, type BlackjackState,
} from '../games/engines/blackjack-engine';
import { crashPointHundredths, hashServerSeed, MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS, newServerSeed, playCrash } from '../games/engines/crash-engine';
import { pocketCount, ROULETTE_RETURNS, spinRoulette, validateRouletteBet, type RouletteBet } from '../games/engines/roulette-engine';
import { playSlotRound, slotWinCents, type SlotSpin } from '../games/engines/slot-engine';
import { VIDEO_5X3_20_BASE } from '../games/engines/slot-models';
import { CARD_TABLE_ACTIONS, type CardTableAction } from '../games/engines/card-table';
import { cardLabel } from '../games/engines/cards';
import { CARD_TABLES, isCardTableEngine, type CardTableEngine } from '../games/engines/card-tables';
import { analysisFor, bestHold } from '../games/engines/video-poker-analyzer';
import { dealPoker, drawPoker, POKER_PAYTABLES, type DrawnHand, type PokerVariant } from '../games/engines/video-poker-engine';
import { gameDefinition, type CatalogGame, type GameDefinition } from '../games/game-titles';
import { TABLE_GAMES, validateTableRound, type TableEngine } from '../games/table-games';
import { activePlayerCoupon, BALANCE_THRESHOLD_CENTS, findCoupon } from './coupon-service';
import { runIdempotent } from './idempotency';
import { HOUSE, lockPlayer, postTransaction, walletBalance, walletCode } from './ledger-service';
import { jackpotAfterSpin, type JackpotSpinResult } from './jackpot-service';
import { findLiveSession } from './session-service';

export const MAX_BET_CENTS = 10_000;
export const INSUFFICIENT_FUNDS = 'You do not have sufficient funds to play this game.';
export const GAME_SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;
export const DEMO_BALANCE_CENTS = 100_000;
/** An unfinished round older than this is completed (never refunded) when the player comes back. */
export const ROUND_TIMEOUT_MS = 30 * 60 * 1000;
export const RECALL_ROUNDS = 10;

const insufficientFunds = () => new ApiError(402, INSUFFICIENT_FUNDS);

// ---------------------------------------------------------------------------------------------
// Purses: the same rules settle against the ledger (a player) or a demo play balance (a visitor).
// ---------------------------------------------------------------------------------------------

interface Purse {
  demo: boolean;
  playerId: number | null;
  gameSessionId: number | null;
  balance(): Promise<number>;
  /** Takes a stake; 402 when the balance cannot pay it. */
  debit(cents: number, gameCode: string): Promise<void>;
  credit(cents: number, gameCode: string, freeSpin: boolean): Promise<void>;
}

function ledgerPurse(tx: Queryable, playerId: number): Purse {
  return {
    demo: false,
    playerId,
    gameSessionId: null,
    balance: () => walletBalance(tx, playerId),
    debit: async (cents, gameCode) => {
      if (cents <= 0) return;
      if ((await walletBalance(tx, playerId)) < cents) throw insufficientFunds();
      await postTransaction(tx, {
        playerId, kind: 'bet', reference: gameCode,
        lines: [{ accountCode: walletCode(playerId), amountCents: -cents }, { accountCode: HOUSE.games, amountCents: cents }],
      });
    },
    credit: async (cents, gameCode, freeSpin) => {
      if (cents <= 0) return;
      await postTransaction(tx, {
        playerId, kind: freeSpin ? 'free_spin_win' : 'win', reference: gameCode,
        lines: [{ accountCode: HOUSE.games, amountCents: -cents }, { accountCode: walletCode(playerId), amountCents: cents }],
      });
    },
  };
}

function demoPurse(tx: Queryable, gameSessionId: number): Purse {
  const read = async () =>
    Number((await tx.query<{ demo_balance_cents: number }>('select demo_balance_cents from game_sessions where id = $1', [gameSessionId]))[0]!
      .demo_balance_cents);
  return {
    demo: true,
    playerId: null,
    gameSessionId,
    balance: read,
    debit: async (cents) => {
      const updated = await tx.query(
        'update game_sessions set demo_balance_cents = demo_balance_cents - $2 where id = $1 and demo_balance_cents >= $2 returning id',
        [gameSessionId, cents],
      );
      if (updated.length === 0) throw insufficientFunds();
    },
    credit: async (cents) => {
      await tx.query('update game_sessions set demo_balance_cents = demo_balance_cents + $2 where id = $1', [gameSessionId, cents]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Game sessions: the client exchanges the site's session token for a short-lived game token.
// ---------------------------------------------------------------------------------------------

export interface GameSessionRow {
  id: number;
  player_id: number | null;
  session_token_hash: string | null;
  game_code: string;
  demo_balance_cents: number | null;
  server_seed: string;
  nonce: number;
  expires_at: Date;
}

export async function findCatalogGame(
  db: Queryable,
  key: { gameCode?: string | undefined; machineId?: number | undefined; gameId?: number | undefined },
): Promise<CatalogGame & { machine_id: number; game_id: number }> {
  const rows = key.gameCode
    ? await db.query<CatalogGame & { machine_id: number; game_id: number }>('select * from games where game_code = $1', [key.gameCode])
    : await db.query<CatalogGame & { machine_id: number; game_id: number }>('select * from games where machine_id = $1 and game_id = $2', [
      key.machineId ?? -1, key.gameId ?? 1,
    ]);
  if (!rows[0]) throw notFound('No such game');
  return rows[0];
}

export async function openGameSession(
  ctx: AppContext,
  input: { sessionToken?: string | undefined; playerId?: number | undefined; demo: boolean; gameCode?: string | undefined; machineId?: number | undefined; gameId?: number | undefined },
) {
  const game = await findCatalogGame(ctx.db, input);
  let owner: GameSessionOwner | null = null;
  if (!input.demo) {
    const session = input.sessionToken ? await findLiveSession(ctx, input.sessionToken) : null;
    if (!session) throw unauthorized();
    if (input.playerId !== undefined && input.playerId !== session.playerId) throw new ApiError(403, 'You are not allowed to access this player.');
    owner = { playerId: session.playerId, sessionTokenHash: session.tokenHash };
  }
  return startGameSession(ctx, game.game_code, owner);
}

/** Who plays a game session for real money: the player, and the site session it ends with. */
export interface GameSessionOwner {
  playerId: number;
  sessionTokenHash: string;
}

/** A new game token for `gameCode`: a player's (`owner`) or a visitor's demo with a play balance (null). */
export async function startGameSession(ctx: AppContext, gameCode: string, owner: GameSessionOwner | null) {
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + GAME_SESSION_LIFETIME_MS);
  await ctx.db.query(
    `insert into game_sessions (token_hash, player_id, session_token_hash, game_code, demo_balance_cents, server_seed, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [hashToken(token), owner?.playerId ?? null, owner?.sessionTokenHash ?? null, gameCode, owner ? null : DEMO_BALANCE_CENTS, newServerSeed(), ctx.now(), expiresAt],
  );
  const gameSession = await resolveGameSession(ctx, token);
  return { gameToken: token, expires_at: expiresAt.toISOString(), ...(await gameInfo(ctx, gameSession)) };
}

/** A live game token, whose player's site session is still live (a logout ends the game too). */
export async function resolveGameSession(ctx: AppContext, token: string | undefined): Promise<GameSessionRow> {
  if (!token || token.length > 200) throw unauthorized('Your game session has expired. Please open the game again.');
  const rows = await ctx.db.query<GameSessionRow>('select * from game_sessions where token_hash = $1 and expires_at > $2', [hashToken(token), ctx.now()]);
  const row = rows[0];
  if (!row) throw unauthorized('Your game session has expired. Please open the game again.');
  if (row.player_id !== null) {
    const live = await ctx.db.query('select 1 from sessions where token_hash = $1 and ended_at is null and expires_at > $2', [row.session_token_hash, ctx.now()]);
    if (live.length === 0) throw unauthorized();
  }
  return row;
}

function helpFor(definition: GameDefinition) {
  switch (definition.engine) {
    case 'slot':
      return {
        rows: definition.model.rows,
        reels: definition.model.reels.length,
        lines: definition.model.lines,
        symbols: definition.model.symbols.map((symbol) => ({ ...symbol, label: definition.labels[symbol.id] ?? symbol.id })),
        freeGames: definition.model.freeGames ?? null,
      };
    case 'video-poker':
      return { paytable: POKER_PAYTABLES[definition.variant] };
    case 'roulette':
      return { returns: ROULETTE_RETURNS };
    case 'baccarat': case 'sic-bo': case 'craps': case 'war':
      return { bets: TABLE_GAMES[definition.engine].spots() };
    case 'tri-card-poker': case 'red-dog': case 'caribbean-stud': case 'let-em-ride':
      return CARD_TABLES[definition.engine].help();
    default:
      return {};
  }
}

export async function gameInfo(ctx: AppContext, gameSession: GameSessionRow) {
  const game = await findCatalogGame(ctx.db, { gameCode: gameSession.game_code });
  const definition = gameDefinition(game);
  const balance = gameSession.player_id === null
    ? Number((await ctx.db.query<{ demo_balance_cents: number }>('select demo_balance_cents from game_sessions where id = $1', [gameSession.id]))[0]!.demo_balance_cents)
    : await walletBalance(ctx.db, gameSession.player_id);
  const open = await recoverOpenRound(ctx, gameSession);
  const coupon = gameSession.player_id === null ? null : await activePlayerCoupon(ctx.db, gameSession.player_id);
  const freeSpinsHere = coupon?.status === 'active' && coupon.spins_remaining > 0 && coupon.free_spin_game === game.game_code;
  return {
    game: { game_code: game.game_code, display_name: game.display_name, category: game.category, sub_category: game.sub_category },
    engine: definition.engine,
    rtp: Math.round(definition.rtp * 1_000_000) / 10_000,
    note: definition.note ?? null,
    config: {
      ...(definition.engine === 'video-poker' ? { variant: definition.variant, hands: definition.hands } : {}),
      ...(definition.engine === 'roulette' ? { wheel: definition.wheel, pockets: pocketCount(definition.wheel) } : {}),
      ...(definition.engine === 'crash' ? { server_seed_hash: hashServerSeed(gameSession.server_seed), nonce: gameSession.nonce } : {}),
      ...helpFor(definition),
    },
    demo: gameSession.player_id === null,
    balance: toDollars(balance),
    currency: 'USD',
    currencySymbol: '$',
    limits: { min_bet: 0.01, max_bet: toDollars(MAX_BET_CENTS) },
    open_round: open,
    /** A free-spin coupon's spins left on this game, so the client can say so before the first spin. */
    free_spins: freeSpinsHere ? { remaining: coupon.spins_remaining, value: toDollars(coupon.spin_value_cents) } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Rounds
// ---------------------------------------------------------------------------------------------

interface RoundRow {
  id: number;
  player_id: number | null;
  game_session_id: number | null;
  game_code: string;
  /** Only the engines of GameDefinition are ever written. */
  engine: GameDefinition['engine'];
  status: 'open' | 'settled' | 'refunded';
  stake_cents: number;
  win_cents: number;
  free_spin: boolean;
  balance_before_cents: number;
  balance_after_cents: number | null;
  state: string | null;
  outcome: string | null;
  created_at: Date;
  settled_at: Date | null;
}

export type PlayRequest =
  | { action: 'spin'; bet: number }
  | { action: 'bet'; bets: RouletteBet[] }
  | { action: 'crash'; bet: number; target: number; clientSeed: string; serverSeedHash?: string | undefined }
  | { action: 'deal'; bet: number }
  | { action: 'draw'; held: boolean[] }
  | { action: 'hit' | 'stand' | 'double' | 'split' }
  | { action: CardTableAction };

export interface RoundAnswer {
  round: ReturnType<typeof publicRound>;
  balance: number;
  currencySymbol: '$';
  free_spin: boolean;
  spins_remaining: number | null;
  jackpot: JackpotSpinResult | null;
  coupon_status: string;
}

function publicRound(row: RoundRow) {
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

function checkStake(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > MAX_BET_CENTS) throw badRequest(`Bets are from $0.01 to $${toDollars(MAX_BET_CENTS)}.`);
}

/** Runs `work` in one transaction holding the owner's lock: the player's row, or the demo session's. */
async function inRoundTransaction<T>(
  ctx: AppContext,
  owner: { playerId: number | null; gameSessionId: number | null },
  idempotency: { key: string | null; request: unknown },
  work: (tx: Queryable, purse: Purse) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (owner.playerId !== null) {
      await lockPlayer(tx, owner.playerId);
      const purse = ledgerPurse(tx, owner.playerId);
      return runIdempotent(tx, owner.playerId, 'game-round', idempotency.key, idempotency.request, () => work(tx, purse));
    }
    await tx.query('select id from game_sessions where id = $1 for update', [owner.gameSessionId]);
    return work(tx, demoPurse(tx, owner.gameSessionId!));
  });
}

/**
 * What every settled round does after the win is credited (real money only): the coupon's free
 * spins count down or its playthrough grows by the stake, and an opted-in player pays the
 * jackpot contribution for the paid round.
 */
async function afterSettlement(ctx: AppContext, tx: Queryable, purse: Purse, freeSpin: boolean, stakeCents: number, winCents: number) {
  if (purse.demo || purse.playerId === null) return { jackpot: null, couponStatus: 'none', spinsRemaining: null };
  const coupon = await activePlayerCoupon(tx, purse.playerId);
  let couponStatus = coupon ? coupon.status : 'none';
  if (coupon?.status === 'active') couponStatus = await advanceCoupon(ctx, tx, purse.playerId, coupon.id, freeSpin, freeSpin ? 0 : stakeCents, winCents);
  const jackpot = freeSpin ? null : await jackpotAfterSpin(ctx, tx, purse.playerId);
  const spinsRemaining = coupon ? (freeSpin ? coupon.spins_remaining - 1 : coupon.spins_remaining) : null;
  return { jackpot, couponStatus, spinsRemaining };
}

async function insertRound(tx: Queryable, ctx: AppContext, purse: Purse, gameCode: string, engine: GameDefinition['engine'], fields: {
  status: 'open' | 'settled'; stake: number; win: number; freeSpin: boolean; before: number; after: number | null; state: unknown; outcome: unknown;
}): Promise<RoundRow> {
  const rows = await tx.query<RoundRow>(
    `insert into game_rounds (player_id, game_session_id, game_code, engine, demo, status, stake_cents, win_cents, free_spin,
       balance_before_cents, balance_after_cents, state, outcome, created_at, settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning *`,
    [purse.playerId, purse.gameSessionId, gameCode, engine, purse.demo, fields.status, fields.stake, fields.win, fields.freeSpin,
      fields.before, fields.after, fields.state === null ? null : JSON.stringify(fields.state), JSON.stringify(fields.outcome),
      ctx.now(), fields.status === 'settled' ? ctx.now() : null],
  );
  return rows[0]!;
}

function slotOutcome(definition: Extract<GameDefinition, { engine: 'slot' }>, base: SlotSpin, freeSpins: SlotSpin[]) {
  const view = (spin: SlotSpin) => ({ grid: spin.grid, lineWins: spin.lineWins, scatters: spin.scatters, scatterPay: spin.scatterPay, units: spin.units });
  return { model: definition.model.id, base: view(base), freeSpins: freeSpins.map(view), lines: definition.model.lines.length };
}

/** A single-step round (slot, roulette, crash) or the first step of a multi-step one, settled in one transaction. */
export async function playRound(
  ctx: AppContext,
  gameSession: GameSessionRow,
  request: PlayRequest,
  idempotencyKey: string | null,
): Promise<RoundAnswer> {
  const game = await findCatalogGame(ctx.db, { gameCode: gameSession.game_code });
  const definition = gameDefinition(game);
  const owner = { playerId: gameSession.player_id, gameSessionId: gameSession.player_id === null ? gameSession.id : null };
  // A poker deal and its perfect-play hint are worked out before the transaction: the hint's
  // tables take about a second to build on a variant's first deal, and no lock waits for that.
  const pokerDeal = definition.engine === 'video-poker' && request.action === 'deal' ? await dealWithHint(definition.variant, ctx) : null;
  return inRoundTransaction(ctx, owner, { key: idempotencyKey, request: { game: gameSession.game_code, ...request } }, async (tx, purse) => {
    const open = await openRoundOf(tx, purse, game.game_code);
    if (['draw', 'hit', 'stand', 'double', 'split', ...CARD_TABLE_ACTIONS].includes(request.action)) {
      if (!open) throw new ApiError(409, 'There is no unfinished round to continue.');
      return continueRound(ctx, tx, purse, definition, open, request);
    }
    if (open) throw new ApiError(409, 'Finish the current round first.');
    const before = await purse.balance();
    switch (definition.engine) {
      case 'slot': {
        if (request.action !== 'spin') throw badRequest('This game takes spins.');
        return settleSlot(ctx, tx, purse, game.game_code, definition, request.bet);
      }
      case 'roulette': {
        if (request.action !== 'bet') throw badRequest('Place roulette bets.');
        if (request.bets.length === 0 || request.bets.length > 50) throw badRequest('Place 1 to 50 bets.');
        for (const bet of request.bets) {
          const problem = validateRouletteBet(definition.wheel, bet);
          if (problem) throw badRequest(problem);
        }
        const stake = request.bets.reduce((sum, bet) => sum + bet.amountCents, 0);
        checkStake(stake);
        await purse.debit(stake, game.game_code);
        const spin = spinRoulette(definition.wheel, request.bets, ctx.rng);
        await purse.credit(spin.returnCents, game.game_code, false);
        const extra = await afterSettlement(ctx, tx, purse, false, stake, spin.returnCents);
        const outcome = { ...spin, bets: request.bets.map((bet) => ({ kind: bet.kind, value: bet.value ?? null, amount: toDollars(bet.amountCents) })) };
        const row = await insertRound(tx, ctx, purse, game.game_code, 'roulette', {
          status: 'settled', stake, win: spin.returnCents, freeSpin: false, before, after: await purse.balance(), state: null, outcome,
        });
        return answer(row, purse, extra, false);
      }
      case 'baccarat': case 'sic-bo': case 'craps': case 'war':
        return settleTableRound(ctx, tx, purse, game.game_code, definition.engine, request, before);
      case 'crash': {
        if (request.action !== 'crash') throw badRequest('Set a bet and a cash-out target.');
        checkStake(request.bet);
        if (!Number.isInteger(request.target) || request.target < MIN_TARGET_HUNDREDTHS || request.target > MAX_TARGET_HUNDREDTHS) {
          throw badRequest('Cash out between 1.01× and 1000×.');
        }
        const seedRow = (await tx.query<{ server_seed: string; nonce: number }>('select server_seed, nonce from game_sessions where id = $1 for update', [gameSession.id]))[0]!;
        const serverSeedHash = hashServerSeed(seedRow.server_seed);
        // The client names the hash it was shown: a round never runs on a seed it did not see committed.
        if (request.serverSeedHash && request.serverSeedHash !== serverSeedHash) throw new ApiError(409, 'The server seed changed: reload the game.');
        await purse.debit(request.bet, game.game_code);
        const nonce = Number(seedRow.nonce);
        const crash = playCrash(request.bet, request.target, crashPointHundredths(seedRow.server_seed, request.clientSeed, nonce));
        await purse.credit(crash.returnCents, game.game_code, false);
        // Each round reveals its seed; the next round is committed to a new one.
        const nextSeed = newServerSeed();
        await tx.query('update game_sessions set server_seed = $2, nonce = nonce + 1 where id = $1', [gameSession.id, nextSeed]);
        const extra = await afterSettlement(ctx, tx, purse, false, request.bet, crash.returnCents);
        const outcome = {
          ...crash, serverSeed: seedRow.server_seed, serverSeedHash, clientSeed: request.clientSeed, nonce,
          nextServerSeedHash: hashServerSeed(nextSeed), nextNonce: nonce + 1,
        };
        const row = await insertRound(tx, ctx, purse, game.game_code, 'crash', {
          status: 'settled', stake: request.bet, win: crash.returnCents, freeSpin: false, before, after: await purse.balance(), state: null, outcome,
        });
        return answer(row, purse, extra, false);
      }
      case 'video-poker': {
        if (request.action !== 'deal') throw badRequest('Deal first.');
        const stake = request.bet * definition.hands;
        checkStake(request.bet);
        checkStake(stake);
        await purse.debit(stake, game.game_code);
        const state: PokerState = { variant: definition.variant, hands: definition.hands, betCents: request.bet, ...pokerDeal! };
        const row = await insertRound(tx, ctx, purse, game.game_code, 'video-poker', {
          status: 'open', stake, win: 0, freeSpin: false, before, after: null, state, outcome: pokerView(state, null),
        });
        return answer(row, purse, { jackpot: null, couponStatus: 'in-round', spinsRemaining: null }, false);
      }
      case 'blackjack': {
        if (request.action !== 'deal') throw badRequest('Deal first.');
        checkStake(request.bet);
        await purse.debit(request.bet, game.game_code);
        const state = dealBlackjack(request.bet, ctx.rng);
        if (state.finished) return settleBlackjack(ctx, tx, purse, game.game_code, request.bet, before, state, null);
        const row = await insertRound(tx, ctx, purse, game.game_code, 'blackjack', {
          status: 'open', stake: request.bet, win: 0, freeSpin: false, before, after: null, state, outcome: publicBlackjack(state),
        });
        return answer(row, purse, { jackpot: null, couponStatus: 'in-round', spinsRemaining: null }, false);
      }
      case 'tri-card-poker':
      case 'red-dog':
      case 'caribbean-stud':
      case 'let-em-ride':
        return openCardTableRound(ctx, tx, purse, game.game_code, definition.engine, request, before);
    }
  });
}

async function answer(
  row: RoundRow,
  purse: Purse,
  extra: { jackpot: JackpotSpinResult | null; couponStatus: string; spinsRemaining: number | null },
  freeSpin: boolean,
): Promise<RoundAnswer> {
  return {
    round: publicRound(row),
    balance: toDollars(await purse.balance()),
    currencySymbol: '$',
    free_spin: freeSpin,
    spins_remaining: extra.spinsRemaining,
    jackpot: extra.jackpot,
    coupon_status: extra.couponStatus,
  };
}

/** Baccarat, sic bo, craps and war: the whole round in one step, as roulette. */
async function settleTableRound(
  ctx: AppContext, tx: Queryable, purse: Purse, gameCode: string, engine: TableEngine, request: PlayRequest, before: number,
): Promise<RoundAnswer> {
  if (request.action !== 'bet') throw badRequest('Place your bets on the table.');
  const problem = validateTableRound(engine, request.bets);
  if (problem) throw badRequest(problem);
  const stake = request.bets.reduce((sum, bet) => sum + bet.amountCents, 0);
  checkStake(stake);
  await purse.debit(stake, gameCode);
  const round = TABLE_GAMES[engine].play(request.bets, ctx.rng, await purse.balance());
  // War's raise is taken inside the round; the engine goes to war only when the balance covers it.
  if (round.extraStakeCents > 0) await purse.debit(round.extraStakeCents, gameCode);
  await purse.credit(round.returnCents, gameCode, false);
  const totalStake = stake + round.extraStakeCents;
  const extra = await afterSettlement(ctx, tx, purse, false, totalStake, round.returnCents);
  const row = await insertRound(tx, ctx, purse, gameCode, engine, {
    status: 'settled', stake: totalStake, win: round.returnCents, freeSpin: false, before, after: await purse.balance(), state: null, outcome: round.outcome,
  });
  return answer(row, purse, extra, false);
}

async function settleSlot(
  ctx: AppContext,
  tx: Queryable,
  purse: Purse,
  gameCode: string,
  definition: Extract<GameDefinition, { engine: 'slot' }>,
  betCents: number,
): Promise<RoundAnswer> {
  const coupon = purse.playerId === null ? null : await activePlayerCoupon(tx, purse.playerId);
  // A free-spin coupon plays on its chosen game, at its own denomination, for nothing.
  const freeSpin = coupon?.status === 'active' && coupon.spins_remaining > 0 && coupon.free_spin_game === gameCode;
  const stake = freeSpin ? coupon.spin_value_cents : betCents;
  checkStake(stake);
  const before = await purse.balance();
  if (!freeSpin) await purse.debit(stake, gameCode);
  const round = playSlotRound(definition.model, ctx.rng);
  const win = slotWinCents(definition.model, stake, round);
  await purse.credit(win, gameCode, freeSpin);
  const extra = await afterSettlement(ctx, tx, purse, freeSpin, stake, win);
  const row = await insertRound(tx, ctx, purse, gameCode, 'slot', {
    status: 'settled', stake: freeSpin ? 0 : stake, win, freeSpin, before, after: await purse.balance(), state: null,
    outcome: slotOutcome(definition, round.base, round.freeSpins),
  });
  return answer(row, purse, extra, freeSpin);
}

async function dealWithHint(variant: PokerVariant, ctx: AppContext): Promise<{ dealt: number[]; hint: boolean[] }> {
  const dealt = dealPoker(variant, ctx.rng);
  return { dealt, hint: bestHold(await analysisFor(variant), dealt).held };
}

function pokerView(state: PokerState, draw: { held: boolean[]; hands: DrawnHand[] } | null) {
  return {
    variant: state.variant,
    handCount: state.hands,
    bet_per_hand: toDollars(state.betCents),
    dealt: state.dealt.map(cardLabel),
    hint: draw ? null : state.hint ?? null,
    held: draw?.held ?? null,
    // Up to 100 hands: the first 10 in full, the rest as totals by winning hand (recall stays small).
    hands: draw ? draw.hands.slice(0, 10).map((hand) => ({ cards: hand.cards.map(cardLabel), hand: hand.label, pays: hand.pays })) : null,
    wins: draw ? draw.hands.reduce<Record<string, number>>((counts, hand) => (hand.label ? { ...counts, [hand.label]: (counts[hand.label] ?? 0) + 1 } : counts), {}) : null,
  };
}

async function continueRound(
  ctx: AppContext,
  tx: Queryable,
  purse: Purse,
  definition: GameDefinition,
  open: RoundRow,
  request: PlayRequest,
): Promise<RoundAnswer> {
  const state = JSON.parse(open.state!) as unknown;
  if (open.engine === 'video-poker') {
    if (request.action !== 'draw') throw badRequest('Choose the cards to hold and draw.');
    if (!Array.isArray(request.held) || request.held.length !== 5) throw badRequest('Hold is five true/false values.');
    return finishPoker(ctx, tx, purse, open, state as PokerState, request.held);
  }
  if (open.engine === 'blackjack') {
    const action = request.action as BlackjackAction;
    const current = state as BlackjackState;
    if (!availableActions(current).includes(action)) throw badRequest(`You cannot ${action} now.`);
    const extra = extraStakeFor(current, action);
    if (extra > 0) await purse.debit(extra, open.game_code);
    const next = actBlackjack(current, action, ctx.rng);
    const stake = Number(open.stake_cents) + extra;
    if (next.finished) return settleBlackjack(ctx, tx, purse, open.game_code, stake, Number(open.balance_before_cents), next, open.id);
    const rows = await tx.query<RoundRow>('update game_rounds set state = $2, outcome = $3, stake_cents = $4 where id = $1 returning *', [
      open.id, JSON.stringify(next), JSON.stringify(publicBlackjack(next)), stake,
    ]);
    return answer(rows[0]!, purse, { jackpot: null, couponStatus: 'in-round', spinsRemaining: null }, false);
  }
  if (isCardTableEngine(open.engine)) return continueCardTableRound(ctx, tx, purse, open, open.engine, state, request);
  void definition;
  throw badRequest('This round cannot continue.');
}

/** An open video poker round; `hint` (perfect play) is absent on rounds dealt before hints were exact. */
interface PokerState { variant: PokerVariant; hands: number; betCents: number; dealt: number[]; hint?: boolean[] }

async function finishPoker(ctx: AppContext, tx: Queryable, purse: Purse, open: RoundRow, state: PokerState, held: boolean[]) {
  const hands = drawPoker(state.variant, state.dealt, held.map(Boolean), state.hands, ctx.rng);
  const win = hands.reduce((sum, hand) => sum + hand.pays * state.betCents, 0);
  await purse.credit(win, open.game_code, false);
  const extra = await afterSettlement(ctx, tx, purse, false, Number(open.stake_cents), win);
  const rows = await tx.query<RoundRow>(
    `update game_rounds set status = 'settled', win_cents = $2, balance_after_cents = $3, state = null, outcome = $4, settled_at = $5 where id = $1 returning *`,
    [open.id, win, await purse.balance(), JSON.stringify(pokerView(state, { held: held.map(Boolean), hands })), ctx.now()],
  );
  return answer(rows[0]!, purse, extra, false);
}

async function settleBlackjack(
  ctx: AppContext, tx: Queryable, purse: Purse, gameCode: string, stake: number, before: number, state: BlackjackState, openId: number | null,
) {
  const win = state.returnCents ?? 0;
  await purse.credit(win, gameCode, false);
  const extra = await afterSettlement(ctx, tx, purse, false, stake, win);
  const after = await purse.balance();
  if (openId === null) {
    const row = await insertRound(tx, ctx, purse, gameCode, 'blackjack', {
      status: 'settled', stake, win, freeSpin: false, before, after, state: null, outcome: publicBlackjack(state),
    });
    return answer(row, purse, extra, false);
  }
  const rows = await tx.query<RoundRow>(
    `update game_rounds set status = 'settled', stake_cents = $2, win_cents = $3, balance_after_cents = $4, state = null, outcome = $5, settled_at = $6
      where id = $1 returning *`,
    [openId, stake, win, after, JSON.stringify(publicBlackjack(state)), ctx.now()],
  );
  return answer(rows[0]!, purse, extra, false);
}

// ---- Card table games (Tri Card Poker, Red Dog, Caribbean Stud, Let 'Em Ride): bets, decisions, settlement ----

const IN_ROUND = { jackpot: null, couponStatus: 'in-round', spinsRemaining: null };

/** The deal's bets by kind: `deal` is an Ante alone; `bet` names each kind (e.g. ante and pairplus). */
function cardTableBets(engine: CardTableEngine, request: PlayRequest): Record<string, number> {
  if (request.action === 'deal') return { ante: request.bet };
  if (request.action !== 'bet') throw badRequest('Place your bets and deal.');
  const kinds = CARD_TABLES[engine].betKinds;
  const bets: Record<string, number> = {};
  for (const bet of request.bets) {
    const kind = String(bet.kind);
    if (!kinds.includes(kind)) throw badRequest(`This table takes these bets: ${kinds.join(', ')}.`);
    if (Object.hasOwn(bets, kind)) throw badRequest(`One ${kind} bet per round.`);
    bets[kind] = bet.amountCents;
  }
  if (bets.ante === undefined) throw badRequest('An ante bet is needed to deal.');
  return bets;
}

async function openCardTableRound(
  ctx: AppContext, tx: Queryable, purse: Purse, gameCode: string, engine: CardTableEngine, request: PlayRequest, before: number,
) {
  const game = CARD_TABLES[engine];
  const bets = cardTableBets(engine, request);
  for (const cents of Object.values(bets)) checkStake(cents);
  const stake = Object.values(bets).reduce((sum, cents) => sum + cents, 0);
  await purse.debit(stake, gameCode);
  const state = game.open(bets, ctx.rng);
  if (game.finished(state)) return settleCardTable(ctx, tx, purse, gameCode, engine, stake, before, state, null);
  const row = await insertRound(tx, ctx, purse, gameCode, engine, {
    status: 'open', stake, win: 0, freeSpin: false, before, after: null, state, outcome: game.view(state),
  });
  return answer(row, purse, IN_ROUND, false);
}

async function continueCardTableRound(
  ctx: AppContext, tx: Queryable, purse: Purse, open: RoundRow, engine: CardTableEngine, state: unknown, request: PlayRequest,
) {
  const game = CARD_TABLES[engine];
  const allowed = game.actions(state);
  const action = request.action as CardTableAction;
  if (!allowed.includes(action)) throw badRequest(`Choose ${allowed.join(' or ')}.`);
  const extra = game.extraStake(state, action);
  // A Play, Raise or Call the balance cannot cover is refused (402) and the hand stays open.
  if (extra > 0) await purse.debit(extra, open.game_code);
  const next = game.act(state, action, ctx.rng);
  const stake = Number(open.stake_cents) + extra;
  if (game.finished(next)) return settleCardTable(ctx, tx, purse, open.game_code, engine, stake, Number(open.balance_before_cents), next, open.id);
  const rows = await tx.query<RoundRow>('update game_rounds set state = $2, outcome = $3, stake_cents = $4 where id = $1 returning *', [
    open.id, JSON.stringify(next), JSON.stringify(game.view(next)), stake,
  ]);
  return answer(rows[0]!, purse, IN_ROUND, false);
}

/** A table hand left open past the timeout: the game's timeout decision, paid for only if the balance covers it. */
async function finishCardTableOnTimeout(ctx: AppContext, tx: Queryable, purse: Purse, open: RoundRow, engine: CardTableEngine, state: unknown) {
  const game = CARD_TABLES[engine];
  let current = state;
  let stake = Number(open.stake_cents);
  while (!game.finished(current)) {
    const action = game.timeoutAction(current, await purse.balance());
    const extra = game.extraStake(current, action);
    if (extra > 0) await purse.debit(extra, open.game_code);
    stake += extra;
    current = game.act(current, action, ctx.rng);
  }
  return settleCardTable(ctx, tx, purse, open.game_code, engine, stake, Number(open.balance_before_cents), current, open.id);
}

async function settleCardTable(
  ctx: AppContext, tx: Queryable, purse: Purse, gameCode: string, engine: CardTableEngine, stake: number, before: number, state: unknown, openId: number | null,
) {
  const game = CARD_TABLES[engine];
  const win = game.returnCents(state);
  await purse.credit(win, gameCode, false);
  const extra = await afterSettlement(ctx, tx, purse, false, stake, win);
  const after = await purse.balance();
  if (openId === null) {
    const row = await insertRound(tx, ctx, purse, gameCode, engine, {
      status: 'settled', stake, win, freeSpin: false, before, after, state: null, outcome: game.view(state),
    });
    return answer(row, purse, extra, false);
  }
  const rows = await tx.query<RoundRow>(
    `update game_rounds set status = 'settled', stake_cents = $2, win_cents = $3, balance_after_cents = $4, state = null, outcome = $5, settled_at = $6
      where id = $1 returning *`,
    [openId, stake, win, after, JSON.stringify(game.view(state)), ctx.now()],
  );
  return answer(rows[0]!, purse, extra, false);
}

async function openRoundOf(tx: Queryable, purse: Purse, gameCode: string): Promise<RoundRow | null> {
  const rows = purse.demo
    ? await tx.query<RoundRow>(`select * from game_rounds where game_session_id = $1 and status = 'open' for update`, [purse.gameSessionId])
    : await tx.query<RoundRow>(`select * from game_rounds where player_id = $1 and game_code = $2 and status = 'open' for update`, [purse.playerId, gameCode]);
  return rows[0] ?? null;
}

/**
 * On (re)connect: an unfinished round is resumed; one older than ROUND_TIMEOUT_MS is completed
 * the way a timed-out table completes it (video poker draws with the perfect-play hold, blackjack stands),
 * and a round whose state cannot be read is refunded.
 */
export async function recoverOpenRound(ctx: AppContext, gameSession: GameSessionRow) {
  const owner = { playerId: gameSession.player_id, gameSessionId: gameSession.player_id === null ? gameSession.id : null };
  return inRoundTransaction(ctx, owner, { key: null, request: null }, async (tx, purse) => {
    const open = await openRoundOf(tx, purse, gameSession.game_code);
    if (!open) return null;
    let state: unknown;
    try {
      state = JSON.parse(open.state ?? '');
    } catch {
      state = null;
    }
    if (!state || !(['video-poker', 'blackjack'].includes(open.engine) || isCardTableEngine(open.engine))) {
      await purse.credit(Number(open.stake_cents), open.game_code, false);
      const rows = await tx.query<RoundRow>(
        `update game_rounds set status = 'refunded', win_cents = stake_cents, balance_after_cents = $2, state = null, settled_at = $3 where id = $1 returning *`,
        [open.id, await purse.balance(), ctx.now()],
      );
      return publicRound(rows[0]!);
    }
    if (ctx.now().getTime() - new Date(open.created_at).getTime() < ROUND_TIMEOUT_MS) return publicRound(open);
    if (open.engine === 'video-poker') {
      const poker = state as PokerState;
      return (await finishPoker(ctx, tx, purse, open, poker, poker.hint ?? [true, true, true, true, true])).round;
    }
    if (isCardTableEngine(open.engine)) return (await finishCardTableOnTimeout(ctx, tx, purse, open, open.engine, state)).round;
    let current = state as BlackjackState;
    while (!current.finished) current = actBlackjack(current, 'stand', ctx.rng);
    return (await settleBlackjack(ctx, tx, purse, open.game_code, Number(open.stake_cents), Number(open.balance_before_cents), current, open.id)).round;
  });
}

/** Game recall: the last rounds of one game, newest first, with stake, outcome and balances. */
export async function recallRounds(ctx: AppContext, owner: { playerId: number } | { gameSessionId: number }, gameCode: string, limit = RECALL_ROUNDS) {
  const rows = 'playerId' in owner
    ? await ctx.db.query<RoundRow>('select * from game_rounds where player_id = $1 and game_code = $2 order by id desc limit $3', [owner.playerId, gameCode, limit])
    : await ctx.db.query<RoundRow>('select * from game_rounds where game_session_id = $1 order by id desc limit $2', [owner.gameSessionId, limit]);
  return rows.map(publicRound);
}

// ---------------------------------------------------------------------------------------------
// The provider's spin endpoint (stands in for game clients): a slot round on the title's model.
// ---------------------------------------------------------------------------------------------

export interface SpinResult {
  game_code: string;
  bet: number;
  win: number;
  free_spin: boolean;
  spins_remaining: number | null;
  balance: number;
  jackpot: JackpotSpinResult | null;
  coupon_status: string;
  round_id: number;
}

/**
 * One slot round for `POST …/games/{code}/spin`, through the same settlement as the game
 * clients. Titles that are not slots spin the house 20-line model here.
 */
export async function spin(
  ctx: AppContext,
  playerId: number,
  gameCode: string,
  betCents: number,
  idempotencyKey: string | null,
): Promise<SpinResult> {
  const game = await findCatalogGame(ctx.db, { gameCode });
  checkStake(betCents);
  const found = gameDefinition(game);
  const definition: Extract<GameDefinition, { engine: 'slot' }> = found.engine === 'slot'
    ? found
    : { engine: 'slot', model: VIDEO_5X3_20_BASE, labels: {}, rtp: 0 };
  return inRoundTransaction(ctx, { playerId, gameSessionId: null }, { key: idempotencyKey, request: { game: game.game_code, betCents } }, async (tx, purse) => {
    const result = await settleSlot(ctx, tx, purse, game.game_code, definition, betCents);
    return {
      game_code: game.game_code,
      bet: result.round.stake,
      win: result.round.win,
      free_spin: result.free_spin,
      spins_remaining: result.spins_remaining,
      balance: result.balance,
      jackpot: result.jackpot,
      coupon_status: result.coupon_status,
      round_id: result.round.id,
    };
  });
}

async function advanceCoupon(
  ctx: AppContext,
  tx: Queryable,
  playerId: number,
  playerCouponId: number,
  freeSpin: boolean,
  wagered: number,
  win: number,
): Promise<string> {
  if (freeSpin) {
    const rows = await tx.query<{ spins_remaining: number; free_spin_winnings_cents: number; coupon_code: string; bonus_cents: number }>(
      `update player_coupons set spins_remaining = spins_remaining - 1, free_spin_winnings_cents = free_spin_winnings_cents + $2
        where id = $1 returning spins_remaining, free_spin_winnings_cents, coupon_code, bonus_cents`,
      [playerCouponId, win],
    );
    const row = rows[0]!;
    if (row.spins_remaining === 0) {
      const coupon = await findCoupon(tx, row.coupon_code);
      // Spin winnings are bonus money: they carry the coupon's playthrough.
      await tx.query('update player_coupons set playthrough_needed_cents = playthrough_needed_cents + $2 where id = $1', [
        playerCouponId,
        row.free_spin_winnings_cents * coupon.playthrough_multiplier,
      ]);
    }
  } else {
    await tx.query('update player_coupons set playthrough_played_cents = playthrough_played_cents + $2 where id = $1', [
      playerCouponId,
      wagered,
    ]);
  }
  const current = (await tx.query<{
    spins_remaining: number; playthrough_needed_cents: number; playthrough_played_cents: number; coupon_code: string;
  }>('select * from player_coupons where id = $1', [playerCouponId]))[0]!;
  const balance = await walletBalance(tx, playerId);
  const spinsLeft = current.spins_remaining > 0;
  const playthroughDone = current.playthrough_played_cents >= current.playthrough_needed_cents;
  const busted = balance < BALANCE_THRESHOLD_CENTS;
  if (!spinsLeft && (playthroughDone || busted)) {
    if (playthroughDone && !busted) await capCashout(tx, playerId, current.coupon_code, balance);
    await tx.query(`update player_coupons set status = 'completed', ended_at = $2 where id = $1`, [playerCouponId, ctx.now()]);
    return 'completed';
  }
  void win;
  return 'active';
}

/** A coupon's max cashout: on completion anything above it goes back to the house. */
async function capCashout(tx: Queryable, playerId: number, couponCode: string, balance: number) {
  const coupon = await findCoupon(tx, couponCode);
  if (coupon.max_cashout_cents === null || balance <= coupon.max_cashout_cents) return;
  const excess = balance - coupon.max_cashout_cents;
  await postTransaction(tx, {
    playerId, kind: 'max_cashout_forfeit', reference: couponCode,
    lines: [{ accountCode: walletCode(playerId), amountCents: -excess }, { accountCode: HOUSE.promotions, amountCents: excess }],
  });
}
