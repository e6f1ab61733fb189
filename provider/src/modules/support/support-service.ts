import { timingSafeEqual } from 'node:crypto';
import type { ChatMessage, ChatTicket, ChatTicketBody } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { ApiError, unauthorized } from '../../lib/api-error';
import { hashPassword, verifyPassword } from 'shared-node';
import { createOneTimeTickets } from '../../lib/one-time-tickets';
import { hashToken, hmac, newToken } from '../../lib/tokens';
import { checkEmail, normaliseLogin } from '../../lib/validation';
import { activePlayerCoupon } from '../promotions';
import { walletBalance } from '../wallet';
import { getPlayer } from '../players';
import { findLiveSession } from '../session';
import * as repository from './support-repository';

/** The two demo hosts seeded for the desk (provider/README.md). */
export const DEMO_HOSTS = [
  { login: 'anna', displayName: 'Anna' },
  { login: 'ben', displayName: 'Ben' },
] as const;
export const DEMO_HOST_PASSWORD = 'Desk1234';

const TICKET_LIFETIME_MS = 60_000;
const HOST_SESSION_MS = 12 * 60 * 60 * 1000;

/** Who a chat socket speaks for, decided when its ticket was issued (a player's with the session it was asked with). */
export type ChatIdentity = { kind: 'player'; playerId: number; sessionTokenHash: string } | { kind: 'visitor'; conversationId: number };

export async function seedHosts(ctx: AppContext): Promise<void> {
  if ((await repository.countHosts(ctx.db)) > 0) return;
  for (const host of DEMO_HOSTS) {
    await repository.insertHost(ctx.db, host.login, host.displayName, await hashPassword(DEMO_HOST_PASSWORD, ctx.config.passwordCost));
  }
}

/** The hash /intercom/validate gives for an identifier. */
export const intercomHash = (ctx: AppContext, identifier: string) => hmac(ctx.config.secret, `intercom:${identifier}`);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * One-time tickets for the chat socket (`socket_tickets`, shared by every provider process): they
 * live a minute, and the socket URL carries a ticket, never a session token. A player's ticket
 * names the session it was asked with, so the socket ends with that session.
 */
export function createTicketBook(ctx: AppContext) {
  const tickets = createOneTimeTickets<ChatIdentity>(ctx, 'chat', TICKET_LIFETIME_MS);
  const expiresIn = tickets.lifetimeSeconds;

  return {
    async request(body: ChatTicketBody, sessionToken: string | undefined): Promise<ChatTicket> {
      if (body.identifier !== undefined || body.hash !== undefined) {
        // The hash proves the identifier was validated; the session proves it is this player's.
        if (!body.identifier || !body.hash || !sameText(body.hash, intercomHash(ctx, body.identifier))) {
          throw new ApiError(401, 'Your chat identity could not be verified. Please log in again.');
        }
        const session = sessionToken ? await findLiveSession(ctx, sessionToken) : null;
        if (!session || session.login !== normaliseLogin(body.identifier)) throw unauthorized();
        return {
          ticket: await tickets.issue({ kind: 'player', playerId: session.playerId, sessionTokenHash: session.tokenHash }),
          expires_in: expiresIn,
        };
      }
      if (body.visitor_key) {
        const conversationId = await repository.findVisitorConversation(ctx.db, hashToken(body.visitor_key));
        if (conversationId !== null) {
          return { ticket: await tickets.issue({ kind: 'visitor', conversationId }), expires_in: expiresIn, visitor_key: body.visitor_key };
        }
      }
      const email = checkEmail(body.email);
      const visitorKey = newToken();
      const name = body.name?.trim() || email;
      const conversationId = await repository.insertVisitorConversation(ctx.db, hashToken(visitorKey), email, name, ctx.now());
      return { ticket: await tickets.issue({ kind: 'visitor', conversationId }), expires_in: expiresIn, visitor_key: visitorKey };
    },
    /** The identity of a ticket, once; null when unknown, used or expired. */
    consume: (ticket: string): Promise<ChatIdentity | null> => tickets.consume(ticket),
  };
}
export type TicketBook = ReturnType<typeof createTicketBook>;

/** The conversation a socket joins: a player's own (created on first use) or the visitor's. */
export async function conversationFor(ctx: AppContext, identity: ChatIdentity): Promise<number> {
  if (identity.kind === 'visitor') return identity.conversationId;
  const player = await getPlayer(ctx.db, identity.playerId);
  const name = [player.first_name, player.last_name].filter(Boolean).join(' ') || player.login;
  return repository.conversationOfPlayer(ctx.db, player.id, player.email, name, ctx.now());
}

export function chatMessage(row: repository.MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    author: row.author,
    ...(row.author_name ? { author_name: row.author_name } : {}),
    ...(row.client_id ? { client_id: row.client_id } : {}),
    text: row.body,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** What a host sees beside a player's conversation: login, class, balance and active coupon. */
export async function playerDetails(ctx: AppContext, playerId: number) {
  const player = await getPlayer(ctx.db, playerId);
  const coupon = await activePlayerCoupon(ctx.db, playerId);
  return {
    login: player.login,
    player_class: player.player_class,
    balance: (await walletBalance(ctx.db, playerId)) / 100,
    active_coupon: coupon ? { code: coupon.coupon_code, status: coupon.status === 'awaiting_deposit' ? 'requested' : 'redeemed' } : null,
  };
}

export async function hostLogin(ctx: AppContext, login: string, password: string): Promise<{ token: string; host: repository.HostRow } | null> {
  const host = await repository.findHostByLogin(ctx.db, normaliseLogin(login));
  // Unknown logins still pay for a hash check, so timing does not tell them apart.
  const ok = await verifyPassword(password, host?.password_hash ?? 'scrypt$1024$8$1$AAAA$AAAA');
  if (!host || !ok) return null;
  const token = newToken();
  await repository.insertHostSession(ctx.db, hashToken(token), host.id, new Date(ctx.now().getTime() + HOST_SESSION_MS));
  return { token, host };
}

export async function hostOfSession(ctx: AppContext, token: string | undefined): Promise<repository.HostRow | null> {
  if (!token || token.length > 200) return null;
  return repository.findHostBySession(ctx.db, hashToken(token), ctx.now());
}

export async function hostLogout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await repository.deleteHostSession(ctx.db, hashToken(token));
}
