import type { AppContext } from '../../app-context';
import type { DomainEvents } from '../../domain-events';
import { titleEngine, type TitleEngine } from './engine-registry';
import { checkStake } from './game-engine';
import { findCatalogueTitle } from './game-sessions-service';
import { inRoundTransaction, NOTHING_PREPARED, startRound } from './rounds-service';

export interface SpinResult {
  game_code: string;
  bet: number;
  win: number;
  free_spin: boolean;
  spins_remaining: number | null;
  balance: number;
  jackpot: DomainEvents['round.settled']['effects']['jackpot'];
  coupon_status: string;
  round_id: number;
}

/** The house 20-line slot the spin endpoint plays for a title that is not a slot. */
const houseSlot = (): TitleEngine => titleEngine('slot', { model: 'video-5x3-20', theme: 'classic' });

/**
 * One slot round for `POST …/games/{code}/spin` (stands in for game clients), through the same
 * rounds service as the game client. Titles that are not slots spin the house 20-line model here.
 */
export async function spin(
  ctx: AppContext, session: { playerId: number; tokenHash: string }, gameCode: string, betCents: number, idempotencyKey: string | null,
): Promise<SpinResult> {
  const { playerId } = session;
  const { game, title } = await findCatalogueTitle(ctx, { gameCode });
  checkStake(betCents);
  const slot = title.id === 'slot' ? title : houseSlot();
  const owner = { playerId, gameSessionId: null, demo: false };
  return inRoundTransaction(ctx, owner, { key: idempotencyKey, request: { game: game.game_code, betCents } }, async (tx, purse) => {
    const result = await startRound(ctx, tx, purse, { id: -1, game_code: game.game_code, session_token_hash: session.tokenHash }, slot, { action: 'spin', bet: betCents }, NOTHING_PREPARED);
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
  }, { gameCode: game.game_code, sessionTokenHash: session.tokenHash, startsRound: true, locksOpenRound: false });
}
