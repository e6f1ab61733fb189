import type { Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { HOUSE, postTransaction, walletBalance, walletCode } from '../wallet';
import { creditDemo, debitDemo, demoBalance } from './rounds-repository';

export const INSUFFICIENT_FUNDS = 'You do not have sufficient funds to play this game.';
const insufficientFunds = () => new ApiError(402, INSUFFICIENT_FUNDS);

// Purses: the same rules settle against the ledger (a player) or a demo play balance (a visitor).

export interface Purse {
  demo: boolean;
  playerId: number | null;
  gameSessionId: number | null;
  balance(): Promise<number>;
  /** Takes a stake; 402 when the balance cannot pay it. */
  debit(cents: number, gameCode: string): Promise<void>;
  credit(cents: number, gameCode: string, freeSpin: boolean): Promise<void>;
}

export function ledgerPurse(tx: Queryable, playerId: number, now: () => Date): Purse {
  return {
    demo: false,
    playerId,
    gameSessionId: null,
    balance: () => walletBalance(tx, playerId),
    debit: async (cents, gameCode) => {
      if (cents <= 0) return;
      if ((await walletBalance(tx, playerId)) < cents) throw insufficientFunds();
      await postTransaction(tx, {
        playerId, kind: 'bet', reference: gameCode, at: now(),
        lines: [{ accountCode: walletCode(playerId), amountCents: -cents }, { accountCode: HOUSE.games, amountCents: cents }],
      });
    },
    credit: async (cents, gameCode, freeSpin) => {
      if (cents <= 0) return;
      await postTransaction(tx, {
        playerId, kind: freeSpin ? 'free_spin_win' : 'win', reference: gameCode, at: now(),
        lines: [{ accountCode: HOUSE.games, amountCents: -cents }, { accountCode: walletCode(playerId), amountCents: cents }],
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
    },
    credit: (cents) => creditDemo(tx, gameSessionId, cents),
  };
}
