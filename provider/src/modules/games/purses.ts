import type { Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { HOUSE, payToPlayer, takeFromPlayer, walletBalance } from '../wallet';
import { creditDemo, debitDemo, demoBalance } from './rounds-repository';

export const INSUFFICIENT_FUNDS = 'You do not have sufficient funds to play this game.';
const insufficientFunds = () => new ApiError(402, INSUFFICIENT_FUNDS);

// Purses: the same rules settle against the ledger (a player) or a demo play balance (a visitor).

export interface Purse {
  demo: boolean;
  playerId: number | null;
  gameSessionId: number | null;
  balance(): Promise<number>;
  /** Takes a stake (cash first, then bonus funds: decision 027); 402 when the balance cannot pay it. Answers the bonus part. */
  debit(cents: number, gameCode: string): Promise<number>;
  /** Pays a return; `bonusCents` of it are bonus funds (the share of bonus in the round's stakes, or a free spin's win). */
  credit(cents: number, gameCode: string, freeSpin: boolean, bonusCents: number): Promise<void>;
}

export function ledgerPurse(tx: Queryable, playerId: number, now: () => Date): Purse {
  return {
    demo: false,
    playerId,
    gameSessionId: null,
    balance: () => walletBalance(tx, playerId),
    debit: async (cents, gameCode) => {
      if (cents <= 0) return 0;
      if ((await walletBalance(tx, playerId)) < cents) throw insufficientFunds();
      const parts = await takeFromPlayer(tx, { playerId, kind: 'bet', reference: gameCode, at: now(), to: HOUSE.games, cents });
      return parts.bonusCents;
    },
    credit: async (cents, gameCode, freeSpin, bonusCents) => {
      if (cents <= 0) return;
      await payToPlayer(tx, {
        playerId, kind: freeSpin ? 'free_spin_win' : 'win', reference: gameCode, at: now(), from: HOUSE.games, cents, bonusCents: Math.min(bonusCents, cents),
      });
    },
  };
}

export function demoPurse(tx: Queryable, gameSessionId: number): Purse {
  return {
    demo: true,
    playerId: null,
    gameSessionId,
    balance: () => demoBalance(tx, gameSessionId),
    debit: async (cents) => {
      if (!(await debitDemo(tx, gameSessionId, cents))) throw insufficientFunds();
      return 0;
    },
    credit: (cents) => creditDemo(tx, gameSessionId, cents),
  };
}
