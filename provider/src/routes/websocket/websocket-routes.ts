import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { CheckLoginMessage, REWARDS_SOCKET_PATH, type RewardsSocketAnswer } from 'shared-contract';
import { dailyRewardState } from '../../services/coupon-service';
import { findLiveSession } from '../../services/session-service';

/**
 * GET /ws?token=<sessionToken> (browsers cannot set headers on a websocket). The `checklogin`
 * action is answered with the daily reward coupon and whether today's is redeemed; both
 * messages are the contract's (shared-contract rewards-socket).
 */
export async function websocketRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.get(REWARDS_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const token = String(query.token ?? query.sessionToken ?? request.headers['x-session-token'] ?? '');
    const sessionPromise = findLiveSession(ctx, token);

    const send = (message: RewardsSocketAnswer) => {
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
