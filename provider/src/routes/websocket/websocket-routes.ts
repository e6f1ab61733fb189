import type { FastifyInstance } from 'fastify';
import { dailyRewardState } from '../../services/coupon-service';
import { findLiveSession } from '../../services/session-service';

/**
 * GET /ws?token=<sessionToken> (browsers cannot set headers on a websocket). The `checklogin`
 * action is answered with the daily reward coupon and whether today's is redeemed.
 */
export async function websocketRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.get('/ws', { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const token = String(query.token ?? query.sessionToken ?? request.headers['x-session-token'] ?? '');
    const sessionPromise = findLiveSession(ctx, token);

    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };

    sessionPromise.then((session) => {
      if (!session) {
        send({ action: 'error', errorMessage: 'Your session has expired. Please log in again.' });
        socket.close(4401, 'unauthorized');
      }
    }, () => socket.close(1011));

    socket.on('message', async (raw: Buffer) => {
      const session = await sessionPromise.catch(() => null);
      if (!session) return;
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        send({ action: 'error', errorMessage: 'Messages must be JSON.' });
        return;
      }
      if (message.action !== 'checklogin') {
        send({ action: 'error', errorMessage: `Unknown action ${String(message.action).slice(0, 40)}` });
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
