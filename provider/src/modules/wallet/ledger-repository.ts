import type { Queryable, SqlParam } from '../../db/database';
import type { DeferredWrite } from '../../db/deferred-writes';
import type { ReadStatement } from '../../db/read-together';

/** SQL of the wallet module: `accounts`, `ledger_transactions`, `ledger_entries` and `idempotency_responses`. */

export type PlayerAccountKind = 'cash' | 'bonus' | 'withdrawals';

export async function insertWalletAccount(tx: Queryable, code: string, playerId: number, kind: PlayerAccountKind = 'cash'): Promise<void> {
  await tx.query('insert into accounts (code, player_id, kind) values ($1, $2, $3)', [code, playerId, kind]);
}

/** A player's bonus or pending-withdrawals account on its first use (under the player's lock). */
export async function upsertPlayerAccount(tx: Queryable, code: string, playerId: number, kind: PlayerAccountKind): Promise<number> {
  const created = await tx.query<{ id: number }>(
    `insert into accounts (code, player_id, kind) values ($1, $2, $3) on conflict (code) do update set code = excluded.code returning id`,
    [code, playerId, kind],
  );
  return created[0]!.id;
}

export async function accountIdByCode(tx: Queryable, code: string): Promise<number | null> {
  return (await tx.query<{ id: number }>('select id from accounts where code = $1', [code]))[0]?.id ?? null;
}

/** A house account on its first use; concurrent first uses meet at the unique code. */
export async function upsertHouseAccount(tx: Queryable, code: string): Promise<number> {
  const created = await tx.query<{ id: number }>(
    `insert into accounts (code) values ($1) on conflict (code) do update set code = excluded.code returning id`,
    [code],
  );
  return created[0]!.id;
}

/** The statement of a player's accounts' balances: read alone, or in a paid act's opening read (decision 044). */
export const playerAccountsStatement = (playerId: number): ReadStatement => ({ sql: 'select kind, balance_cents from accounts where player_id = $1', params: [playerId] });

/** A player's accounts' balances by kind from the statement's rows (accounts not yet used are absent, so 0). */
export function balancesOfAccountRows(rows: ReadonlyArray<Record<string, unknown>>): Record<PlayerAccountKind, number> {
  const balances: Record<PlayerAccountKind, number> = { cash: 0, bonus: 0, withdrawals: 0 };
  for (const row of rows) balances[row.kind as PlayerAccountKind] = Number(row.balance_cents);
  return balances;
}

/** A player's accounts' balances by kind (accounts not yet used are absent, so 0). */
export async function playerAccountBalances(tx: Queryable, playerId: number): Promise<Record<PlayerAccountKind, number>> {
  const statement = playerAccountsStatement(playerId);
  return balancesOfAccountRows(await tx.query(statement.sql, statement.params));
}

export async function insertLedgerTransaction(
  tx: Queryable, row: { playerId: number | null; kind: string; idempotencyKey: string | null; reference: string | null; at: Date | null },
) {
  const inserted = await tx.query<{ id: number }>(
    `insert into ledger_transactions (player_id, kind, idempotency_key, reference, created_at) values ($1, $2, $3, $4, coalesce($5, now())) returning id`,
    [row.playerId, row.kind, row.idempotencyKey, row.reference, row.at],
  );
  return Number(inserted[0]!.id);
}

export async function insertLedgerEntry(tx: Queryable, transactionId: number, accountId: number, amountCents: number) {
  await tx.query('insert into ledger_entries (transaction_id, account_id, amount_cents) values ($1, $2, $3)', [transactionId, accountId, amountCents]);
}

/** What posting a transaction in one statement did (`postLedgerLines`). */
export interface PostedLines {
  /** The transaction's id, or null when an account was missing and nothing was written. */
  transactionId: number | null;
  /** How many of the lines were on players' accounts, and how many of those balances moved (fewer: one would go below zero). */
  playerLines: number;
  moved: number;
  /** Every account of the players the lines name, after the move: the wallet keeps them instead of reading them again. */
  balances: Array<{ playerId: number; kind: PlayerAccountKind; balanceCents: number }>;
}

/**
 * A whole ledger transaction in one statement, one round trip: the transaction row, one entry per line and the moved
 * balances of players' accounts (a balance that would go below zero does not move: the caller compares `moved` with
 * `playerLines` and fails the transaction). Writes nothing when an account of the lines does not exist yet. Each
 * account at most once in `lines`.
 */
export async function postLedgerLines(
  tx: Queryable,
  row: { playerId: number | null; kind: string; idempotencyKey: string | null; reference: string | null; at: Date | null },
  lines: ReadonlyArray<{ accountCode: string; amountCents: number }>,
): Promise<PostedLines> {
  const result = await tx.query<{ transaction_id: number | null; player_lines: number; moved: number; balances: string }>(
    `with lines as (
       select a.id as account_id, a.player_id, l.amount, l.ord
         from unnest($6::text[], $7::bigint[]) with ordinality as l(code, amount, ord)
         join accounts a on a.code = l.code
     ), t as (
       insert into ledger_transactions (player_id, kind, idempotency_key, reference, created_at)
       select $1, $2, $3, $4, coalesce($5, now()) where (select count(*) from lines) = cardinality($6::text[])
       returning id
     ), entries as (
       insert into ledger_entries (transaction_id, account_id, amount_cents)
       select t.id, lines.account_id, lines.amount from t, lines order by lines.ord
       returning account_id
     ), moved as (
       update accounts a set balance_cents = a.balance_cents + lines.amount
         from lines, t
        where a.id = lines.account_id and lines.player_id is not null and a.balance_cents + lines.amount >= 0
       returning a.id, a.balance_cents
     ), after as (
       select a.player_id, a.kind, coalesce(moved.balance_cents, a.balance_cents) as balance_cents
         from accounts a left join moved on moved.id = a.id
        where a.player_id in (select player_id from lines) and exists (select 1 from t)
     )
     select (select id from t) as transaction_id,
            (select count(*) from lines where player_id is not null)::int as player_lines,
            (select count(*) from moved)::int as moved,
            (select coalesce(json_agg(json_build_array(player_id, kind, balance_cents)), '[]')::text from after) as balances`,
    [row.playerId, row.kind, row.idempotencyKey, row.reference, row.at, lines.map((line) => line.accountCode), lines.map((line) => line.amountCents)],
  );
  const answer = result[0]!;
  // As text, so both databases answer the same (one parses json, the other may not).
  const balances = (JSON.parse(answer.balances) as Array<[number, PlayerAccountKind, number | string]>)
    .map(([playerId, kind, cents]) => ({ playerId: Number(playerId), kind, balanceCents: Number(cents) }));
  return {
    transactionId: answer.transaction_id === null ? null : Number(answer.transaction_id), playerLines: Number(answer.player_lines), moved: Number(answer.moved), balances,
  };
}

/** A ledger transaction for `postingsWrite`: its row and its lines (each account at most once). */
export interface Posting {
  row: { playerId: number | null; kind: string; reference: string | null; at: Date | null };
  lines: ReadonlyArray<{ accountCode: string; amountCents: number }>;
  /** Who owns each line's account should it not exist yet (a player's first bonus funds): the player and the kind. */
  newAccounts: ReadonlyArray<{ playerId: number | null; kind: PlayerAccountKind | null }>;
}

/**
 * Several ledger transactions as one write that goes with a later statement (decision 046): their rows (ids taken in
 * order, so a stake's id stays below its win's), their entries, the accounts first used, and each player account's
 * balance moved once by the sum of its lines. The caller has checked that no balance goes below zero (the table's
 * check is the backstop); a house account is never created here by two transactions at once, as the migrations make them.
 */
export function postingsWrite(postings: readonly Posting[]): DeferredWrite {
  return {
    tables: ['accounts', 'ledger_transactions', 'ledger_entries'],
    statement: () => {
      // One pass over the lines, into the arrays the statement unnests (a paid act posts two or three transactions).
      const txOrds: number[] = [];
      const codes: string[] = [];
      const amounts: number[] = [];
      const owners: Array<number | null> = [];
      const ownerKinds: Array<PlayerAccountKind | null> = [];
      postings.forEach((posting, index) => {
        posting.lines.forEach((line, at) => {
          const owner = posting.newAccounts[at]!;
          txOrds.push(index + 1);
          codes.push(line.accountCode);
          amounts.push(line.amountCents);
          owners.push(owner.playerId);
          ownerKinds.push(owner.kind);
        });
      });
      return {
        items: `post_lines as (
            select l.ord, l.tx_ord, l.code, l.amount, a.id as account_id, coalesce(a.player_id, l.player_id) as player_id, l.kind
              from unnest($1::int[], $2::text[], $3::bigint[], $4::int[], $5::text[]) with ordinality as l(tx_ord, code, amount, player_id, kind, ord)
              left join accounts a on a.code = l.code
          ), post_new_accounts as (
            insert into accounts (code, player_id, kind, balance_cents)
            select code, min(player_id), min(kind), case when min(player_id) is null then 0 else sum(amount) end
              from post_lines where account_id is null group by code
            returning id, code
          ), post_ids as (
            select t.tx_ord, nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as id from unnest($6::text[]) with ordinality as t(kind, tx_ord)
          ), post_transactions as (
            insert into ledger_transactions (id, player_id, kind, reference, created_at)
            select i.id, t.player_id, t.kind, t.reference, coalesce(t.at, now())
              from unnest($6::text[], $7::int[], $8::text[], $9::timestamptz[]) with ordinality as t(kind, player_id, reference, at, tx_ord)
              join post_ids i on i.tx_ord = t.tx_ord
          ), post_entries as (
            insert into ledger_entries (transaction_id, account_id, amount_cents)
            select i.id, coalesce(l.account_id, n.id), l.amount
              from post_lines l join post_ids i on i.tx_ord = l.tx_ord left join post_new_accounts n on n.code = l.code
             order by l.ord
          ), post_balances as (
            update accounts a set balance_cents = a.balance_cents + m.amount
              from (select account_id, sum(amount) as amount from post_lines where account_id is not null and player_id is not null group by account_id) m
             where a.id = m.account_id
          )`,
        params: [
          txOrds, codes, amounts, owners, ownerKinds,
          postings.map((posting) => posting.row.kind), postings.map((posting) => posting.row.playerId),
          postings.map((posting) => posting.row.reference), postings.map((posting) => posting.row.at?.toISOString() ?? null),
        ],
      };
    },
  };
}

/** Moves a wallet's balance; false when it would go below zero. */
export async function moveWalletBalance(tx: Queryable, accountId: number, amountCents: number): Promise<boolean> {
  const updated = await tx.query<{ balance_cents: number }>(
    'update accounts set balance_cents = balance_cents + $2 where id = $1 and balance_cents + $2 >= 0 returning balance_cents',
    [accountId, amountCents],
  );
  return updated.length > 0;
}

export async function storedResponse(tx: Queryable, playerId: number, scope: string, key: string) {
  return (await tx.query<{ body: string; request_hash: string | null }>(
    'select body, request_hash from idempotency_responses where player_id = $1 and scope = $2 and idempotency_key = $3',
    [playerId, scope, key],
  ))[0] ?? null;
}

export async function storeResponse(tx: Queryable, playerId: number, scope: string, key: string, body: string, requestHash: string) {
  await tx.query(
    'insert into idempotency_responses (player_id, scope, idempotency_key, status_code, body, request_hash) values ($1, $2, $3, 200, $4, $5)',
    [playerId, scope, key, body, requestHash],
  );
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

/** The method of the player's last deposit as its ledger line names it (`Credit Card`, `Bitcoin`), or null. */
export async function lastDepositMethod(db: Queryable, playerId: number): Promise<string | null> {
  return (await db.query<{ reference: string | null }>(
    `select reference from ledger_transactions where player_id = $1 and kind = 'deposit' order by id desc limit 1`, [playerId],
  ))[0]?.reference ?? null;
}

/**
 * The ledger kinds that are no row of the account history (decision 032): a round's stakes and wins (its round is the
 * row), and moves that leave the player's cash and bonus funds as they were. Word for word the predicate of the partial
 * index `ledger_history_idx` (migration 20): PostgreSQL proves a partial index usable only from the same text.
 */
const HISTORY_KINDS_SQL = `t.kind not in ('bet', 'win', 'free_spin_win', 'bonus_release', 'withdrawal_payout', 'jackpot_hit', 'jackpot_seed')`;

/** One ledger row of the account history: the net move on the player's cash and bonus funds, in cents. */
export interface LedgerHistoryRow {
  id: number;
  kind: string;
  reference: string | null;
  /** `created_at` in UTC to the microsecond (`YYYY-MM-DDTHH:MM:SS.ffffff`): the keyset's time, exact and sortable as text. */
  at_key: string;
  amount_cents: number;
}

/** Which rows a history read keeps, and where the page starts: strictly after (older than) `before`. */
export interface HistorySlice {
  from: Date | null;
  /** Exclusive. */
  until: Date | null;
  before: { at: string; id: number } | null;
  limit: number;
}

/** A ledger page of the player's history, newest first; `kinds` keeps only those kinds, `exceptKinds` drops these. */
export async function ledgerHistory(
  db: Queryable, playerId: number, filter: { kinds: string[] | null; exceptKinds: string[] | null }, slice: HistorySlice,
): Promise<LedgerHistoryRow[]> {
  const params: SqlParam[] = [playerId];
  const where = ['t.player_id = $1', HISTORY_KINDS_SQL];
  const param = (value: SqlParam) => `$${params.push(value)}`;
  if (filter.kinds) where.push(`t.kind = any(${param(filter.kinds)}::text[])`);
  if (filter.exceptKinds) where.push(`t.kind <> all(${param(filter.exceptKinds)}::text[])`);
  if (slice.from) where.push(`t.created_at >= ${param(slice.from)}`);
  if (slice.until) where.push(`t.created_at < ${param(slice.until)}`);
  if (slice.before) where.push(`(t.created_at, t.id) < (${param(`${slice.before.at}Z`)}::timestamptz, ${param(slice.before.id)})`);
  const rows = await db.query<LedgerHistoryRow>(
    `select t.id, t.kind, t.reference, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at_key,
        (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.player_id = $1 and a.kind in ('cash', 'bonus'))::bigint as amount_cents
       from ledger_transactions t
      where ${where.join(' and ')}
      order by t.created_at desc, t.id desc limit ${param(slice.limit)}`,
    params,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), amount_cents: Number(row.amount_cents) }));
}
