import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import { CheckLoginMessage, REWARDS_SOCKET_PATH, rewardsSocketEndpoints, SESSION_ENDED_CLOSE, type RewardsSocketAnswer } from 'shared-contract';
import { createOneTimeTickets } from '../../lib/one-time-tickets';
import { sessionOf } from '../../plugins/request-session';
import { dailyRewardState } from './coupon-service';
import { findLiveSessionByHash } from '../session';
import { contractRoute } from '../../routes/contract-route';

const TICKET_LIFETIME_MS = 60_000;

interface OpenSocket {
  socket: WebSocket;
  playerId: number;
  tokenHash: string;
  expiry: ReturnType<typeof setTimeout>;
}

/**
 * GET /ws?ticket=<one-time ticket>. Browsers cannot set headers on a websocket, and a session
 * token in a URL lands in logs and proxies, so the site first asks
 * `POST /937/player/:pid/rewards/socket-ticket` with its session header; the ticket opens one
 * socket, within a minute, and names the session (the socket still ends with it). The
 * `checklogin` action is answered with the daily reward coupon and whether today's is redeemed;
 * both messages are the contract's (shared-contract rewards-socket). The socket closes with SESSION_ENDED_CLOSE
 * when its session ends, on whichever provider process it ended ('session.ended'), or expires.
 */
export async function websocketRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const tickets = createOneTimeTickets<string>(ctx, 'rewards', TICKET_LIFETIME_MS);
  const open = new Set<OpenSocket>();
  const end = (entry: OpenSocket) => {
    clearTimeout(entry.expiry);
    open.delete(entry);
    if (entry.socket.readyState === entry.socket.OPEN) {
      entry.socket.send(JSON.stringify({ action: 'error', errorMessage: 'Your session has ended. Please log in again.' } satisfies RewardsSocketAnswer));
    }
    entry.socket.close(SESSION_ENDED_CLOSE, 'session ended');
  };
  ctx.cluster.subscribe('session.ended', ({ playerId, tokenHash, exceptTokenHash }) => {
    for (const entry of [...open]) {
      if (entry.playerId !== playerId) continue;
      if (tokenHash ? entry.tokenHash === tokenHash : entry.tokenHash !== exceptTokenHash) end(entry);
    }
  });
  app.addHook('preClose', async () => {
    for (const entry of open) clearTimeout(entry.expiry);
  });

  app.route({
    ...contractRoute(rewardsSocketEndpoints.ticket),
    // The session's own token (hashed) is what the ticket stands for: the socket re-checks it is live.
    handler: async (request) => ({ ticket: await tickets.issue(sessionOf(request).tokenHash), expires_in: tickets.lifetimeSeconds }),
  });

  app.get(REWARDS_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    // Only a ticket: `?token=` (a session token in the URL) is no longer read.
    const sessionPromise = tickets.consume(String(query.ticket ?? ''))
      .then((tokenHash) => (tokenHash ? findLiveSessionByHash(ctx, tokenHash) : null));

    const send = (message: RewardsSocketAnswer) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };

    sessionPromise.then((session) => {
      if (!session) {
        send({ action: 'error', errorMessage: 'This link has expired or was already used. Please log in again.' });
        socket.close(SESSION_ENDED_CLOSE, 'unauthorized');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      const delay = Math.max(0, session.expiresAt.getTime() - ctx.now().getTime());
      const entry: OpenSocket = { socket, playerId: session.playerId, tokenHash: session.tokenHash, expiry: setTimeout(() => end(entry), delay) };
      entry.expiry.unref();
      open.add(entry);
      socket.on('close', () => {
        clearTimeout(entry.expiry);
        open.delete(entry);
      });
    }, () => socket.close(1011));

    socket.on('message', async (raw: Buffer) => {
      const session = await sessionPromise.catch(() => null);
      if (!session) return;
      let message: unknown;
      try {
        message = JSON.parse(raw.toString('utf8'));
      } catch {
        send({ action: 'error', errorMessage: 'Messages must be JSON.' });
        return;
      }
      const action = typeof message === 'object' && message !== null ? (message as { action?: unknown }).action : undefined;
      if (action !== 'checklogin') {
        send({ action: 'error', errorMessage: `Unknown action ${String(action).slice(0, 40)}` });
        return;
      }
      if (!Value.Check(CheckLoginMessage, message)) {
        send({ action: 'checklogin', errorMessage: 'This checklogin message is malformed.' });
        return;
      }
      if (message.player_id !== undefined && String(message.player_id) !== String(session.playerId)) {
        send({ action: 'checklogin', errorMessage: 'This session belongs to another player.' });
        return;
      }
      try {
        const state = await dailyRewardState(ctx, session.playerId);
        send({ action: 'checklogin', player_id: session.playerId, login: session.login, ...state });
      } catch {
        send({ action: 'checklogin', errorMessage: 'The daily reward is not available right now.' });
      }
    });
  });
}
