import type { Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import {
  accountIdByCode, insertLedgerEntry, insertLedgerTransaction, insertWalletAccount, moveWalletBalance, upsertHouseAccount, walletBalanceRow,
} from './ledger-repository';

/** House accounts; jackpot pools are `jackpot:<guid>`. */
export const HOUSE = {
  cashier: 'house:cashier',
  promotions: 'house:promotions',
  games: 'house:games',
  jackpotSeed: 'house:jackpot-seed',
} as const;

export interface LedgerLine {
  accountCode: string;
  amountCents: number;
}

export interface PostTransaction {
  playerId: number | null;
  kind: string;
  idempotencyKey?: string | null;
  reference?: string | null;
  /** The provider's clock (`ctx.now()`): limit periods and the statement read it, so the sandbox clock moves it too. */
  at?: Date;
  lines: LedgerLine[];
}

export const walletCode = (playerId: number) => `wallet:${playerId}`;

export async function createWallet(tx: Queryable, playerId: number): Promise<void> {
  await insertWalletAccount(tx, walletCode(playerId), playerId);
}

async function accountId(tx: Queryable, code: string): Promise<number> {
  const found = await accountIdByCode(tx, code);
  if (found !== null) return found;
  if (code.startsWith('wallet:')) throw new Error(`missing wallet ${code}`);
  // House accounts appear on first use.
  return upsertHouseAccount(tx, code);
}

export const walletBalance = (tx: Queryable, playerId: number): Promise<number> => walletBalanceRow(tx, playerId);

/**
 * Posts one balanced transaction (entries sum to zero). Wallet balances move with the entries,
 * and a wallet that would go below zero fails the whole transaction.
 */
export async function postTransaction(tx: Queryable, input: PostTransaction): Promise<number> {
  const lines = input.lines.filter((line) => line.amountCents !== 0);
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0 || lines.some((line) => !Number.isSafeInteger(line.amountCents))) {
    throw new Error(`unbalanced ledger transaction ${input.kind}: ${sum}`);
  }
  const transactionId = await insertLedgerTransaction(tx, {
    playerId: input.playerId, kind: input.kind, idempotencyKey: input.idempotencyKey ?? null, reference: input.reference ?? null, at: input.at ?? null,
  });
  // Debits first: a wallet that cannot pay fails before anything else moves.
  for (const line of [...lines].sort((a, b) => a.amountCents - b.amountCents)) {
    const id = await accountId(tx, line.accountCode);
    await insertLedgerEntry(tx, transactionId, id, line.amountCents);
    if (line.accountCode.startsWith('wallet:')) {
      if (!(await moveWalletBalance(tx, id, line.amountCents))) throw new ApiError(402, 'Insufficient funds');
    }
  }
  return transactionId;
}

/** Moves cents from a house account into a player's wallet. */
export function creditPlayer(
  tx: Queryable,
  playerId: number,
  from: string,
  amountCents: number,
  kind: string,
  options: { idempotencyKey?: string | null; reference?: string | null; at?: Date } = {},
): Promise<number> {
  return postTransaction(tx, {
    playerId,
    kind,
    ...(options.at ? { at: options.at } : {}),
    idempotencyKey: options.idempotencyKey ?? null,
    reference: options.reference ?? null,
    lines: [
      { accountCode: from, amountCents: -amountCents },
      { accountCode: walletCode(playerId), amountCents },
    ],
  });
}

/** Ledger reads other modules need: a jackpot pool's balance, a player's net game result for cashback. */
export { accountBalance, netGameResult } from './ledger-repository';
