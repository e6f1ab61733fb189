import type { Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import {
  accountIdByCode, balancesOfAccountRows, insertLedgerEntry, insertLedgerTransaction, insertWalletAccount, moveWalletBalance, playerAccountBalances,
  playerAccountsStatement, postingsWrite, postLedgerLines, type PlayerAccountKind, type PostedLines, type Posting, upsertHouseAccount, upsertPlayerAccount,
} from './ledger-repository';
import { transactionMemo } from '../../db/transaction-memo';
import type { OpeningRead } from '../../domain-events';

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

/** A player's cash account (the wallet's name predates the bonus account, decision 027). */
export const walletCode = (playerId: number) => `wallet:${playerId}`;
/** A player's bonus funds: coupon bonuses and their winnings until the playthrough is met. */
export const bonusCode = (playerId: number) => `bonus:${playerId}`;
/** A player's requested withdrawals not yet paid or returned. */
export const pendingWithdrawalsCode = (playerId: number) => `withdrawals:${playerId}`;

const PLAYER_ACCOUNT = /^(wallet|bonus|withdrawals):(\d+)$/;
const KIND_OF_PREFIX: Record<string, PlayerAccountKind> = { wallet: 'cash', bonus: 'bonus', withdrawals: 'withdrawals' };

function playerAccountOf(code: string): { playerId: number; kind: PlayerAccountKind } | null {
  const match = PLAYER_ACCOUNT.exec(code);
  return match ? { playerId: Number(match[2]), kind: KIND_OF_PREFIX[match[1]!]! } : null;
}

export async function createWallet(tx: Queryable, playerId: number): Promise<void> {
  await insertWalletAccount(tx, walletCode(playerId), playerId);
}

async function accountId(tx: Queryable, code: string): Promise<number> {
  const found = await accountIdByCode(tx, code);
  if (found !== null) return found;
  const player = playerAccountOf(code);
  if (player?.kind === 'cash') throw new Error(`missing wallet ${code}`);
  // A player's bonus and pending-withdrawals accounts, and house accounts, appear on first use.
  return player ? upsertPlayerAccount(tx, code, player.playerId, player.kind) : upsertHouseAccount(tx, code);
}

export interface WalletBalances {
  cashCents: number;
  bonusCents: number;
  pendingWithdrawalsCents: number;
}

/**
 * A transaction's reads of players' balances, kept until the transaction posts: a paid round asks for the same
 * figures from several rules (the stake's split, the coupon in play, the jackpot, the round's record). A posting in
 * one statement answers the balances it moved, so what was kept stays known after it (transaction-memo.ts).
 */
const balancesRead = transactionMemo<number, WalletBalances>();

/** The player's accounts as the ledger holds them (decision 027). */
export async function walletBalances(tx: Queryable, playerId: number): Promise<WalletBalances> {
  const kept = balancesRead.get(tx, playerId);
  if (kept) return { ...kept };
  const read = walletBalancesOf(await playerAccountBalances(tx, playerId));
  balancesRead.set(tx, playerId, read);
  return { ...read };
}

const walletBalancesOf = (balances: Record<PlayerAccountKind, number>): WalletBalances =>
  ({ cashCents: balances.cash, bonusCents: balances.bonus, pendingWithdrawalsCents: balances.withdrawals });

/** The balances' part of a paid act's opening read (decision 044): kept as `walletBalances` keeps what it reads. */
export function balancesOpeningRead(playerId: number): OpeningRead {
  return { ...playerAccountsStatement(playerId), keep: (tx, rows) => balancesRead.set(tx, playerId, walletBalancesOf(balancesOfAccountRows(rows))) };
}

const BALANCE_OF_KIND: Record<PlayerAccountKind, keyof WalletBalances> = { cash: 'cashCents', bonus: 'bonusCents', withdrawals: 'pendingWithdrawalsCents' };

/** The balances of the players a posting named, as it answered them (every account of each: a kind absent is 0). */
function keepPosted(tx: Queryable, accounts: PostedLines['balances']): void {
  const byPlayer = new Map<number, WalletBalances>();
  for (const { playerId, kind, balanceCents } of accounts) {
    const balances = byPlayer.get(playerId) ?? { cashCents: 0, bonusCents: 0, pendingWithdrawalsCents: 0 };
    balances[BALANCE_OF_KIND[kind]] = balanceCents;
    byPlayer.set(playerId, balances);
  }
  for (const [playerId, balances] of byPlayer) balancesRead.set(tx, playerId, balances);
}

/** What the player can stake: cash and bonus funds (SPEC §7 `balance`); pending withdrawals are not in it. */
export async function walletBalance(tx: Queryable, playerId: number): Promise<number> {
  return spendableCents(await walletBalances(tx, playerId));
}

/** The balance a player can stake, from the cash and bonus figures however they were read. */
export const spendableCents = (balances: Pick<WalletBalances, 'cashCents' | 'bonusCents'>): number => balances.cashCents + balances.bonusCents;

/** The transaction's lines that move money (zero lines dropped); an error when they do not sum to zero in whole cents. */
function balancedLines(input: PostTransaction): LedgerLine[] {
  const lines = input.lines.filter((line) => line.amountCents !== 0);
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0 || lines.some((line) => !Number.isSafeInteger(line.amountCents))) {
    throw new Error(`unbalanced ledger transaction ${input.kind}: ${sum}`);
  }
  return lines;
}

/**
 * Posts one balanced transaction (entries sum to zero). Wallet balances move with the entries,
 * and a wallet that would go below zero fails the whole transaction.
 */
export async function postTransaction(tx: Queryable, input: PostTransaction): Promise<number> {
  const lines = balancedLines(input);
  const row = {
    playerId: input.playerId, kind: input.kind, idempotencyKey: input.idempotencyKey ?? null, reference: input.reference ?? null, at: input.at ?? null,
  };
  // One statement when every account exists (the usual case): a round's stake or payout is one round trip.
  const codes = new Set(lines.map((line) => line.accountCode));
  if (codes.size === lines.length) {
    const posted = await postLedgerLines(tx, row, lines);
    if (posted.transactionId !== null) {
      if (posted.moved < posted.playerLines) {
        balancesRead.forget(tx);
        throw new ApiError(402, 'Insufficient funds');
      }
      keepPosted(tx, posted.balances);
      return posted.transactionId;
    }
  }
  // Balances move line by line below: the transaction's kept reads no longer hold.
  balancesRead.forget(tx);
  // An account's first use (a bonus account, a new house account), or an account twice: one line at a time.
  const transactionId = await insertLedgerTransaction(tx, row);
  // Debits first: a wallet that cannot pay fails before anything else moves.
  for (const line of [...lines].sort((a, b) => a.amountCents - b.amountCents)) {
    const id = await accountId(tx, line.accountCode);
    await insertLedgerEntry(tx, transactionId, id, line.amountCents);
    if (playerAccountOf(line.accountCode)) {
      if (!(await moveWalletBalance(tx, id, line.amountCents))) throw new ApiError(402, 'Insufficient funds');
    }
  }
  return transactionId;
}

/** The postings a transaction has left to go with its next statement (`postSoon`), one write for all of them. */
const postingsToSend = transactionMemo<'postings', Posting[]>();

/**
 * Posts a balanced transaction whose id nobody needs, with the transaction's next statement rather than as a round trip
 * of its own (decision 046): the moved balances are worked out from the ones the transaction holds, under the player's
 * lock, and a balance that would go below zero answers 402 before anything is sent. A transaction that holds no
 * balances for a player of the lines, a handle that cannot defer, or an account twice in the lines posts at once.
 */
async function postSoon(tx: Queryable, input: PostTransaction): Promise<void> {
  const lines = balancedLines(input);
  const players = lines.map((line) => playerAccountOf(line.accountCode));
  const held = new Map<number, WalletBalances>();
  for (const player of players) {
    const kept = player ? balancesRead.get(tx, player.playerId) : undefined;
    if (player && kept) held.set(player.playerId, { ...kept });
  }
  const deferrable = tx.defer && !input.idempotencyKey && new Set(lines.map((line) => line.accountCode)).size === lines.length
    && players.every((player) => !player || held.has(player.playerId));
  if (!deferrable) {
    await postTransaction(tx, input);
    return;
  }
  lines.forEach((line, at) => {
    const player = players[at];
    if (player) held.get(player.playerId)![BALANCE_OF_KIND[player.kind]] += line.amountCents;
  });
  for (const balances of held.values()) {
    if (balances.cashCents < 0 || balances.bonusCents < 0 || balances.pendingWithdrawalsCents < 0) throw new ApiError(402, 'Insufficient funds');
  }
  for (const [playerId, balances] of held) balancesRead.set(tx, playerId, balances);
  const posting: Posting = {
    row: { playerId: input.playerId, kind: input.kind, reference: input.reference ?? null, at: input.at ?? null },
    lines,
    newAccounts: players.map((player) => ({ playerId: player?.playerId ?? null, kind: player?.kind ?? null })),
  };
  const waiting = postingsToSend.get(tx, 'postings');
  if (waiting) {
    waiting.push(posting);
    return;
  }
  const batch = [posting];
  postingsToSend.set(tx, 'postings', batch);
  const write = postingsWrite(batch);
  // Sent once: whatever joins the batch until then goes with it, and a posting after it starts another.
  tx.defer!({
    tables: write.tables,
    statement: () => {
      postingsToSend.forget(tx, 'postings');
      return write.statement();
    },
  });
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

export interface WalletMove {
  playerId: number;
  kind: string;
  reference?: string | null;
  idempotencyKey?: string | null;
  at?: Date;
}

/** A stake's parts: cash first, then bonus funds (decision 027). */
export interface StakeParts {
  cashCents: number;
  bonusCents: number;
}

/**
 * Takes `cents` from the player's funds to a house account, cash first, then bonus funds
 * (decision 027); 402 when both together cannot pay. Answers the parts taken.
 */
export async function takeFromPlayer(tx: Queryable, move: WalletMove & { to: string; cents: number; order?: 'cash-first' | 'bonus-first' }): Promise<StakeParts> {
  const { cashCents, bonusCents } = await walletBalances(tx, move.playerId);
  if (move.cents > cashCents + bonusCents) throw new ApiError(402, 'Insufficient funds');
  const parts = move.order === 'bonus-first'
    ? { bonusCents: Math.min(bonusCents, move.cents), cashCents: move.cents - Math.min(bonusCents, move.cents) }
    : { cashCents: Math.min(cashCents, move.cents), bonusCents: move.cents - Math.min(cashCents, move.cents) };
  await postSoon(tx, {
    ...moveFields(move),
    lines: [
      { accountCode: walletCode(move.playerId), amountCents: -parts.cashCents },
      { accountCode: bonusCode(move.playerId), amountCents: -parts.bonusCents },
      { accountCode: move.to, amountCents: move.cents },
    ],
  });
  return parts;
}

/** Pays `cents` from a house account to the player: `bonusCents` of it as bonus funds, the rest as cash. */
export async function payToPlayer(tx: Queryable, move: WalletMove & { from: string; cents: number; bonusCents: number }): Promise<void> {
  await postSoon(tx, {
    ...moveFields(move),
    lines: [
      { accountCode: move.from, amountCents: -move.cents },
      { accountCode: walletCode(move.playerId), amountCents: move.cents - move.bonusCents },
      { accountCode: bonusCode(move.playerId), amountCents: move.bonusCents },
    ],
  });
}

/** Credits a coupon's bonus: bonus funds until its playthrough is met. */
export function creditBonus(
  tx: Queryable, playerId: number, from: string, amountCents: number, kind: string,
  options: { idempotencyKey?: string | null; reference?: string | null; at?: Date } = {},
): Promise<void> {
  return payToPlayer(tx, { playerId, kind, from, cents: amountCents, bonusCents: amountCents, ...options });
}

/** A coupon's playthrough met (or its coupon ended): every bonus cent becomes cash. Answers the cents moved. */
export async function releaseBonus(tx: Queryable, move: WalletMove): Promise<number> {
  const { bonusCents } = await walletBalances(tx, move.playerId);
  if (bonusCents > 0) {
    await postSoon(tx, {
      ...moveFields(move),
      lines: [{ accountCode: bonusCode(move.playerId), amountCents: -bonusCents }, { accountCode: walletCode(move.playerId), amountCents: bonusCents }],
    });
  }
  return bonusCents;
}

/** A forfeited coupon: the bonus funds (its bonus and their winnings) go back to `to`. Answers the cents forfeited. */
export async function forfeitBonus(tx: Queryable, move: WalletMove & { to: string }): Promise<number> {
  const { bonusCents } = await walletBalances(tx, move.playerId);
  if (bonusCents > 0) {
    await postSoon(tx, {
      ...moveFields(move),
      lines: [{ accountCode: bonusCode(move.playerId), amountCents: -bonusCents }, { accountCode: move.to, amountCents: bonusCents }],
    });
  }
  return bonusCents;
}

function moveFields(move: WalletMove) {
  return {
    playerId: move.playerId,
    kind: move.kind,
    reference: move.reference ?? null,
    idempotencyKey: move.idempotencyKey ?? null,
    ...(move.at ? { at: move.at } : {}),
  };
}

/** Ledger reads other modules need: a jackpot pool's balance, a player's net game result for cashback. */
export { accountBalance, lastDepositMethod, ledgerHistory, netGameResult } from './ledger-repository';
export type { HistorySlice, LedgerHistoryRow } from './ledger-repository';
