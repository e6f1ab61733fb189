import type { Queryable } from '../../db/database';
import { lockPlayerForMoney } from '../players';
import { ApiError } from '../../lib/api-error';

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
  lines: LedgerLine[];
}

export const walletCode = (playerId: number) => `wallet:${playerId}`;

export async function createWallet(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('insert into accounts (code, player_id) values ($1, $2)', [walletCode(playerId), playerId]);
}

async function accountId(tx: Queryable, code: string): Promise<number> {
  const found = await tx.query<{ id: number }>('select id from accounts where code = $1', [code]);
  if (found[0]) return found[0].id;
  if (code.startsWith('wallet:')) throw new Error(`missing wallet ${code}`);
  // House accounts appear on first use; concurrent first uses meet at the unique code.
  const created = await tx.query<{ id: number }>(
    `insert into accounts (code) values ($1) on conflict (code) do update set code = excluded.code returning id`,
    [code],
  );
  return created[0]!.id;
}

/**
 * Serialises every money movement of one player: the caller holds this row lock until commit,
 * so balance checks, limits and idempotency lookups cannot interleave (PostgreSQL). On PGlite
 * transactions are already serial and the lock is a no-op.
 */
export async function lockPlayer(tx: Queryable, playerId: number): Promise<void> {
  if (!(await lockPlayerForMoney(tx, playerId))) throw new ApiError(404, 'Player not found');
}

export async function walletBalance(tx: Queryable, playerId: number): Promise<number> {
  const rows = await tx.query<{ balance_cents: number }>('select balance_cents from accounts where player_id = $1', [
    playerId,
  ]);
  return Number(rows[0]?.balance_cents ?? 0);
}

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
  const inserted = await tx.query<{ id: number }>(
    `insert into ledger_transactions (player_id, kind, idempotency_key, reference) values ($1, $2, $3, $4) returning id`,
    [input.playerId, input.kind, input.idempotencyKey ?? null, input.reference ?? null],
  );
  const transactionId = Number(inserted[0]!.id);
  // Debits first: a wallet that cannot pay fails before anything else moves.
  for (const line of [...lines].sort((a, b) => a.amountCents - b.amountCents)) {
    const id = await accountId(tx, line.accountCode);
    await tx.query('insert into ledger_entries (transaction_id, account_id, amount_cents) values ($1, $2, $3)', [
      transactionId,
      id,
      line.amountCents,
    ]);
    if (line.accountCode.startsWith('wallet:')) {
      const updated = await tx.query<{ balance_cents: number }>(
        'update accounts set balance_cents = balance_cents + $2 where id = $1 and balance_cents + $2 >= 0 returning balance_cents',
        [id, line.amountCents],
      );
      if (updated.length === 0) throw new ApiError(402, 'Insufficient funds');
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
  options: { idempotencyKey?: string | null; reference?: string | null } = {},
): Promise<number> {
  return postTransaction(tx, {
    playerId,
    kind,
    idempotencyKey: options.idempotencyKey ?? null,
    reference: options.reference ?? null,
    lines: [
      { accountCode: from, amountCents: -amountCents },
      { accountCode: walletCode(playerId), amountCents },
    ],
  });
}

/** The balance of any ledger account by its code (a jackpot pool, an unclaimed-hits account). */
export async function accountBalance(db: Queryable, code: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `select coalesce(sum(e.amount_cents), 0)::bigint as total from ledger_entries e join accounts a on a.id = e.account_id
      where a.code = $1`,
    [code],
  );
  return Number(rows[0]?.total ?? 0);
}

/** A player's net game result (wins minus bets, in cents) after ledger transaction `sinceId`, and the last id counted. */
export async function netGameResult(tx: Queryable, playerId: number, sinceId: number): Promise<{ netCents: number; lastTransactionId: number }> {
  const sums = await tx.query<{ net: number; last_id: number }>(
    `select coalesce(sum(e.amount_cents), 0)::bigint as net, coalesce(max(t.id), 0)::bigint as last_id
       from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
       join accounts a on a.id = e.account_id and a.player_id = $1
      where t.player_id = $1 and t.kind in ('bet', 'win') and t.id > $2`,
    [playerId, sinceId],
  );
  return { netCents: Number(sums[0]?.net ?? 0), lastTransactionId: Number(sums[0]?.last_id ?? 0) };
}
