import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, SESSION_ENDED_CLOSE, SESSION_TOKEN_HEADER, supportEndpoints } from 'shared-contract';
import { forbidden } from '../../lib/api-error';
import { normaliseLogin } from '../../lib/validation';
import { sessionOf } from '../../plugins/request-session';
import { getPlayer } from '../players';
import { contractRoute } from '../../routes/contract-route';
import { headerOf } from '../../routes/route-helpers';
import { deskLoginPage, deskPage, DESK_SCRIPT } from './desk-page';
import { DESK_COOKIE, DESK_COOKIE_OPTIONS, deskToken, isOwnOrigin } from './desk-request';
import { paymentsDeskRoutes } from './payments-desk-routes';
import { roundsDeskRoutes } from './rounds-desk-routes';
import { createSupportHub } from './support-hub';
import { createTicketBook, hostLogin, hostLogout, hostOfSession, intercomHash, seedHosts } from './support-service';

const DESK_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'";

/** Keeps what a socket sends until its handler listens, then hands it over in order. */
function holdMessages(socket: WebSocket) {
  const held: [unknown, boolean][] = [];
  const hold = (raw: unknown, isBinary: boolean) => held.push([raw, isBinary]);
  socket.on('message', hold);
  return {
    release(): void {
      socket.off('message', hold);
      for (const [raw, isBinary] of held.splice(0)) socket.emit('message', raw, isBinary);
    },
  };
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', DESK_CSP)
    .header('x-content-type-options', 'nosniff').header('cache-control', 'no-store').send(body);

/**
 * The support capability: the Intercom identity check, one-time tickets and the chat socket for
 * the widget, and the host desk (its own login, page and socket).
 */
export async function supportModule(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  await seedHosts(ctx);
  const tickets = createTicketBook(ctx);
  const hub = createSupportHub(ctx);
  app.processes.onRejoin(() => hub.rejoin());
  // Stopping: sockets close with the process (its rows go with it), no one by one clean-up.
  app.addHook('preClose', async () => hub.stop());
  const limit = ctx.config.rateLimit;
  // Reconnects ask for a ticket each time: a looser limit than login's, still per address.
  const ticketLimit: FastifyContextConfig = { rateLimit: limit ? { max: limit.max * 2, timeWindow: limit.timeWindowMs } : false };

  // Intercom identity verification: the HMAC the messenger needs for this identifier. It is signed
  // only for the player whose session asks (login, email or pid of that player): an anonymous
  // caller, or one naming someone else, could otherwise impersonate any player in the messenger.
  app.route({
    ...contractRoute(supportEndpoints.intercomValidate, { auth: 'session' }),
    handler: async (request) => {
      const session = sessionOf(request);
      const identifier = normaliseLogin(request.body.identifier);
      const player = await getPlayer(ctx.db, session.playerId);
      if (![player.login, player.email, String(player.id)].includes(identifier)) {
        throw forbidden('You can only verify your own identity.');
      }
      return { identifier: request.body.identifier, hash: intercomHash(ctx, request.body.identifier), valid: true };
    },
  });

  app.route({
    ...contractRoute(supportEndpoints.chatTicket, ticketLimit),
    handler: async (request) => tickets.request(request.body, headerOf(request, SESSION_TOKEN_HEADER)),
  });

  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const ticket = String((request.query as Record<string, unknown>).ticket ?? '');
    (ticket.length <= 200 ? tickets.consume(ticket) : Promise.resolve(null)).then((identity) => {
      if (!identity) {
        socket.send(JSON.stringify({ type: 'error', errorMessage: 'This chat link has expired. Please open the chat again.' }));
        socket.close(SESSION_ENDED_CLOSE, 'unauthorized');
        return undefined;
      }
      return hub.attachPlayer(socket, identity);
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'chat socket failed');
      socket.close(1011);
    });
  });

  app.get('/support/desk', async (request, reply) => {
    const host = await hostOfSession(ctx, deskToken(request));
    return html(reply, host ? deskPage(host.display_name) : deskLoginPage());
  });

  app.get('/support/desk/desk.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(DESK_SCRIPT));

  app.post('/support/desk/login', { config: ticketLimit }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const login = typeof body.login === 'string' ? body.login.slice(0, 100) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
    const session = login && password ? await hostLogin(ctx, login, password) : null;
    if (!session) return html(reply, deskLoginPage('Invalid login or password. Please try again.'), 401);
    // HttpOnly and SameSite=Strict: page scripts cannot read it and other sites cannot send it.
    return reply.setCookie(DESK_COOKIE, session.token, { ...DESK_COOKIE_OPTIONS, maxAge: 43200 }).redirect('/support/desk', 303);
  });

  app.post('/support/desk/logout', async (request, reply) => {
    await hostLogout(ctx, deskToken(request));
    return reply.setCookie(DESK_COOKIE, '', { ...DESK_COOKIE_OPTIONS, maxAge: 0 }).redirect('/support/desk', 303);
  });

  app.get('/support/desk/socket', { websocket: true }, (socket, request) => {
    // Same origin only: a page elsewhere cannot drive a host's desk with the host's cookie.
    if (!isOwnOrigin(headerOf(request, 'origin'), headerOf(request, 'host'))) {
      socket.close(4403, 'forbidden');
      return;
    }
    // A desk that reconnects (after its process restarted) asks for its open conversation at once,
    // while its session is still being looked up: those first actions wait, they are not dropped.
    const early = holdMessages(socket);
    hostOfSession(ctx, deskToken(request)).then((host) => {
      if (!host) return socket.close(SESSION_ENDED_CLOSE, 'unauthorized');
      const attached = hub.attachHost(socket, host);
      early.release();
      return attached;
    }, () => socket.close(1011)).catch(() => socket.close(1011));
  });

  // The Payments queue beside the chats: photo IDs and withdrawals a host decides.
  await app.register(paymentsDeskRoutes);
  await app.register(roundsDeskRoutes);

  // Sandbox: drops every widget's socket on every provider process, as a network failure would, so reconnecting can be tried.
  if (ctx.config.sandbox) {
    app.post('/sandbox/support/drop-connections', async () => {
      await ctx.cluster.publish(ctx.db, 'support.drop', {});
      return { message: 'Dropped' };
    });
  }
}
