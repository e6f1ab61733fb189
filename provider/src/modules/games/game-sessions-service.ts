import type { AppContext } from '../../app-context';
import { ApiError, notFound, unauthorized } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import { readThrough } from '../../lib/read-through';
import { hashToken, newToken } from '../../lib/tokens';
import { walletBalance } from '../wallet';
import { findLiveSession, findLiveSessionByHash, noteSessionActivity } from '../session';
import { titleEngine, type TitleEngine } from './engine-registry';
import { newServerSeed } from './engines/crash-engine';
import { MAX_BET_CENTS, MIN_BET_CENTS, type EngineOptions } from './game-engine';
import { findTitle, type GameRow } from './catalogue-repository';
import { demoBalance, findLiveGameSession, insertGameSession, type GameSessionKey, type GameSessionRow } from './rounds-repository';
import { recoverOpenRound } from './rounds-service';

export const GAME_SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;
export const DEMO_BALANCE_CENTS = 100_000;

/** How long one process keeps a title it was asked for: the catalogue does not change while the provider runs. */
const TITLE_TTL_MS = 5_000;
const titleReads = new WeakMap<AppContext, ReturnType<typeof readThrough<GameRow | undefined>>>();

/** A catalogue title and the engine its entry names, configured (every paid act asks: kept per process for a moment, read through the pool). */
export async function findCatalogueTitle(
  ctx: AppContext, key: { gameCode?: string | undefined; machineId?: number | undefined; gameId?: number | undefined },
): Promise<{ game: GameRow; title: TitleEngine }> {
  let read = titleReads.get(ctx);
  if (!read) {
    read = readThrough<GameRow | undefined>(TITLE_TTL_MS, Date.now, 1_000);
    titleReads.set(ctx, read);
  }
  const game = await read(key.gameCode ? `code:${key.gameCode}` : `machine:${key.machineId ?? -1}:${key.gameId ?? 1}`, () => findTitle(ctx.db, key));
  if (!game) throw notFound('No such game');
  return { game, title: titleEngine(game.engine, JSON.parse(game.engine_options) as EngineOptions) };
}

/** Who plays a game session for real money: the player, and the site session it ends with. */
export interface GameSessionOwner {
  playerId: number;
  sessionTokenHash: string;
}

export async function openGameSession(
  ctx: AppContext,
  input: { sessionToken?: string | undefined; playerId?: number | undefined; demo: boolean; gameCode?: string | undefined; machineId?: number | undefined; gameId?: number | undefined },
) {
  const { game } = await findCatalogueTitle(ctx, input);
  let owner: GameSessionOwner | null = null;
  if (!input.demo) {
    const session = input.sessionToken ? await findLiveSession(ctx, input.sessionToken) : null;
    if (!session) throw unauthorized();
    if (input.playerId !== undefined && input.playerId !== session.playerId) throw new ApiError(403, 'You are not allowed to access this player.');
    owner = { playerId: session.playerId, sessionTokenHash: session.tokenHash };
  }
  return startGameSession(ctx, game.game_code, owner);
}

/** A new game token for `gameCode`: a player's (`owner`) or a visitor's demo with a play balance (null). */
export async function startGameSession(ctx: AppContext, gameCode: string, owner: GameSessionOwner | null) {
  if (owner) await checkPaidPlayAllowed(ctx, owner.playerId, gameCode);
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + GAME_SESSION_LIFETIME_MS);
  await insertGameSession(ctx.db, {
    tokenHash: hashToken(token), playerId: owner?.playerId ?? null, sessionTokenHash: owner?.sessionTokenHash ?? null, gameCode,
    demoBalanceCents: owner ? null : DEMO_BALANCE_CENTS, serverSeed: newServerSeed(), now: ctx.now(), expiresAt,
  });
  const gameSession = await resolveGameSession(ctx, token);
  return { gameToken: token, expires_at: expiresAt.toISOString(), ...(await gameInfo(ctx, gameSession)) };
}

/**
 * A game launches for money only if some paid round could start (a restriction or a loss limit
 * with less than the smallest stake left refuses it, in words), unless free rounds pay for it.
 */
async function checkPaidPlayAllowed(ctx: AppContext, playerId: number, gameCode: string): Promise<void> {
  const free = await ctx.events.ask(ctx.db, 'free-rounds', { playerId, gameCode }, null);
  if (free && free.remaining > 0) return;
  const refusal = await ctx.events.ask(ctx.db, 'paid-stake-refusal', { playerId, sessionTokenHash: null, stakeCents: MIN_BET_CENTS }, null);
  if (refusal) throw new ApiError(403, refusal);
}

const GAME_SESSION_EXPIRED = 'Your game session has expired. Please open the game again.';

/** A live game token, whose player's site session is still live (a logout ends the game too). */
export async function resolveGameSession(ctx: AppContext, token: string | undefined): Promise<GameSessionRow> {
  if (!token || token.length > 200) throw unauthorized(GAME_SESSION_EXPIRED);
  const row = await findLiveGameSession(ctx.db, hashToken(token), ctx.now());
  if (!row) throw unauthorized(GAME_SESSION_EXPIRED);
  return checkedOwner(ctx, row);
}

const MAX_KEPT_GAME_SESSIONS = 10_000;
const keptGameSessions = new WeakMap<AppContext, Map<string, GameSessionKey>>();

/**
 * The game session a round is played in, as `resolveGameSession` answers it. What a round needs of it never changes and
 * a game session ends only when it expires, so one process keeps it until then (oldest out first past a bound): an act
 * costs no statement for it. Its player's site session is checked on every act, as before (a logout ends the game).
 * `sessionConfirmedInAct`: the act's opening read confirms that site session under the player's lock (decision 050), so
 * a remembered one is taken without waiting for the logouts on their way from other processes.
 */
export async function resolvePlaySession(ctx: AppContext, token: string | undefined, sessionConfirmedInAct: boolean): Promise<GameSessionKey> {
  if (!token || token.length > 200) throw unauthorized(GAME_SESSION_EXPIRED);
  const tokenHash = hashToken(token);
  let kept = keptGameSessions.get(ctx);
  if (!kept) {
    kept = new Map();
    keptGameSessions.set(ctx, kept);
  }
  const known = kept.get(tokenHash);
  if (known && known.expires_at.getTime() > ctx.now().getTime()) return checkedOwner(ctx, known, sessionConfirmedInAct);
  kept.delete(tokenHash);
  const row = await findLiveGameSession(ctx.db, tokenHash, ctx.now());
  if (!row) throw unauthorized(GAME_SESSION_EXPIRED);
  if (kept.size >= MAX_KEPT_GAME_SESSIONS) kept.delete(kept.keys().next().value!);
  const { id, player_id, session_token_hash, game_code, expires_at } = row;
  kept.set(tokenHash, { id, player_id, session_token_hash, game_code, expires_at: new Date(expires_at) });
  return checkedOwner(ctx, row, sessionConfirmedInAct);
}

/** A paid game session is live while its player's site session is; play in it counts as that session's activity. */
async function checkedOwner<T extends GameSessionKey>(ctx: AppContext, row: T, sessionConfirmedInAct = false): Promise<T> {
  if (row.player_id === null) return row;
  const session = row.session_token_hash ? await findLiveSessionByHash(ctx, row.session_token_hash, sessionConfirmedInAct) : null;
  if (!session) throw unauthorized();
  // Play in the game is the site session's activity: it counts as play time, and the day's limit used up ends it here too (403 with the reason).
  await noteSessionActivity(ctx, session);
  return row;
}

export async function gameInfo(ctx: AppContext, gameSession: GameSessionRow) {
  const { game, title } = await findCatalogueTitle(ctx, { gameCode: gameSession.game_code });
  const balance = gameSession.player_id === null ? await demoBalance(ctx.db, gameSession.id) : await walletBalance(ctx.db, gameSession.player_id);
  const open = await recoverOpenRound(ctx, gameSession);
  const free = gameSession.player_id === null
    ? null
    : await ctx.events.ask(ctx.db, 'free-rounds', { playerId: gameSession.player_id, gameCode: game.game_code }, null);
  // The table's limit, lowered to the max bet of a bonus in play (the rounds refuse more).
  const bonusMaxBet = gameSession.player_id === null ? null : await ctx.events.ask(ctx.db, 'max-bet', { playerId: gameSession.player_id }, null);
  return {
    game: { game_code: game.game_code, display_name: game.display_name, category: game.category, sub_category: game.sub_category },
    engine: title.id,
    rtp: Math.round(title.setup.rtp * 1_000_000) / 10_000,
    note: title.setup.note ?? null,
    config: title.engine.clientConfig(title.setup.config, { serverSeed: gameSession.server_seed, nonce: gameSession.nonce }),
    demo: gameSession.player_id === null,
    balance: toDollars(balance),
    currency: 'USD',
    currencySymbol: '$',
    limits: { min_bet: 0.01, max_bet: toDollars(Math.min(MAX_BET_CENTS, bonusMaxBet?.maxBetCents ?? MAX_BET_CENTS)) },
    open_round: open,
    /** Free rounds a promotion pays for on this game, so the client can say so before the first spin. */
    free_spins: free && free.remaining > 0 ? { remaining: free.remaining, value: toDollars(free.stakeCents) } : null,
  };
}
