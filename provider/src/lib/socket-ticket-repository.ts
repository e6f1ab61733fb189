import type { Queryable } from '../db/database';

/** SQL of one-time socket tickets (`socket_tickets`), shared by every provider process. */

export async function insertTicket(db: Queryable, row: { ticketHash: string; purpose: string; payload: string; expiresAt: Date }): Promise<void> {
  await db.query('insert into socket_tickets (ticket_hash, purpose, payload, expires_at) values ($1, $2, $3, $4)', [
    row.ticketHash, row.purpose, row.payload, row.expiresAt,
  ]);
}

/** Takes a ticket out: whichever process asks first gets it, every later one nothing. */
export async function takeTicket(db: Queryable, ticketHash: string, purpose: string): Promise<{ payload: string; expires_at: Date } | null> {
  const rows = await db.query<{ payload: string; expires_at: Date }>(
    'delete from socket_tickets where ticket_hash = $1 and purpose = $2 returning payload, expires_at',
    [ticketHash, purpose],
  );
  return rows[0] ?? null;
}

export async function deleteExpiredTickets(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from socket_tickets where expires_at <= $1', [now]);
}
