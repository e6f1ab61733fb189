import type { AppContext } from '../app-context';
import { deleteExpiredTickets, insertTicket, takeTicket } from './socket-ticket-repository';
import { hashToken, newToken } from './tokens';

/**
 * One-time tickets for sockets (the rewards socket, the chat): a socket URL carries a ticket, never
 * a session token. A ticket works once, before it expires, on whichever provider process the socket
 * reaches: tickets live in the database (`socket_tickets`), taken out with `delete … returning`.
 * Stored hashed, so a copy of the table holds no usable ticket.
 */
export function createOneTimeTickets<T>(ctx: AppContext, purpose: string, lifetimeMs: number) {
  return {
    lifetimeSeconds: Math.round(lifetimeMs / 1000),
    async issue(value: T): Promise<string> {
      const now = ctx.now();
      await deleteExpiredTickets(ctx.db, now);
      const ticket = newToken();
      await insertTicket(ctx.db, { ticketHash: hashToken(ticket), purpose, payload: JSON.stringify(value), expiresAt: new Date(now.getTime() + lifetimeMs) });
      return ticket;
    },
    /** The ticket's value, once; null when unknown, used, expired or for another purpose. */
    async consume(ticket: string): Promise<T | null> {
      if (!ticket || ticket.length > 200) return null;
      const row = await takeTicket(ctx.db, hashToken(ticket), purpose);
      return row && new Date(row.expires_at).getTime() > ctx.now().getTime() ? (JSON.parse(row.payload) as T) : null;
    },
  };
}
