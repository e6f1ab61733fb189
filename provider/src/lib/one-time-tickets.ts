import type { AppContext } from '../app-context';
import { hashToken, newToken } from './tokens';

/**
 * One-time tickets kept in memory (as the chat's, src/modules/support): a socket URL carries a
 * ticket, never a session token. A ticket works once, before it expires; a restart only makes
 * the client ask again. Stored hashed, so a heap dump holds no usable ticket.
 */
export function createOneTimeTickets<T>(ctx: AppContext, lifetimeMs: number) {
  const tickets = new Map<string, { value: T; expiresAt: number }>();
  return {
    lifetimeSeconds: Math.round(lifetimeMs / 1000),
    issue(value: T): string {
      const now = ctx.now().getTime();
      for (const [key, entry] of tickets) if (entry.expiresAt <= now) tickets.delete(key);
      const ticket = newToken();
      tickets.set(hashToken(ticket), { value, expiresAt: now + lifetimeMs });
      return ticket;
    },
    /** The ticket's value, once; null when unknown, used or expired. */
    consume(ticket: string): T | null {
      if (!ticket || ticket.length > 200) return null;
      const key = hashToken(ticket);
      const entry = tickets.get(key);
      tickets.delete(key);
      return entry && entry.expiresAt > ctx.now().getTime() ? entry.value : null;
    },
  };
}
