import type { Queryable } from '../../db/database';

/** SQL of the withdrawals module: the `withdrawals` table. */

export interface WithdrawalRow {
  id: number;
  player_id: number;
  amount_cents: number;
  method: 'card' | 'bitcoin';
  destination: string;
  status: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
  reason: string | null;
  decided_by: string | null;
  requested_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
  initiated_by: 'player' | 'self-exclusion';
}

export interface NewWithdrawal {
  playerId: number;
  amountCents: number;
  method: 'card' | 'bitcoin';
  destination: string;
  now: Date;
  /** The provider's own request on a self-exclusion is approved as it is made (by `self-exclusion`). */
  initiatedBy?: WithdrawalRow['initiated_by'];
}

export async function insertWithdrawal(tx: Queryable, row: NewWithdrawal): Promise<WithdrawalRow> {
  const initiatedBy = row.initiatedBy ?? 'player';
  const approved = initiatedBy !== 'player';
  return (await tx.query<WithdrawalRow>(
    `insert into withdrawals (player_id, amount_cents, method, destination, status, requested_at, initiated_by, decided_at, decided_by)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
    [row.playerId, row.amountCents, row.method, row.destination, approved ? 'approved' : 'requested', row.now, initiatedBy,
      approved ? row.now : null, approved ? initiatedBy : null],
  ))[0]!;
}

export async function withdrawalById(db: Queryable, id: number): Promise<WithdrawalRow | null> {
  return (await db.query<WithdrawalRow>('select * from withdrawals where id = $1', [id]))[0] ?? null;
}

export async function playerWithdrawals(db: Queryable, playerId: number): Promise<WithdrawalRow[]> {
  return db.query<WithdrawalRow>('select * from withdrawals where player_id = $1 order by id desc limit 50', [playerId]);
}

/** What the player asked for since `since` and is not back in their cash (cancelled or rejected). */
export async function requestedSince(tx: Queryable, playerId: number, since: Date): Promise<number> {
  const rows = await tx.query<{ total: number }>(
    `select coalesce(sum(amount_cents), 0)::bigint as total from withdrawals
      where player_id = $1 and requested_at >= $2 and status in ('requested', 'approved', 'paid')`,
    [playerId, since],
  );
  return Number(rows[0]?.total ?? 0);
}

/** Moves a withdrawal on when it is in one of `from` (one answer wins a race: the row's status is the guard). */
export async function moveWithdrawal(
  tx: Queryable, id: number, from: WithdrawalRow['status'][], to: WithdrawalRow['status'], fields: { at: Date; by?: string | null; reason?: string | null },
): Promise<WithdrawalRow | null> {
  const timeColumn = to === 'paid' ? 'paid_at' : 'decided_at';
  return (await tx.query<WithdrawalRow>(
    `update withdrawals set status = $3, ${timeColumn} = $4, decided_by = coalesce($5, decided_by), reason = coalesce($6, reason)
      where id = $1 and status = any($2::text[]) returning *`,
    [id, from, to, fields.at, fields.by ?? null, fields.reason ?? null],
  ))[0] ?? null;
}

/** Approved withdrawals whose approval is older than `before`: the sandbox pays them. */
export async function approvedBefore(db: Queryable, before: Date): Promise<Array<{ id: number; player_id: number }>> {
  return db.query<{ id: number; player_id: number }>(
    `select id, player_id from withdrawals where status = 'approved' and decided_at <= $1 order by id limit 100`, [before],
  );
}

/** A player's withdrawals of one origin requested in [from, to), oldest first. */
export async function withdrawalsInitiatedBy(
  db: Queryable, playerId: number, initiatedBy: WithdrawalRow['initiated_by'], from: Date, to: Date,
): Promise<WithdrawalRow[]> {
  return db.query<WithdrawalRow>(
    'select * from withdrawals where player_id = $1 and initiated_by = $2 and requested_at >= $3 and requested_at < $4 order by id',
    [playerId, initiatedBy, from, to],
  );
}

export async function requestedQueue(db: Queryable): Promise<WithdrawalRow[]> {
  return db.query<WithdrawalRow>(`select * from withdrawals where status in ('requested', 'approved') order by id limit 200`);
}
